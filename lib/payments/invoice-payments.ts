import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { todayInLondon } from "@/lib/shared/dates";
import type { PaymentMethod } from "@/lib/invoices/invoice-rules";
import { ledgerMessages } from "@/lib/invoices/ledger-schema";
import { db } from "@/lib/server/db";
import { closeInvoiceCheckouts, lockCheckouts } from "@/lib/payments/checkout";
import type { Actor } from "@/lib/shared/actor";
import { invoiceInclude, invoiceRecord } from "@/lib/invoices/invoice-record";
import { recordPayment } from "@/lib/invoices/invoices";

// Mark as paid: money the office received outside Stripe (a bank transfer, a cheque,
// a card taken by phone) recorded against an invoice, in full, once. One transaction holds the
// booking's row lock (the one its cancellation and its card payment take) and the invoice's, and
// checks it is an invoice, not credited and not paid; the unique index on payments.invoice_id is
// the last word, so a second payment can never be stored however the calls race.
// The invoice's open Checkout Sessions (a Pay now page the customer left open) are closed at
// Stripe once the payment is stored: the payment never waits on Stripe, and a card
// payment that still arrives is refunded (payments/duplicates.ts).

export type MarkPaidOutcome =
  | { status: "paid"; number: string }
  | { status: "refused"; message: string; field?: "received_on" };

function isPaymentOfInvoiceTaken(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === "P2002" &&
    JSON.stringify(error.meta ?? {}).includes("invoice_id")
  );
}

export async function markInvoicePaid(input: {
  number: string;
  method: Exclude<PaymentMethod, "card">;
  receivedOn: string;
  actor: Extract<Actor, { kind: "admin" }>;
  now?: Date;
}): Promise<MarkPaidOutcome> {
  const now = input.now ?? new Date();
  const refused = (message: string, field?: "received_on") =>
    ({ status: "refused", message, ...(field ? { field } : {}) }) as const;
  let outcome: MarkPaidOutcome;
  let paid: { id: string; bookingId: string | null } | undefined;
  try {
    outcome = await db().$transaction(async (tx): Promise<MarkPaidOutcome> => {
      const found = await tx.invoice.findUnique({
        where: { number: input.number },
        select: { id: true, bookingId: true },
      });
      if (!found) return refused(ledgerMessages.unknownInvoice);
      if (found.bookingId) {
        await tx.$queryRaw`select id from bookings where id = ${found.bookingId}::uuid for update`;
      }
      await tx.$queryRaw`select id from invoices where id = ${found.id}::uuid for update`;
      await lockCheckouts(tx, found.id);
      const row = await tx.invoice.findUniqueOrThrow({
        where: { id: found.id },
        include: invoiceInclude,
      });
      const invoice = invoiceRecord(row, todayInLondon(now));
      if (invoice.kind === "credit_note") return refused(ledgerMessages.creditNote(invoice.number));
      if (invoice.creditedByNumber) return refused(ledgerMessages.credited(invoice.number));
      if (invoice.payment) return refused(ledgerMessages.alreadyPaid(invoice.number));
      if (input.receivedOn < invoice.issuedDay) {
        return refused(ledgerMessages.paidBeforeInvoice(invoice.issuedDay), "received_on");
      }
      if (input.receivedOn > todayInLondon(now)) {
        return refused(ledgerMessages.paidInFuture, "received_on");
      }
      await recordPayment(tx, {
        invoiceId: invoice.id,
        bookingId: invoice.bookingId,
        method: input.method,
        receivedOn: input.receivedOn,
        recordedBy: input.actor.email,
        actor: input.actor,
      });
      paid = invoice;
      return { status: "paid", number: invoice.number };
    });
  } catch (error) {
    // Another path (a card payment's webhook) paid it between our check and our insert.
    if (isPaymentOfInvoiceTaken(error)) return refused(ledgerMessages.alreadyPaid(input.number));
    throw error;
  }
  if (paid) await closeInvoiceCheckouts(paid);
  return outcome;
}
