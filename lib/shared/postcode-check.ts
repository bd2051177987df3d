import { isValid, toDistrict, toNormalised, validOutcode } from "postcode";

// Checking a postcode against the covered districts. Free of page content, so the
// booking form and the /areas check can run it in the browser with the small table the server
// passes them (lib/content/postcode-coverage.ts builds it from the area content). Postcodes are parsed
// and normalised by the `postcode` library, not a regular expression of our own.

export const INVALID_POSTCODE = "Please enter a valid postcode";

/** Covered district -> the town whose page covers it. */
export type CoverageTable = Record<string, { name: string; slug: string }>;

export type Coverage =
  | { status: "covered"; postcode: string; district: string; town: { name: string; slug: string } }
  | { status: "outside"; postcode: string; district: string }
  | { status: "invalid" };

/** A full postcode ("dh3 1aa") or an outward code alone ("NE1"), normalised; null if neither. */
export function parsePostcode(input: string): { postcode: string; district: string } | null {
  const text = input.trim().toUpperCase().replace(/\s+/g, " ");
  if (isValid(text)) return { postcode: toNormalised(text)!, district: toDistrict(text)! };
  if (!/\s/.test(text) && validOutcode(text)) return { postcode: text, district: text };
  return null;
}

/** A postcode checked against `table`: covered (and by which town), outside, or invalid. */
export function checkPostcode(input: string, table: CoverageTable): Coverage {
  const parsed = parsePostcode(input);
  if (!parsed) return { status: "invalid" };
  const { postcode, district } = parsed;
  const town = table[district];
  return town
    ? { status: "covered", postcode, district, town }
    : { status: "outside", postcode, district };
}

/** What the visitor is told: 'We cover Durham', or the outside-area text, or the invalid one. */
export function coverageMessage(coverage: Coverage): string {
  switch (coverage.status) {
    case "covered":
      return `We cover ${coverage.town.name}`;
    case "outside":
      return `${coverage.district} is outside our usual area. We will confirm by e-mail whether we can collect.`;
    case "invalid":
      return INVALID_POSTCODE;
  }
}
