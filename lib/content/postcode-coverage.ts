import { areas } from "@/lib/content/areas";
import { checkPostcode, type CoverageTable } from "@/lib/shared/postcode-check";

// Postcode coverage from its one source, the districts each area's content lists ("SR1-SR6",
// "NE8", "TS16 to TS23 (full borough)"). Server-side: the pages pass the table to the browser.

/** The districts one area's coverage text names: "SR1-SR6" -> SR1, SR2 ... SR6. */
export function districtsOf(written: string): string[] {
  const range = /^([A-Z]{1,2})(\d{1,2})\s*(?:-|to)\s*(?:[A-Z]{1,2})?(\d{1,2})\b/.exec(written);
  if (range) {
    const [, letters, from, to] = range as unknown as [string, string, string, string];
    return Array.from(
      { length: Number(to) - Number(from) + 1 },
      (_, i) => `${letters}${Number(from) + i}`,
    );
  }
  const single = /^([A-Z]{1,2}\d{1,2}[A-Z]?)\b/.exec(written);
  return single ? [single[1]!] : [];
}

/**
 * Every covered district and its town. Where two areas list a district (DH3 is in Durham's range
 * and is Chester-le-Street itself), the area with the fewer districts, the more local one, wins.
 */
export const coverageTable: CoverageTable = (() => {
  const covered = new Map<string, { name: string; slug: string; size: number }>();
  for (const area of areas) {
    const districts = area.postcodes.flatMap(districtsOf);
    for (const district of districts) {
      const current = covered.get(district);
      if (!current || districts.length < current.size) {
        covered.set(district, { name: area.name, slug: area.slug, size: districts.length });
      }
    }
  }
  return Object.fromEntries(
    [...covered].map(([district, { name, slug }]) => [district, { name, slug }]),
  );
})();

export const checkCoverage = (input: string) => checkPostcode(input, coverageTable);

/**
 * The postcode as stored with a booking or a contract: normalised, and marked when outside the
 * covered districts (accepted; the office confirms it can collect). Invalid or empty: none.
 */
export function postcodeOf(input: string): { postcode: string | null; outsideArea: boolean } {
  const coverage = input ? checkCoverage(input) : null;
  return coverage && coverage.status !== "invalid"
    ? { postcode: coverage.postcode, outsideArea: coverage.status === "outside" }
    : { postcode: null, outsideArea: false };
}
