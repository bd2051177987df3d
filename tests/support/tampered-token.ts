/**
 * A signed link's token with one character in its middle changed. Not its last characters: the
 * last character of base64url text can carry padding bits only (a 49-byte token's last one holds
 * 2 bits of data), so replacing the end can decode to the very same bytes, and a test that forged
 * a link that way passed the genuine link about once in 256 runs.
 */
export function tamperedToken(token: string): string {
  const at = Math.floor(token.length / 2);
  return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
}
