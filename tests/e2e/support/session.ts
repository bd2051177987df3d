import { expect, type Page } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { SESSION_HINT_COOKIE } from "@/lib/shared/session-hint";
import { E2E_NEXTAUTH_SECRET, E2E_ORIGIN } from "./accounts";
import { sql } from "./database";

/** Signs in through the login form, as a person does (sign-in.spec.ts is about this). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** next-auth's session lifetime (lib/server/sessions.ts), and the row's five minutes beyond it. */
const SESSION_SECONDS = 8 * 60 * 60;

/**
 * The browser of `page` signed in as `account`, as a sign-in through the form leaves it: a
 * session row for this device and next-auth's session cookie naming it, signed with the test
 * server's secret (the claims of lib/server/auth.ts's jwt callback), and the hint cookie the page
 * it lands on sets (proxy.ts). For the tests about something else: a sign-in through the form
 * costs a page, a password check and the admin's Today page. The server checks this session as
 * it checks any (proxy.ts, lib/server/sessions.ts).
 */
export async function plantSession(page: Page, account: { email: string }) {
  const [user] = await sql<{ id: string; sv: number; roles: string[] }>(
    `select u.id, u.session_version as sv,
       coalesce(array_agg(r.role::text) filter (where r.role is not null), '{}') as roles
     from users u left join user_roles r on r.user_id = u.id where u.email = $1 group by u.id`,
    [account.email],
  );
  if (!user) throw new Error(`No user ${account.email}`);
  const [session] = await sql<{ id: string }>(
    `insert into user_sessions (id, user_id, expires_at)
     values (gen_random_uuid(), $1, now() + make_interval(secs => $2)) returning id`,
    [user.id, SESSION_SECONDS + 5 * 60],
  );
  const token = await encode({
    token: {
      sub: user.id,
      email: account.email,
      uid: user.id,
      sv: user.sv,
      sid: session!.id,
      isAdmin: user.roles.includes("admin"),
      isCrew: user.roles.includes("crew"),
    },
    secret: E2E_NEXTAUTH_SECRET,
    maxAge: SESSION_SECONDS,
  });
  await page.context().addCookies([
    {
      name: "next-auth.session-token",
      value: token,
      url: E2E_ORIGIN,
      httpOnly: true,
      sameSite: "Lax",
      expires: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
    },
    { name: SESSION_HINT_COOKIE, value: "1", url: E2E_ORIGIN, sameSite: "Lax" },
  ]);
}

/** plantSession, then the page at `path` (the admin's Today, the crew's day...). */
export async function signedInAt(page: Page, account: { email: string }, path: string) {
  await plantSession(page, account);
  await page.goto(path);
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible({ timeout: 15_000 });
  if (description) await expect(toast.first()).toContainText(description);
}

/**
 * Every toast gone, as after a person reads them and moves on. The pointer moves off first: a
 * toast under it (the admin's rise from the bottom right, where a form's button may have been
 * clicked) stays while hovered, as Sonner keeps it for reading.
 */
export async function expectToastsGone(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
}
