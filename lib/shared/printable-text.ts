import { PRINTABLE_RANGES } from "./printable-ranges";

// Which characters the PDFs can draw, without their fonts: the table npm run pdf:printable
// derives from them (lib/shared/printable-ranges.ts), so a form refuses on the phone, offline, exactly
// what the server's unprintableCharacters (lib/server/pdf/text.ts) would name. Pure.

function isPrintable(codePoint: number): boolean {
  // Binary search over the [from, to] pairs.
  let low = 0;
  let high = PRINTABLE_RANGES.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const from = PRINTABLE_RANGES[middle * 2]!;
    const to = PRINTABLE_RANGES[middle * 2 + 1]!;
    if (codePoint < from) high = middle - 1;
    else if (codePoint > to) low = middle + 1;
    else return true;
  }
  return false;
}

/** The distinct characters of `text` no PDF font can draw, in the order they first appear. */
export function unprintableIn(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) if (!isPrintable(char.codePointAt(0)!)) missing.add(char);
  return [...missing];
}
