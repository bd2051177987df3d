// A UK VAT number, checked loosely: "GB" and 9 digits (or 12, a branch's), spaces ignored. The
// check digits are not verified: HMRC's own register answers that, and a typing slip is caught
// well enough by the shape.

/** The number as stored: upper case, no spaces ("GB123456789"); null when it is not one. */
export function normaliseVatNumber(input: string): string | null {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  return /^GB(\d{9}|\d{12})$/.test(compact) ? compact : null;
}

export const isUkVatNumber = (input: string): boolean => normaliseVatNumber(input) !== null;
