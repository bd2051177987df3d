import "server-only";
import { createHash, randomBytes } from "node:crypto";

// The invitation link's secret: 32 random bytes in the link, only their SHA-256 in the database,
// so a copy of the database cannot set anyone's password. (A fast hash is enough: the token is
// random, not a password someone chose.)

export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
