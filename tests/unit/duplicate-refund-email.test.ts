import { describe, expect, it } from "vitest";
import { duplicateRefundEmail, type DuplicateRefund } from "@/lib/payments/payment-emails";
import { duplicateRefundKey } from "@/lib/payments/duplicates";
import { site } from "@/lib/shared/site";

// What the customer is told when a card payment that was not due is refunded, and the
// key its refund is asked of Stripe with.

const alreadyPaid: DuplicateRefund = {
  customerName: "Jo Bloggs",
  invoiceNumber: "INV-2026-000042",
  reason: "already_paid",
  amountPence: 13_464,
  creditNoteNumber: null,
};

describe("the duplicate payment's e-mail", () => {
  it("says which invoice's payment was refunded, how much and why", () => {
    const { subject, text } = duplicateRefundEmail(alreadyPaid);
    expect(subject).toBe("Your duplicate payment for invoice INV-2026-000042 has been refunded");
    expect(text).toContain("Hello Jo Bloggs,");
    expect(text).toContain(
      "We received your card payment of £134.64 for invoice INV-2026-000042, but the invoice had " +
        "already been paid. We have refunded the card payment in full.",
    );
    expect(text).toContain("within 5 to 10 working days");
    expect(text).toContain(site.phone.display);
  });

  it("names the credit note when the invoice had been credited", () => {
    const { text } = duplicateRefundEmail({
      ...alreadyPaid,
      reason: "credited",
      creditNoteNumber: "CN-2026-000007",
    });
    expect(text).toContain(
      "already been cancelled by credit note CN-2026-000007, so nothing was due",
    );
  });
});

describe("the duplicate payment's refund", () => {
  it("is asked of Stripe with a key derived from our row, the same at every attempt", () => {
    const id = "0b7c2a4e-7d1f-4c8e-9a55-3f2e1d0c9b8a";
    expect(duplicateRefundKey(id)).toBe(`duplicate-refund-${id}`);
    expect(duplicateRefundKey(id)).toBe(duplicateRefundKey(id));
  });
});
