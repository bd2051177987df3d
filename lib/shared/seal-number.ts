// Seal numbers: printed as S-000001, a series without gaps or reuse, stored as the
// integer. Shared by the labels, the crew's phone, the destruction runs and the certificate.

const SEAL = /^S-(\d{6,})$/;

export function formatSeal(number: number): string {
  return `S-${String(number).padStart(6, "0")}`;
}

/** The number of a seal as printed or scanned ("s-000042 " reads as 42); null if it is not one. */
export function parseSeal(text: string): number | null {
  const match = SEAL.exec(text.trim().toUpperCase());
  if (!match) return null;
  const number = Number(match[1]);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}
