import "server-only";
import { PRIVATE_LINK_REFERRER_POLICY } from "@/lib/shared/private-link";

// What a file below a signed link (an invoice's or a certificate's PDF, a waste transfer note, a
// contract's calendar file) answers when the link is not valid or names no such document. A
// browser asks for a page (its Accept names text/html): proxy.ts answers it before the route runs,
// with the whole 'This link is not valid' page and status 404 (isMissingSignedDocument in
// lib/links/early-not-found.ts). Every other client (a calendar app, curl, a download manager)
// reaches the route, which answers a plain 404 from here. Like the link itself, never indexed,
// never cached, and no more than the site's origin is sent on as a referrer.

/** Does a request with this Accept header ask for a page a person reads? */
export function asksForPage(accept: string | null): boolean {
  return (accept ?? "").toLowerCase().includes("text/html");
}

export const privateLinkHeaders = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": PRIVATE_LINK_REFERRER_POLICY,
} as const;

/** The route's own 404 for a file below a signed link that is not valid. */
export function documentNotFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain",
      "Cache-Control": "private, no-store",
      ...privateLinkHeaders,
    },
  });
}
