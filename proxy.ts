import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { env } from "@/lib/server/env";

// Optimistic redirects for the admin and the login page only (the matcher keeps every public page
// free of per-request code): /admin without a session -> /auth, /auth with a session -> /admin.
// The admin layout and every admin action check the role on the server (lib/server/auth.ts).
// Robots headers for these paths and for non-production hosts are set in next.config.ts.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const token = await getToken({ req: request, secret: env().NEXTAUTH_SECRET });
  if (pathname.startsWith("/admin") && !token) {
    return NextResponse.redirect(new URL("/auth", request.url));
  }
  if (pathname === "/auth" && token) {
    return NextResponse.redirect(new URL("/admin", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/admin", "/admin/:path*", "/auth"],
};
