// Quantities (bags, boxes, containers, hard drives) as forms and actions receive them. Only a real
// integer or a string of plain decimal digits is a quantity: `true`, "0x10", "1e2", "1.0", " " and
// "-3" are not (Number() and zod's coerce would read them as 1, 16, 100, 1, 0 and -3).

const DIGITS = /^\d{1,9}$/;

/** The quantity `value` states, or null when it is not one. */
export function parseQuantity(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === "string") {
    const text = value.trim();
    return DIGITS.test(text) ? Number(text) : null;
  }
  return null;
}

/** What a form says of a weight parseWeightKg cannot read (the office's forms and the crew's). */
export const weightKgMessage =
  "Weight must be a number of kg with at most one decimal place, e.g. 12.5";

/**
 * A weight in kg as typed: digits with at most one decimal place, a decimal point or a decimal
 * comma ("14,5" is 14.5). Returns the weight as a string with a point, or null.
 */
export function parseWeightKg(value: string): string | null {
  const text = value.trim();
  if (!/^\d{1,6}([.,]\d)?$/.test(text)) return null;
  const weight = Number(text.replace(",", "."));
  return weight > 0 ? String(weight) : null;
}
