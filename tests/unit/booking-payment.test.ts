import { describe, expect, it } from "vitest";
import {
  bookingPaymentState,
  type BookingPaymentInput,
} from "@/lib/payments/booking-payment-rules";
import { bookingPaymentLabels } from "@/lib/invoices/invoice-rules";

// The payment state on the admin's booking page, derived from the ledger's rows.

const invoice = (paid: boolean, credited = false) => ({ kind: "invoice", paid, credited }) as const;
const creditNote = { kind: "credit_note", paid: false, credited: true } as const;

const state = (input: Partial<BookingPaymentInput>) => {
  const derived = bookingPaymentState({
    paymentChoice: "after_collection",
    cancelled: false,
    documents: [],
    checkout: null,
    ...input,
  });
  return derived && bookingPaymentLabels[derived];
};

describe("a booking's payment state", () => {
  it("is 'To be invoiced after the collection' for a booking paying after the job", () => {
    expect(state({})).toBe("To be invoiced after the collection");
  });

  it("is 'Invoiced' once the job's invoice is issued and unpaid", () => {
    expect(state({ documents: [invoice(false)] })).toBe("Invoiced");
  });

  it("is 'Payment received' once its invoice is paid, however the customer chose to pay", () => {
    expect(state({ documents: [invoice(true)] })).toBe("Payment received");
    expect(state({ paymentChoice: "card_now", documents: [invoice(true)] })).toBe(
      "Payment received",
    );
  });

  it("is 'Awaiting payment' for a card booking until Stripe's checkout completes", () => {
    expect(state({ paymentChoice: "card_now" })).toBe("Awaiting payment");
    expect(state({ paymentChoice: "card_now", checkout: "open" })).toBe("Awaiting payment");
    expect(state({ paymentChoice: "card_now", checkout: "completed" })).toBe("Payment processing");
  });

  it("is 'Refunded' when a paid invoice was cancelled by a credit note", () => {
    expect(
      state({
        cancelled: true,
        paymentChoice: "card_now",
        documents: [invoice(true, true), creditNote],
      }),
    ).toBe("Refunded");
  });

  it("is 'Refund pending', not 'Refunded', while Stripe has not made the refund", () => {
    expect(
      state({
        cancelled: true,
        paymentChoice: "card_now",
        documents: [{ ...invoice(true, true), refundPending: true }, creditNote],
      }),
    ).toBe("Refund pending");
  });

  it("follows the standing invoice after a correction (credit note plus a new invoice)", () => {
    expect(state({ documents: [invoice(false, true), creditNote, invoice(false)] })).toBe(
      "Invoiced",
    );
    expect(state({ documents: [invoice(true, true), creditNote, invoice(true)] })).toBe(
      "Payment received",
    );
  });

  it("still reads 'Invoiced' for an unpaid invoice cancelled by its credit note", () => {
    expect(state({ cancelled: true, documents: [invoice(false, true), creditNote] })).toBe(
      "Invoiced",
    );
  });

  it("owes nothing for a booking cancelled before it was invoiced", () => {
    expect(state({ cancelled: true })).toBeNull();
    expect(state({ cancelled: true, paymentChoice: "card_now", checkout: "expired" })).toBeNull();
  });
});
