import "server-only";
import type { ReactNode } from "react";
import { cache } from "react";
import { redirect } from "next/navigation";
import { noticeHref } from "@/lib/shared/notices";
import type { Session } from "next-auth";
import { currentSession, sessionOf, type RequestCookies } from "./auth";

// The one admin check, and the guard every admin page renders through. Admin actions
// (admin-action.ts), admin routes and exports (admin-route.ts) and cookie-authenticated job runs
// (jobs/authorize-job.ts) ask the same checkAdmin().
//
// A layout does not guard its pages: Next renders a segment's layout and page in parallel and
// streams the page's output even when the layout redirects. So each admin page is wrapped in
// adminPage(), which settles the check before the page body runs at all: a page that is refused
// has read nothing and renders nothing but the redirect.

export type Admin = { id: string; email: string };

/** The admin as a booking's history and its e-mails name who acted. */
export const adminActor = (admin: Admin) => ({ kind: "admin", email: admin.email }) as const;

export type AdminCheck =
  | { status: "anonymous" }
  | { status: "forbidden"; userId: string }
  | { status: "admin"; admin: Admin };

/**
 * Who is asking, and may they use the admin? The session is checked against the database as it
 * is read (auth.ts: user exists, session version current, roles read now), so an ended session is
 * anonymous and a user whose admin role was removed is forbidden. Memoised per request.
 */
export const checkAdmin = cache(async (): Promise<AdminCheck> =>
  adminCheckOf(await currentSession()),
);

/** The same check for a given set of cookies (tests; anything outside a Next request). */
export async function checkAdminWith(cookieJar: RequestCookies): Promise<AdminCheck> {
  return adminCheckOf(await sessionOf(cookieJar));
}

function adminCheckOf(session: Session | null): AdminCheck {
  const user = session?.user;
  if (!user?.id || !user.email) return { status: "anonymous" };
  if (!user.isAdmin) {
    console.warn(`[admin] refused user ${user.id}`);
    return { status: "forbidden", userId: user.id };
  }
  return { status: "admin", admin: { id: user.id, email: user.email } };
}

/** For pages and layouts: the admin, or a redirect (spec: /auth, or / with 'Access Denied'). */
export async function admitAdmin(): Promise<Admin> {
  const check = await checkAdmin().catch((error: unknown) => {
    console.error("[admin] role check failed:", error);
    return { status: "error" } as const;
  });
  if (check.status === "anonymous") redirect("/auth");
  if (check.status === "error") redirect("/");
  if (check.status === "forbidden") redirect(noticeHref("/", "access-denied"));
  return check.admin;
}

/** Every admin page: `export default adminPage(async function XPage({ admin, params }) {...})`. */
export function adminPage<Props extends object>(
  page: (props: Props & { admin: Admin }) => ReactNode | Promise<ReactNode>,
) {
  return async function AdminOnlyPage(props: Props): Promise<ReactNode> {
    const admin = await admitAdmin();
    return page({ ...props, admin });
  };
}
