import "server-only";
import { checkAdmin, type Admin, type AdminCheck } from "./admin-guard";

/**
 * Admin-only route handlers (exports): 401 without a session, 403 without the admin role. `caller`
 * is the request's own admin check; tests give one for a cookie, as for adminAction.
 */
export function adminRoute<Context = unknown>(
  handler: (request: Request, admin: Admin, context: Context) => Promise<Response>,
  caller: () => Promise<AdminCheck> = checkAdmin,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const check = await caller();
    if (check.status !== "admin") {
      return Response.json(
        { error: check.status === "anonymous" ? "Unauthorized" : "Forbidden" },
        { status: check.status === "anonymous" ? 401 : 403 },
      );
    }
    return handler(request, check.admin, context);
  };
}
