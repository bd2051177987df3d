import { formatLondonDate } from "@/lib/shared/format-date";
import { notCollectedReasons, type NotCollectedReason } from "./texts";

// What the customer is told after the crew's visit, as plain facts shared by the
// e-mails (lib/crew/crew-email-templates.tsx) and the receipt's PDF (receipt-pdf.ts): the two say the same
// thing in the same words. No I/O here.

/** What the receipt states: as recorded at the door. */
export type CollectionReceipt = {
  bookingId: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  companyName: string | null;
  address: string | null;
  /** The manage link (a booking) or the contract's page (a contract visit). */
  manageUrl: string;
  /** What was collected, in words ("3 bags"). */
  whatCollected: string;
  count: number;
  weightKg: number | null;
  seals: string[];
  /** When it was collected (the phone's clock). */
  collectedAt: Date;
  operative: string;
  signedBy: string;
  signaturePng: Buffer | null;
  /** The crew member's (the operative's) signature beside the customer's. */
  crewSignaturePng: Buffer | null;
};

export type NotCollectedNotice = {
  bookingId: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  manageUrl: string;
  reason: NotCollectedReason;
  note: string;
  at: Date;
};

/** Exact subjects. */
export const crewEmailSubjects = {
  receipt: (reference: string) => `Collection receipt ${reference}`,
  notCollected: (reference: string) => `We could not collect today (${reference})`,
} as const;

/** The receipt's PDF as the customer saves it. */
export const receiptFileName = (reference: string) => `receipt-${reference}.pdf`;

/** A time as the certificate prints it, on London's clock: "Friday 27 November 2026, 14:05". */
export const londonTime = (at: Date) => formatLondonDate(at, "EEEE d MMMM yyyy, HH:mm");

/** "Security seal numbers (3)": the count is stated, so a cut or wrapped list is still checkable. */
export const sealsLabel = (count: number) => `Security seal numbers (${count})`;

export const weightText = (weightKg: number | null) =>
  weightKg === null ? "Not weighed" : `${weightKg} kg`;

/** The receipt's rows, label by label, in the order both the e-mail and the PDF print them. */
export function receiptRows(r: CollectionReceipt): [string, string][] {
  return [
    ["Reference", r.reference],
    ["Collected", r.whatCollected],
    ["Weight", weightText(r.weightKg)],
    [sealsLabel(r.seals.length), r.seals.join(", ")],
    ["Collected on", londonTime(r.collectedAt)],
    ["Operative", r.operative],
    ["Signed by", r.signedBy],
  ];
}

/** Why the stop could not be collected, in the customer's words, with the crew's note if any. */
export function notCollectedRows(n: NotCollectedNotice): [string, string][] {
  return [
    ["Reference", n.reference],
    ["When we called", londonTime(n.at)],
    ["Reason", notCollectedReasons[n.reason]],
    ...(n.note ? [["Note from our crew", n.note] as [string, string]] : []),
  ];
}

export type FittedSeals = { text: string; shown: number; hidden: number };

/**
 * The seal list as one wrapped text that `fits` the room there is: all of it when it fits,
 * otherwise as many seals as fit followed by how many more there are (the e-mail lists them all).
 * `fits` is asked about whole texts only, so the caller measures with its own font and width.
 */
export function fitSeals(seals: string[], fits: (text: string) => boolean): FittedSeals {
  const all = seals.join(", ");
  if (fits(all)) return { text: all, shown: seals.length, hidden: 0 };
  const cut = (shown: number) =>
    shown
      ? `${seals.slice(0, shown).join(", ")}, and ${seals.length - shown} more, all listed in the e-mail`
      : `All ${seals.length} are listed in the e-mail`;
  // The most seals that fit with the note: fitting only gets harder as more are shown.
  let low = 0;
  let high = seals.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(cut(middle))) low = middle;
    else high = middle - 1;
  }
  return { text: cut(low), shown: low, hidden: seals.length - low };
}
