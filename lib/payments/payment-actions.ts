"use server";

import "server-only";
import { redirect } from "next/navigation";
import { paths } from "@/lib/shared/paths";
import { todayInLondon } from "@/lib/shared/dates";
import { checkoutForBooking, checkoutForInvoice } from "./checkout";
import {
  bookingIdFromToken,
  invoiceIdFromToken,
  isLinkTokenShaped,
} from "@/lib/server/signed-links";

// 'Pay now by card' on the manage page and the invoice page: the signed link's token names what
// is paid (checked again here), the server prices it, and the browser is sent to Stripe's page.
// A null URL: nothing to pay now (paid meanwhile, expired, card payment off); the page is reread.

export type PayAnswer = { url: string | null };

async function answer(start: () => Promise<{ status: string; url?: string }>): Promise<PayAnswer> {
  try {
    const checkout = await start();
    return { url: checkout.status === "ready" && checkout.url ? checkout.url : null };
  } catch (error) {
    console.error("Could not start a card payment:", error);
    return { url: null };
  }
}

export async function payBookingByCard(token: string): Promise<PayAnswer> {
  const now = new Date();
  const id = isLinkTokenShaped(token) ? bookingIdFromToken(token, todayInLondon(now)) : null;
  return id ? answer(() => checkoutForBooking(id, now)) : { url: null };
}

export async function payInvoiceByCard(token: string): Promise<PayAnswer> {
  const now = new Date();
  const id = isLinkTokenShaped(token) ? invoiceIdFromToken(token, todayInLondon(now)) : null;
  return id ? answer(() => checkoutForInvoice(id, now)) : { url: null };
}

// The same, for a click that reaches the server as a plain form post (before the page's script
// has started, or without JavaScript): the browser is redirected to Stripe's page, or back to
// the page it came from, which says why there is nothing to pay. The token goes back into the
// redirect's Location header, so it is checked for its shape first (anyone can post any
// arguments to an action): a megabyte, a line break or a NUL never reaches a header, and a
// token that could not be one is sent to the page that says the link is not valid.

export async function goPayBookingByCard(token: string): Promise<never> {
  if (!isLinkTokenShaped(token)) redirect(paths.linkNotValid);
  const { url } = await payBookingByCard(token);
  redirect(url ?? paths.manageBooking(token));
}

export async function goPayInvoiceByCard(token: string): Promise<never> {
  if (!isLinkTokenShaped(token)) redirect(paths.linkNotValid);
  const { url } = await payInvoiceByCard(token);
  redirect(url ?? paths.invoice(token));
}
