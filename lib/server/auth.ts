import "server-only";
import type { NextAuthOptions, Session } from "next-auth";
import { getServerSession } from "next-auth";
import { cookies, headers } from "next/headers";
import CredentialsProvider from "next-auth/providers/credentials";
import { safeCallbackUrl } from "@/lib/shared/callback-url";
import { loginSchema } from "@/lib/shared/login-schema";
import { clientIp } from "./client-ip";
import { db } from "./db";
import { env, secureSessionCookies } from "./env";
import { burnPasswordCheck, verifyPassword } from "./password";
import {
  SESSION_MAX_AGE_SECONDS,
  endSession,
  openSession,
  sessionUser,
  userWithVersion,
  type SessionUser,
} from "./sessions";
import { claimSignInAttempt, signInSucceeded } from "./sign-in-throttle";

// Sign-in (next-auth v4, credentials against the users table, JWT sessions). Each session is
// checked against the database on every read (sessions.ts): the admin check (admin-guard.ts)
// only ever sees a session whose user exists, whose session version is current, and whose roles
// are read now.

export const INVALID_CREDENTIALS = "Invalid login credentials";
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait 15 minutes and try again.";
export { SESSION_MAX_AGE_SECONDS };

/** Check e-mail and password, throttled (sign-in-throttle.ts). Throws a user-facing message. */
export async function authenticate(input: unknown, ip: string): Promise<SessionUser> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw new Error(INVALID_CREDENTIALS);
  const email = parsed.data.email.toLowerCase();
  if (!(await claimSignInAttempt(email, ip))) throw new Error(TOO_MANY_ATTEMPTS);

  const user = await db().user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, sessionVersion: true },
  });
  // No account, or a colleague invited who has not set a password yet: the same time, refused.
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, parsed.data.password)
    : (await burnPasswordCheck(parsed.data.password), false);
  const signedIn = user && valid ? await userWithVersion(user.id, user.sessionVersion) : null;
  if (!signedIn) throw new Error(INVALID_CREDENTIALS);
  await signInSucceeded(email, ip);
  return signedIn;
}

class SessionEnded extends Error {
  override name = "SessionEnded";
}

export function authOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    useSecureCookies: secureSessionCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/auth", error: "/auth" },
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, req) {
          const user = await authenticate(credentials, clientIp(req.headers ?? {}));
          return {
            id: user.id,
            email: user.email,
            isAdmin: user.isAdmin,
            isCrew: user.isCrew,
            sv: user.sessionVersion,
          };
        },
      }),
    ],
    callbacks: {
      // A malformed callbackUrl (form, query or cookie) must not fail the request.
      redirect: ({ url, baseUrl }) => safeCallbackUrl(url, baseUrl),
      async jwt({ token, user }) {
        if (user) {
          // Sign-in: this device gets its own session (sessions.ts), ended alone at sign-out.
          const signedIn = user as { id: string; isAdmin?: boolean; isCrew?: boolean; sv?: number };
          token.uid = signedIn.id;
          token.sv = signedIn.sv;
          token.sid = await openSession(signedIn.id);
          token.isAdmin = Boolean(signedIn.isAdmin);
          token.isCrew = Boolean(signedIn.isCrew);
          return token;
        }
        // Every later read of the session: is it still current? Throwing makes next-auth treat
        // the session as absent (and clear its cookie where it can).
        const current = await sessionUser(token.uid, token.sv, token.sid);
        if (!current) throw new SessionEnded("the session has ended");
        token.email = current.email;
        token.isAdmin = current.isAdmin;
        token.isCrew = current.isCrew;
        return token;
      },
      session({ session, token }) {
        if (session.user) {
          session.user.id = String(token.uid ?? "");
          session.user.isAdmin = Boolean(token.isAdmin);
          session.user.isCrew = Boolean(token.isCrew);
        }
        return session;
      },
    },
    events: {
      // Signing out ends this device's session only; 'Sign out everywhere' ends them all
      // (lib/server/session-actions.ts).
      async signOut({ token }) {
        await endSession(token?.sid);
      },
    },
    logger: {
      error(code, metadata) {
        // An ended session is expected (sign-out elsewhere, password or role change): not an error.
        const cause = (metadata as { name?: string } | undefined)?.name;
        if (code === "JWT_SESSION_ERROR" && cause === "SessionEnded") return;
        console.error(`[auth] ${code}`, metadata);
      },
      warn(code) {
        console.warn(`[auth] ${code}`);
      },
      debug() {},
    },
  };
}

export type RequestCookies = Record<string, string>;

/**
 * The session a request's cookies carry, checked against the database (see the jwt callback);
 * null when there is none or it has ended. Runs next-auth's own session handling.
 */
export function sessionOf(
  cookieJar: RequestCookies,
  requestHeaders: Record<string, string> = {},
): Promise<Session | null> {
  // This read never sets cookies: the response of a page or action is not ours to change here.
  const response = { getHeader() {}, setCookie() {}, setHeader() {} };
  return getServerSession(
    { cookies: cookieJar, headers: requestHeaders } as never,
    response as never,
    authOptions(),
  );
}

/** The current request's session (pages, actions, route handlers). */
export async function currentSession(): Promise<Session | null> {
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  return sessionOf(
    Object.fromEntries(jar.getAll().map((cookie) => [cookie.name, cookie.value])),
    Object.fromEntries(requestHeaders),
  );
}
