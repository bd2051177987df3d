import "server-only";
import { cache } from "react";
import type { NextAuthOptions, Session } from "next-auth";
import { getServerSession } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { loginSchema } from "@/lib/schemas/login";
import { clientIp } from "./client-ip";
import { db } from "./db";
import { env } from "./env";
import { burnPasswordCheck, verifyPassword } from "./password";
import { hitRateLimit, isRateLimited, resetRateLimit } from "./rate-limit";

// Sign-in (next-auth v4, credentials against the users table, JWT sessions) and the one
// server-side admin check every admin page, action and route calls.

export const INVALID_CREDENTIALS = "Invalid login credentials";
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait 15 minutes and try again.";
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type AuthenticatedUser = { id: string; email: string; isAdmin: boolean };

/** Is this user an admin right now? Asked of the database, never taken from the token alone. */
export async function userIsAdmin(userId: string): Promise<boolean> {
  const role = await db().userRole.findFirst({
    where: { userId, role: "admin" },
    select: { id: true },
  });
  return role !== null;
}

/** Check e-mail and password; throttled per IP and per account. Throws a user-facing message. */
export async function authenticate(input: unknown, ip: string): Promise<AuthenticatedUser> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw new Error(INVALID_CREDENTIALS);
  const email = parsed.data.email.toLowerCase();
  const {
    RATE_LIMIT_LOGIN_PER_15_MIN: ipLimit,
    RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_15_MIN: accountLimit,
  } = env();
  const ipKey = `login-ip:${ip}`;
  const accountKey = `login-account:${email}`;
  if ((await isRateLimited(ipKey, ipLimit)) || (await isRateLimited(accountKey, accountLimit))) {
    throw new Error(TOO_MANY_ATTEMPTS);
  }

  const user = await db().user.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true },
  });
  const valid = user
    ? await verifyPassword(user.passwordHash, parsed.data.password)
    : (await burnPasswordCheck(parsed.data.password), false);
  if (!user || !valid) {
    await hitRateLimit(ipKey, ipLimit, LOGIN_WINDOW_MS);
    await hitRateLimit(accountKey, accountLimit, LOGIN_WINDOW_MS);
    throw new Error(INVALID_CREDENTIALS);
  }
  await resetRateLimit(accountKey);
  return { id: user.id, email: user.email, isAdmin: await userIsAdmin(user.id) };
}

export function authOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: 8 * 60 * 60 },
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
          return { id: user.id, email: user.email, isAdmin: user.isAdmin };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.isAdmin = Boolean((user as { isAdmin?: boolean }).isAdmin);
        }
        return token;
      },
      session({ session, token }) {
        if (session.user) {
          session.user.id = String(token.uid ?? "");
          session.user.isAdmin = Boolean(token.isAdmin);
        }
        return session;
      },
    },
  };
}

export function currentSession(): Promise<Session | null> {
  return getServerSession(authOptions());
}

export type AdminCheck =
  | { status: "anonymous" }
  | { status: "forbidden"; userId: string }
  | { status: "admin"; user: { id: string; email: string } };

/**
 * Who is asking, and may they use the admin? Reads the session and the user_roles table.
 * Memoised per request, so a layout and its page ask the database once.
 */
export const checkAdmin = cache(async function checkAdmin(): Promise<AdminCheck> {
  const session = await currentSession();
  const userId = session?.user?.id;
  if (!userId) return { status: "anonymous" };
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true },
  });
  if (!user) return { status: "anonymous" };
  if (!(await userIsAdmin(user.id))) return { status: "forbidden", userId: user.id };
  return { status: "admin", user };
});

export class AuthorizationError extends Error {
  override name = "AuthorizationError";
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? "Sign in required" : "You need admin privileges to access this page");
  }
}

/** Every admin action and route starts here. Throws AuthorizationError (401 or 403). */
export async function requireAdmin(): Promise<{ id: string; email: string }> {
  const check = await checkAdmin();
  if (check.status === "anonymous") throw new AuthorizationError(401);
  if (check.status === "forbidden") {
    console.warn(`[auth] admin access refused for user ${check.userId}`);
    throw new AuthorizationError(403);
  }
  return check.user;
}
