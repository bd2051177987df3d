import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { SESSION_HINT_COOKIE } from "@/lib/session-hint";
import { env } from "@/lib/server/env";

// Optimistic redirects for the admin and the login page only (the matcher keeps every public page
// free of per-request code): /admin without a session -> /auth, /auth with a session -> /admin.
// The admin layout and every admin action check the role on the server (lib/server/auth.ts).
// It also keeps the session hint cookie (lib/session-hint.ts) in step with the session.
// Robots headers for these paths and for non-production hosts are set in next.config.ts.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const token = await getToken({ req: request, secret: env().NEXTAUTH_SECRET });
  if (pathname.startsWith("/admin") && !token) {
    return withoutHint(request, NextResponse.redirect(new URL("/auth", request.url)));
  }
  if (pathname === "/auth" && token) {
    return NextResponse.redirect(new URL("/admin", request.url));
  }
  const response = NextResponse.next();
  if (!token) return withoutHint(request, response);
  if (!request.cookies.has(SESSION_HINT_COOKIE)) {
    response.cookies.set(SESSION_HINT_COOKIE, "1", {
      path: "/",
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
      maxAge: 30 * 24 * 60 * 60,
    });
  }
  return response;
}

function withoutHint(request: NextRequest, response: NextResponse) {
  if (request.cookies.has(SESSION_HINT_COOKIE)) response.cookies.delete(SESSION_HINT_COOKIE);
  return response;
}

export const config = {
  matcher: ["/admin", "/admin/:path*", "/auth"],
};
