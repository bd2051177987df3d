"use server";

import "server-only";
import { todayInLondon } from "@/lib/dates";
import { checkoutForBooking, checkoutForInvoice } from "../payments/checkout";
import { bookingIdFromToken, invoiceIdFromToken } from "../manage-token";

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
  const id = typeof token === "string" ? bookingIdFromToken(token, todayInLondon(now)) : null;
  return id ? answer(() => checkoutForBooking(id, now)) : { url: null };
}

export async function payInvoiceByCard(token: string): Promise<PayAnswer> {
  const now = new Date();
  const id = typeof token === "string" ? invoiceIdFromToken(token, todayInLondon(now)) : null;
  return id ? answer(() => checkoutForInvoice(id, now)) : { url: null };
}
