import type { Metadata } from "next";
import { LinkNotValid } from "@/components/site/link-not-valid";
import { linkMessages } from "@/lib/shared/not-found-texts";
import { PRIVATE_LINK_REFERRER_POLICY } from "@/lib/shared/private-link";

// What /bookings/{token}, /invoices/{token} and /contracts/{token} show when the token is not
// valid: proxy.ts rewrites such a request here with status 404 (lib/links/early-not-found.ts),
// so the server's first byte carries the status and its HTML is the whole page. Rendered per
// request, with that status: a prerendered copy would be sent with the 200 it was built with,
// and Next writes its own robots noindex into a 404 (so none here: one robots tag).

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: linkMessages.notValidHeading,
  referrer: PRIVATE_LINK_REFERRER_POLICY,
};

export default function LinkNotValidPage() {
  return <LinkNotValid />;
}
