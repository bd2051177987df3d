import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { checkAdmin, type Admin, type AdminCheck } from "./admin-guard";

export const NOT_SIGNED_IN = "Please sign in again.";
export const NOT_AN_ADMIN = "You need admin privileges to access this page";

/**
 * Wraps every admin server action: the admin check runs on the server before the work, and
 * unexpected failures become the given message (no stack trace reaches the browser).
 */
export function adminAction<Args extends unknown[], T>(
  failure: string,
  work: (admin: Admin, ...args: Args) => Promise<ActionResult<T>>,
  check: () => Promise<AdminCheck> = checkAdmin,
) {
  return async (...args: Args): Promise<ActionResult<T>> => {
    const caller = await check();
    if (caller.status !== "admin") {
      return {
        ok: false,
        reason: "server",
        message: caller.status === "anonymous" ? NOT_SIGNED_IN : NOT_AN_ADMIN,
      };
    }
    try {
      return await work(caller.admin, ...args);
    } catch (error) {
      console.error(`[admin] ${failure}:`, error);
      return { ok: false, reason: "server", message: failure };
    }
  };
}
