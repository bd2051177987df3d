import "server-only";
import type { AppRole } from "@/generated/prisma/client";
import { db } from "./db";

// Sessions are next-auth JWTs that carry the user's id, the session version they were issued
// under and the id of their row in user_sessions (one row per signed-in device). A session is
// valid while its row exists and the user still has that version:
// - signing out deletes the device's row: that session ends, the user's other devices stay in;
// - 'Sign out everywhere' raises the version and deletes every row: all of them end;
// - a password change or a removed role raise the version (database triggers); a deleted user
//   takes its rows with it.
// Both live in PostgreSQL, so an ended session is ended on every instance at once.

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
const MAX_AGE_MS = SESSION_MAX_AGE_SECONDS * 1000;
// next-auth renews a cookie in use for another MAX_AGE. The row's last day follows, written at
// most once per RENEW_MS: it is always at least MAX_AGE after the latest read, so a row never
// ends before its cookie does.
const RENEW_MS = 5 * 60_000;
const rowLifetimeFrom = (now: Date) => new Date(now.getTime() + MAX_AGE_MS + RENEW_MS);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** isAdmin: the Office role (the whole admin); isCrew: the Crew role (their own day on /crew). */
export type SessionUser = {
  id: string;
  email: string;
  isAdmin: boolean;
  isCrew: boolean;
  sessionVersion: number;
};

const userFields = {
  id: true,
  email: true,
  sessionVersion: true,
  roles: { select: { role: true } },
} as const;

function asSessionUser(
  user: { id: string; email: string; sessionVersion: number; roles: { role: AppRole }[] } | null,
  sessionVersion: number,
): SessionUser | null {
  if (!user || user.sessionVersion !== sessionVersion) return null;
  return {
    id: user.id,
    email: user.email,
    isAdmin: user.roles.some(({ role }) => role === "admin"),
    isCrew: user.roles.some(({ role }) => role === "crew"),
    sessionVersion: user.sessionVersion,
  };
}

/** The user as sign-in sees them (before any session exists): exists, with that version. */
export async function userWithVersion(
  userId: string,
  sessionVersion: number,
): Promise<SessionUser | null> {
  const user = await db().user.findUnique({ where: { id: userId }, select: userFields });
  return asSessionUser(user, sessionVersion);
}

/** A new session for one device at sign-in; its id goes into the cookie. */
export async function openSession(userId: string, now = new Date()): Promise<string> {
  const session = await db().userSession.create({
    data: { userId, expiresAt: rowLifetimeFrom(now) },
    select: { id: true },
  });
  return session.id;
}

/**
 * The user behind a session, read from the database now; null when the session has ended
 * (signed out on this device or everywhere, password or role changed, user deleted, expired).
 */
export async function sessionUser(
  userId: unknown,
  sessionVersion: unknown,
  sessionId: unknown,
  now = new Date(),
): Promise<SessionUser | null> {
  if (typeof userId !== "string" || typeof sessionVersion !== "number") return null;
  if (typeof sessionId !== "string" || !UUID.test(sessionId) || !UUID.test(userId)) return null;
  const session = await db().userSession.findUnique({
    where: { id: sessionId },
    select: { userId: true, expiresAt: true, user: { select: userFields } },
  });
  if (!session || session.userId !== userId || session.expiresAt <= now) return null;
  const user = asSessionUser(session.user, sessionVersion);
  if (user && session.expiresAt.getTime() - now.getTime() < MAX_AGE_MS) {
    await db().userSession.updateMany({
      where: { id: sessionId },
      data: { expiresAt: rowLifetimeFrom(now) },
    });
  }
  return user;
}

/** Sign-out: ends this one session (this device); the user's other sessions go on. */
export async function endSession(sessionId: unknown): Promise<void> {
  if (typeof sessionId !== "string" || !UUID.test(sessionId)) return;
  await db().userSession.deleteMany({ where: { id: sessionId } });
}

/** 'Sign out everywhere': ends every session of the user, on every device. */
export async function endAllSessions(userId: string): Promise<void> {
  await db().$transaction([
    db().user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } }),
    db().userSession.deleteMany({ where: { userId } }),
  ]);
}

/** Housekeeping: rows of sessions past their last day (their cookies are dead anyway). */
export async function purgeExpiredSessions(now = new Date()): Promise<number> {
  const { count } = await db().userSession.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
