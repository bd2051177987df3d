/**
 * A signed link's token with one character in its middle changed. Not its last characters: the
 * last character of base64url text carries unused bits (a 53-byte token's last one holds 4 bits
 * of data), so replacing the end could give one of the three other spellings of the very same
 * bytes. The server refuses those too now (only the canonical spelling is a token),
 * but a forgery should fail its signature, which a changed middle always does.
 */
export function tamperedToken(token: string): string {
  const at = Math.floor(token.length / 2);
  return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
}
