import "server-only";
import type { Session } from "next-auth";
import type { ActionResult } from "@/lib/action-result";
import { currentSession, userIsAdmin } from "./auth";
import { db } from "./db";

export type Admin = { id: string; email: string };
export type SessionSource = () => Promise<Session | null>;

/** The admin behind a session, or why there is none. Roles are read from the database each time. */
export async function adminFromSession(
  session: Session | null,
): Promise<{ ok: true; admin: Admin } | { ok: false; status: 401 | 403 }> {
  const userId = session?.user?.id;
  if (!userId) return { ok: false, status: 401 };
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true },
  });
  if (!user) return { ok: false, status: 401 };
  if (!(await userIsAdmin(user.id))) {
    console.warn(`[admin] refused user ${user.id}`);
    return { ok: false, status: 403 };
  }
  return { ok: true, admin: user };
}

export const NOT_SIGNED_IN = "Please sign in again.";
export const NOT_AN_ADMIN = "You need admin privileges to access this page";

/**
 * Wraps every admin server action: the role is checked on the server before the work runs, and
 * unexpected failures become the given message (no stack trace reaches the browser).
 */
export function adminAction<Args extends unknown[], T>(
  failure: string,
  work: (admin: Admin, ...args: Args) => Promise<ActionResult<T>>,
  sessionSource: SessionSource = currentSession,
) {
  return async (...args: Args): Promise<ActionResult<T>> => {
    const check = await adminFromSession(await sessionSource());
    if (!check.ok) {
      return {
        ok: false,
        reason: "server",
        message: check.status === 401 ? NOT_SIGNED_IN : NOT_AN_ADMIN,
      };
    }
    try {
      return await work(check.admin, ...args);
    } catch (error) {
      console.error(`[admin] ${failure}:`, error);
      return { ok: false, reason: "server", message: failure };
    }
  };
}
