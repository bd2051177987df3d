import { encode } from "next-auth/jwt";
import { env, secureSessionCookies } from "@/lib/server/env";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/server/auth";
import { openSession } from "@/lib/server/sessions";

// A browser's session cookie, signed as next-auth signs it at sign-in, so that tests can run the
// real session check against it (tokens for users, versions and roles the test chooses). Like a
// sign-in, it opens a session row for its device unless the test names one (`sid`), or none
// (`sid: null`, a cookie from before sessions had rows).
export const sessionCookieName = () =>
  `${secureSessionCookies() ? "__Secure-" : ""}next-auth.session-token`;

export async function sessionCookieFor(claims: {
  uid: string;
  email: string;
  sv: number;
  isAdmin: boolean;
  sid?: string | null;
}): Promise<Record<string, string>> {
  const { sid = await openSession(claims.uid), ...rest } = claims;
  const token = await encode({
    token: { ...rest, ...(sid ? { sid } : {}), sub: claims.uid },
    secret: env().NEXTAUTH_SECRET!,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { [sessionCookieName()]: token };
}
