import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { badRequestHeaders, badRequestHtml, hasNulByte } from "@/lib/shared/bad-request";
import { paths } from "@/lib/shared/paths";
import { SESSION_HINT_COOKIE } from "@/lib/shared/session-hint";
import { asksForPage } from "@/lib/server/document-not-found";
import { env, secureSessionCookies } from "@/lib/server/env";
import {
  isInvalidLink,
  isLinkSection,
  isMissingNewsPage,
  isMissingSignedDocument,
  isUnknownArticle,
  isUnknownCertificate,
} from "@/lib/links/early-not-found";
import { sessionUser } from "@/lib/server/sessions";
import { landingAfterSignIn } from "@/lib/team/landing";

// Redirects for the admin and the login page: /admin without a live session -> /auth, /auth with
// one -> /admin (a Crew member: /crew). A session that has ended (sign-out on this device or
// everywhere, password or role change) counts as none, and its cookie is removed. This is
// navigation, not protection: every admin page, action and route checks for itself
// (lib/server/admin-guard.ts). It also keeps the session hint cookie (lib/shared/session-hint.ts) in step. Robots headers for these paths and for
// non-production hosts are set in next.config.ts.
// A query with a NUL byte (`/admin/bookings?q=%00`) is answered 400 here, before any admin
// search, filter or export hands it to PostgreSQL, which refuses NUL in text (a 500).
// The matcher keeps public pages free of per-request code but for the dynamic routes whose 404 is
// decided here, before Next renders them (lib/links/early-not-found.ts): a certificate number
// never issued, a news page past the last, an article never published, a booking's, invoice's or
// contract's link that is not valid, and a browser's request for a file below such a link (a PDF,
// a calendar file) that the link does not open. Each is answered 404 with the whole page in the
// server's HTML; the two pages such requests are rewritten to answer 404 when asked directly.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasNulByte(request.nextUrl.searchParams)) {
    return new NextResponse(badRequestHtml, { status: 400, headers: badRequestHeaders });
  }
  const [, section, segment, page] = pathname.split("/");
  const pageRequest = request.method === "GET" || request.method === "HEAD";
  if (pathname === paths.linkNotValid || pathname === paths.articleNotFound) {
    return NextResponse.rewrite(request.nextUrl, { status: 404 });
  }
  if (isLinkSection(section) && segment !== undefined && page === undefined) {
    // Server actions post to the page's address and check the token themselves.
    if (pageRequest && (await isInvalidLink(section, segment))) {
      return NextResponse.rewrite(new URL(paths.linkNotValid, request.url), { status: 404 });
    }
    return NextResponse.next();
  }
  if (isLinkSection(section) && segment !== undefined) {
    // A file below the link (a PDF, a calendar file), asked for by a browser: a link that is not
    // valid shows the same page as the link's own. Other clients get the route's plain 404.
    const file = pathname.split("/").slice(3);
    if (
      pageRequest &&
      asksForPage(request.headers.get("accept")) &&
      (await isMissingSignedDocument(section, segment, file))
    ) {
      return NextResponse.rewrite(new URL(paths.linkNotValid, request.url), { status: 404 });
    }
    return NextResponse.next();
  }
  if (section === "news" && segment !== undefined && page === undefined) {
    if (pageRequest && (await isUnknownArticle(segment))) {
      return NextResponse.rewrite(new URL(paths.articleNotFound, request.url), { status: 404 });
    }
    return NextResponse.next();
  }
  if (section === "certificates" && segment !== undefined) {
    // The page itself says the number is not genuine; only the status is decided here.
    if (await isUnknownCertificate(segment)) {
      return NextResponse.rewrite(request.nextUrl, { status: 404 });
    }
    return NextResponse.next();
  }
  if (section === "news" && segment === "page" && page !== undefined) {
    // No route answers a private folder's path: Next sends its prerendered 404 page, whole.
    if (await isMissingNewsPage(page)) {
      return NextResponse.rewrite(new URL("/_missing", request.url), { status: 404 });
    }
    return NextResponse.next();
  }
  const token = await getToken({
    req: request,
    secret: env().NEXTAUTH_SECRET,
    secureCookie: secureSessionCookies(),
  });
  const user = token ? await sessionUser(token.uid, token.sv, token.sid) : null;
  const live = user !== null;
  if (pathname.startsWith("/admin") && !live) {
    return signedOut(request, NextResponse.redirect(new URL("/auth", request.url)));
  }
  if (pathname === "/auth" && user) {
    // The Office to the admin, a Crew member to their day (lib/team/landing.ts).
    const landing = landingAfterSignIn(user, request.nextUrl.searchParams.get("callbackUrl"));
    return NextResponse.redirect(new URL(landing, request.url));
  }
  const response = NextResponse.next();
  if (!live) return signedOut(request, response);
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

/** No live session: drop an ended session's cookie (and its chunks) and the hint. */
function signedOut(request: NextRequest, response: NextResponse) {
  for (const { name } of request.cookies.getAll()) {
    if (name === SESSION_HINT_COOKIE || name.includes("next-auth.session-token")) {
      response.cookies.delete(name);
    }
  }
  return response;
}

// No path runs the proxy for a server action call (a Next-Action header): the server in front of
// Next reads such a call's body before Next does and refuses a malformed one with 400
// (scripts/lib/action-body.ts), which it cannot do for a path the proxy runs on (the proxy would
// find the body already read). Nothing is lost: every action checks its session, role or token
// itself, and a redirect or an early 404 means nothing to an action call. (Next reads the matcher
// at build time, so each entry spells it out: a shared constant would not be seen.)

export const config = {
  matcher: [
    { source: "/admin", missing: [{ type: "header", key: "next-action" }] },
    { source: "/admin/:path*", missing: [{ type: "header", key: "next-action" }] },
    { source: "/auth", missing: [{ type: "header", key: "next-action" }] },
    { source: "/certificates/:number", missing: [{ type: "header", key: "next-action" }] },
    { source: "/news/page/:page", missing: [{ type: "header", key: "next-action" }] },
    // Not for the prefetches of the site's own article links either (a read each).
    {
      source: "/news/:slug",
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "next-router-prefetch" },
      ],
    },
    { source: "/bookings/:token", missing: [{ type: "header", key: "next-action" }] },
    { source: "/invoices/:token", missing: [{ type: "header", key: "next-action" }] },
    { source: "/contracts/:token", missing: [{ type: "header", key: "next-action" }] },
    // The files below the links, for a browser only (a read each): other clients never pay.
    {
      source: "/bookings/:token/certificate",
      has: [{ type: "header", key: "accept", value: ".*text/html.*" }],
      missing: [{ type: "header", key: "next-action" }],
    },
    {
      source: "/invoices/:token/pdf",
      has: [{ type: "header", key: "accept", value: ".*text/html.*" }],
      missing: [{ type: "header", key: "next-action" }],
    },
    {
      source: "/contracts/:token/calendar.ics",
      has: [{ type: "header", key: "accept", value: ".*text/html.*" }],
      missing: [{ type: "header", key: "next-action" }],
    },
    {
      source: "/contracts/:token/waste-transfer-note/:year",
      has: [{ type: "header", key: "accept", value: ".*text/html.*" }],
      missing: [{ type: "header", key: "next-action" }],
    },
    {
      source: "/contracts/:token/visits/:visit/certificate",
      has: [{ type: "header", key: "accept", value: ".*text/html.*" }],
      missing: [{ type: "header", key: "next-action" }],
    },
    { source: "/link-not-valid", missing: [{ type: "header", key: "next-action" }] },
    { source: "/article-not-found", missing: [{ type: "header", key: "next-action" }] },
  ],
};
