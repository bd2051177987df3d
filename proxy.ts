import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { env } from "@/lib/server/env";

// Runs before every page. Kept cheap and free of database access so public pages stay static:
// - /admin without a session -> /auth, /auth with a session -> /admin. Optimistic only: the admin
//   layout and every admin action check the role on the server (lib/server/auth.ts).
// - any host other than SITE_URL's gets `X-Robots-Tag: noindex, nofollow`; /admin and /auth always.
// - the requested path travels on as a request header so the 404 page can log it.
import { PATH_HEADER } from "@/lib/request-headers";

function requestHost(request: NextRequest): string {
  const forwarded = env().TRUST_PROXY ? request.headers.get("x-forwarded-host") : null;
  return (forwarded ?? request.headers.get("host") ?? "").toLowerCase();
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  const isAuth = pathname === "/auth";

  if (isAdmin || isAuth) {
    const token = await getToken({ req: request, secret: env().NEXTAUTH_SECRET });
    if (isAdmin && !token) return NextResponse.redirect(new URL("/auth", request.url));
    if (isAuth && token) return NextResponse.redirect(new URL("/admin", request.url));
  }

  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  const response = NextResponse.next({ request: { headers } });
  const productionHost = new URL(env().SITE_URL).host.toLowerCase();
  if (isAdmin || isAuth || requestHost(request) !== productionHost) {
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|fonts/).*)"],
};
