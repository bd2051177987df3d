// The producer's SIC code on a waste transfer note (the Waste (England and Wales) Regulations 2011
// and the duty of care code of practice ask for it): a UK SIC 2007 subclass, five digits, as
// Companies House records it. The first two digits are the SIC 2007 division; the divisions the
// classification skips (04, 34, 40, 44, 48, 54, 57, 67, 76, 83 and 89) are refused, so a typo such
// as 40100 is caught at the field.

const DIVISIONS = new Set([
  1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
  28, 29, 30, 31, 32, 33, 35, 36, 37, 38, 39, 41, 42, 43, 45, 46, 47, 49, 50, 51, 52, 53, 55, 56,
  58, 59, 60, 61, 62, 63, 64, 65, 66, 68, 69, 70, 71, 72, 73, 74, 75, 77, 78, 79, 80, 81, 82, 84,
  85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export const sicCodeMessage = "Please give a 5-digit UK SIC 2007 code, e.g. 86210";

/** The code as typed with its spaces removed ("86 210" -> "86210"). */
export const normaliseSicCode = (value: string) => value.replace(/\s+/g, "");

/** Five digits in a division of UK SIC 2007 (after removing spaces). */
export function isSicCode(value: string): boolean {
  const code = normaliseSicCode(value);
  return /^\d{5}$/.test(code) && DIVISIONS.has(Number(code.slice(0, 2)));
}
