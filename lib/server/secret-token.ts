import "server-only";
import { createHash, randomBytes } from "node:crypto";

// A secret carried by a link or a cookie (a Team invitation, a customer's sign-in link, a
// customer's session): 32 random bytes in the link, only their SHA-256 in the database, so a copy
// of the database cannot use any of them. (A fast hash is enough: the token is random, not a
// password someone chose.)

export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
