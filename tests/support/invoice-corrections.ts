import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { lockBooking } from "@/lib/bookings/booking-changes";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { issueBookingInvoice } from "@/lib/invoices/invoices";
import { db } from "@/lib/server/db";
import { bookAsVisitor } from "./bookings";
import type { FakeStripe } from "./fake-stripe";
import { deliverToRoute } from "./stripe-webhook";

// The invoice corrections' integration tests (invoice-corrections.test.ts,
// invoice-refunds.test.ts) share these: the clock, the office, an unpaid invoice, one paid by
// card through the test file's fake Stripe, the e-mails of a document and a fresh request key.

export const now = new Date("2026-11-23T10:00:00Z"); // a Monday
export const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
export const office = { kind: "admin", email: "office@example.test" } as const;

/** An unpaid invoice for a booking collected on Wednesday (2 bags: £65 + VAT = £78.00). */
export async function invoiced(n = 0) {
  const { id } = await bookAsVisitor(now, { day: "2026-11-25", n });
  const { invoice } = await db().$transaction(async (tx) =>
    issueBookingInvoice(tx, {
      booking: (await lockBooking(tx, id))!,
      supplyDay: "2026-11-25",
      actor: office,
      now,
      emails: invoiceEmails,
    }),
  );
  return { bookingId: id, invoice };
}

/**
 * paidByCard(n) for the test file's fake Stripe: a card booking paid through the fake's
 * checkout, its invoice issued paid (£78.00).
 */
export function cardPaymentsThrough(stripe: FakeStripe) {
  return async function paidByCard(n = 0) {
    const booking = await bookAsVisitor(now, { day: "2026-11-25", n, payment: "card_now" });
    const session = [...stripe.sessions.values()].find(
      (s) => s.metadata.booking_id === booking.id,
    )!;
    expect((await deliverToRoute(await stripe.pay(session.id))).status).toBe(200);
    const payment = await db().payment.findFirstOrThrow({
      where: { bookingId: booking.id },
      include: { invoice: true },
    });
    return {
      bookingId: booking.id,
      number: payment.invoice.number,
      payment,
      intent: session.payment_intent!,
    };
  };
}

export const subjectsTo = async (invoiceNumber: string) =>
  (
    await db().outboxEmail.findMany({
      where: { invoice: { number: invoiceNumber } },
      select: { subject: true, attachments: true },
    })
  ).map((e) => ({ subject: e.subject, attachments: e.attachments }));

export const request = () => randomUUID();
