import { encode } from "next-auth/jwt";
import { env, secureSessionCookies } from "@/lib/server/env";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/server/auth";

// A browser's session cookie, signed as next-auth signs it at sign-in, so that tests can run the
// real session check against it (tokens for users, versions and roles the test chooses).
export const sessionCookieName = () =>
  `${secureSessionCookies() ? "__Secure-" : ""}next-auth.session-token`;

export async function sessionCookieFor(claims: {
  uid: string;
  email: string;
  sv: number;
  isAdmin: boolean;
}): Promise<Record<string, string>> {
  const token = await encode({
    token: { ...claims, sub: claims.uid },
    secret: env().NEXTAUTH_SECRET!,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { [sessionCookieName()]: token };
}
