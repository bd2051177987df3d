import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
// A prebuilt binary inside the npm package: no compiler or download at install.

export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

// Verifying against a real hash when the account does not exist keeps the response time the same,
// so timing does not reveal which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hash("not-a-real-password-used-for-timing-only");
  await verifyPassword(await dummyHash, plain);
}
