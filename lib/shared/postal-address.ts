// An address as a document prints it: what was typed, with the postcode (a separate field on the
// forms) after it, unless the address already ends with or carries it.

/** "1 High Street, Durham, DH1 3LE"; the address alone when it already names the postcode. */
export function addressWithPostcode(
  address: string | null | undefined,
  postcode: string | null | undefined,
): string | null {
  const typed = address?.trim() ?? "";
  const code = postcode?.trim() ?? "";
  const compact = (text: string) => text.replace(/\s+/g, "").toUpperCase();
  if (!code || compact(typed).includes(compact(code))) return typed || null;
  return typed ? `${typed}, ${code}` : code;
}
