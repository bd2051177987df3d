import { containersLabel, type ServiceType } from "@/lib/shared/booking-options";
import { site } from "@/lib/shared/site";

// Certificates of destruction: the words, numbers and codes every part of the product
// uses for them. Client-safe: the verification form and the admin read it too.

export const DESTRUCTION_METHODS = ["cross_cut_offsite", "onsite_mobile", "hard_drive"] as const;
export type DestructionMethod = (typeof DESTRUCTION_METHODS)[number];

export const methodLabels: Record<DestructionMethod, string> = {
  cross_cut_offsite: "Cross-cut shredding (off-site)",
  onsite_mobile: "On-site mobile shredding",
  hard_drive: "Hard drive shredding",
};

/** The service's usual method: what the office's Mark as destroyed offers and a run records. */
export function serviceMethod(serviceType: ServiceType): DestructionMethod {
  return serviceType === "onsite" ? "onsite_mobile" : "cross_cut_offsite";
}

/** Where material is destroyed unless the operative says otherwise: the company's facility. */
export const DEFAULT_DESTRUCTION_PLACE = `${site.name}, ${site.facility.oneLine}`;

/** "1 bag or box", "6 bags or boxes": what was collected on a booking. */
export function quantityLabel(quantity: number): string {
  return `${quantity} ${quantity === 1 ? "bag or box" : "bags or boxes"}`;
}

/**
 * What was collected, as the receipt and the certificate state it, in the run sheet's words: a
 * contract visit's consoles or containers ("3 lockable consoles/containers"), a booking's bags or
 * boxes.
 */
export function collectedLabel(quantity: number, contractVisit: boolean): string {
  return contractVisit ? containersLabel(quantity) : quantityLabel(quantity);
}

export const DESTRUCTION_STATEMENT =
  "We certify that the material described above was securely destroyed in accordance with " +
  "BS EN 15713:2023, and that the shredded paper is recycled.";

const NUMBER = /^COD-(\d{4})-(\d{6})$/;

/** COD-{year}-{6 digits}: the `sequence`-th certificate issued in `year`. */
export function certificateNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`No certificate number ${sequence} in ${year}`);
  }
  return `COD-${year}-${String(sequence).padStart(6, "0")}`;
}

/** A certificate number as someone typed it, normalised; null when it cannot be one. */
export function parseCertificateNumber(input: string): string | null {
  const text = input.trim().toUpperCase();
  return NUMBER.test(text) ? text : null;
}

/** No 0/O, 1/I/L: a code read off paper is typed right. */
export const CHECK_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CHECK_CODE_LENGTH = 8;

/** A new check code, drawn from `random` (crypto.getRandomValues by default). */
export function newCheckCode(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let code = "";
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % CHECK_CODE_ALPHABET.length);
  while (code.length < CHECK_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && code.length < CHECK_CODE_LENGTH) {
        code += CHECK_CODE_ALPHABET[byte % CHECK_CODE_ALPHABET.length];
      }
    }
  }
  return code;
}

/** A code as typed: upper case, without spaces or dashes. */
export function normaliseCheckCode(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

export const certificateMessages = {
  valid: (number: string) => `Certificate ${number} is valid`,
  superseded: (number: string, by: string) => `Certificate ${number} is superseded by ${by}`,
  enterCode: "Enter the check code printed on the certificate",
  wrongCode: "That check code does not match this certificate.",
  tooManyAttempts: `Too many attempts from your connection. Please try again later or call us on ${site.phone.display}.`,
  cannotPrint: (characters: string[]) => `The certificate cannot print: ${characters.join(" ")}`,
  unknownHeading: (number: string) => `No certificate ${number}`,
  unknownText: `This number was not issued by ${site.name}. The certificate is not genuine.`,
  emailSubject: (number: string) => `Certificate of destruction ${number}`,
  fileName: (number: string) => `certificate-${number}.pdf`,
} as const;
