import "server-only";
import { db } from "./db";

// Sessions are next-auth JWTs that carry the user's id and the session version they were issued
// under. A session is valid while the user exists and still has that version: raising the version
// ends every session of the user at once, on every instance (the version lives in PostgreSQL).

export type SessionUser = { id: string; email: string; isAdmin: boolean; sessionVersion: number };

/** The user behind a session, read from the database now; null when the session has ended. */
export async function sessionUser(
  userId: unknown,
  sessionVersion: unknown,
): Promise<SessionUser | null> {
  if (typeof userId !== "string" || typeof sessionVersion !== "number") return null;
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const user = await db().user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      sessionVersion: true,
      roles: { where: { role: "admin" }, select: { id: true } },
    },
  });
  if (!user || user.sessionVersion !== sessionVersion) return null;
  return {
    id: user.id,
    email: user.email,
    isAdmin: user.roles.length > 0,
    sessionVersion: user.sessionVersion,
  };
}

/** End every session of a user (sign-out). Password and role changes do it by trigger. */
export async function endSessions(userId: string): Promise<void> {
  await db().user.updateMany({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
  });
}
