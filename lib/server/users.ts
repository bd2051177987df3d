import "server-only";
import { db } from "./db";
import { hashPassword, verifyPassword } from "./password";

// Creating and updating accounts from the shell and the seed. Plain passwords never leave this
// module: they are hashed here and never stored or logged.

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type UpsertUserResult = { id: string; created: boolean; passwordChanged: boolean };

export async function upsertUser(input: {
  email: string;
  password: string;
  admin: boolean;
}): Promise<UpsertUserResult> {
  const email = normaliseEmail(input.email);
  const existing = await db().user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true },
  });
  let id: string;
  let passwordChanged = false;
  if (existing) {
    id = existing.id;
    if (!existing.passwordHash || !(await verifyPassword(existing.passwordHash, input.password))) {
      await db().user.update({
        where: { id },
        data: { passwordHash: await hashPassword(input.password) },
      });
      passwordChanged = true;
    }
  } else {
    const user = await db().user.create({
      data: { email, passwordHash: await hashPassword(input.password) },
      select: { id: true },
    });
    id = user.id;
    passwordChanged = true;
  }
  if (input.admin) {
    await db().userRole.upsert({
      where: { userId_role: { userId: id, role: "admin" } },
      create: { userId: id, role: "admin" },
      update: {},
    });
  }
  return { id, created: !existing, passwordChanged };
}

export async function adminCount(): Promise<number> {
  return db().userRole.count({ where: { role: "admin" } });
}
