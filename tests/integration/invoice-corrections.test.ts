import { beforeEach, describe, expect, it } from "vitest";
import { findManagedBooking } from "@/lib/bookings/booking-changes";
import { creditAndReissue, creditInvoiceByOffice } from "@/lib/payments/corrections";
import { documentsOfBooking, findInvoiceByNumber } from "@/lib/invoices/invoice-record";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";
import {
  cardPaymentsThrough,
  invoiced,
  later,
  now,
  office,
  request,
  subjectsTo,
} from "../support/invoice-corrections";
import { startFakeStripe } from "../support/stripe-webhook";

// The office's corrections of an issued invoice against PostgreSQL and a fake Stripe
// over HTTP: Credit invoice and Credit and re-issue, each with its credit note e-mailed
// ('Credit note {number}', PDF attached) and listed on the booking; the same click twice at once
// makes one credit note, a card payment is refunded with its credit note, and a paid invoice is
// refunded rather than re-issued. (invoice-refunds.test.ts has Refund and the Xero export.)

const stripe = await startFakeStripe();
const paidByCard = cardPaymentsThrough(stripe);

beforeEach(async () => {
  await resetDatabase();
  stripe.reset();
});

describe("Credit invoice", () => {
  it("issues a credit note for the whole invoice with its reason, e-mailed and listed on the booking", async () => {
    const { bookingId, invoice } = await invoiced();
    const outcome = await creditInvoiceByOffice({
      number: invoice.number,
      reason: "Collected by mistake",
      requestKey: request(),
      actor: office,
      now: later(5),
    });
    expect(outcome).toEqual({ status: "done", creditNote: "CN-2026-000001" });
    const note = (await findInvoiceByNumber("CN-2026-000001", later(5)))!;
    expect(note).toMatchObject({
      kind: "credit_note",
      creditsNumber: invoice.number,
      creditsInFull: true,
      reason: "Collected by mistake",
      totalPence: invoice.totalPence,
      lines: invoice.lines,
    });
    expect((await findInvoiceByNumber(invoice.number, later(5)))!.status).toBe("credited");
    expect(await subjectsTo(note.number)).toEqual([
      {
        subject: "Credit note CN-2026-000001",
        attachments: [
          expect.objectContaining({ filename: "cn-2026-000001.pdf", invoiceId: note.id }),
        ],
      },
    ]);
    expect((await documentsOfBooking(bookingId, later(5))).map((d) => d.number)).toEqual([
      invoice.number,
      note.number,
    ]);
    expect((await findManagedBooking(bookingId))!.events.map((e) => e.kind)).toContain("credited");
  });

  it("refuses an invoice already credited, and a credit note, changing nothing", async () => {
    const { invoice } = await invoiced();
    await creditInvoiceByOffice({
      number: invoice.number,
      reason: "Wrong",
      requestKey: request(),
      actor: office,
      now,
    });
    expect(
      await creditInvoiceByOffice({
        number: invoice.number,
        reason: "Again",
        requestKey: request(),
        actor: office,
        now,
      }),
    ).toEqual({
      status: "refused",
      message: `Invoice ${invoice.number} was already cancelled by a credit note.`,
    });
    expect(
      await creditInvoiceByOffice({
        number: "CN-2026-000001",
        reason: "x",
        requestKey: request(),
        actor: office,
        now,
      }),
    ).toEqual({
      status: "refused",
      message: "CN-2026-000001 is a credit note: it cannot be corrected.",
    });
    expect(await db().invoice.count({ where: { kind: "credit_note" } })).toBe(1);
  });

  it("makes one credit note from two clicks at once, the same form or two", async () => {
    const { invoice } = await invoiced();
    const key = request();
    const same = await Promise.all(
      [0, 1].map(() =>
        creditInvoiceByOffice({
          number: invoice.number,
          reason: "Twice",
          requestKey: key,
          actor: office,
          now,
        }),
      ),
    );
    expect(same).toEqual([
      { status: "done", creditNote: "CN-2026-000001" },
      { status: "done", creditNote: "CN-2026-000001" },
    ]);
    const other = await invoiced(1);
    const two = await Promise.all(
      [request(), request()].map((requestKey) =>
        creditInvoiceByOffice({
          number: other.invoice.number,
          reason: "Twice",
          requestKey,
          actor: office,
          now,
        }),
      ),
    );
    expect(two.filter((o) => o.status === "done")).toHaveLength(1);
    expect(two.filter((o) => o.status === "refused")).toHaveLength(1);
    expect(await db().invoice.count({ where: { kind: "credit_note" } })).toBe(2);
    expect(
      await db().outboxEmail.count({ where: { subject: { startsWith: "Credit note" } } }),
    ).toBe(2);
  });

  it("refunds to the card what a card payment left, with the credit note", async () => {
    const paid = await paidByCard();
    const outcome = await creditInvoiceByOffice({
      number: paid.number,
      reason: "Not collected",
      requestKey: request(),
      actor: office,
      now,
    });
    expect(outcome).toMatchObject({ status: "done", refundedPence: 7_800 });
    expect(stripe.refundsOf(paid.intent).map((r) => r.amount)).toEqual([7_800]);
  });
});

describe("Credit and re-issue", () => {
  it("credits the invoice and issues a new one with the corrected lines, VAT per line, both e-mailed", async () => {
    const { bookingId, invoice } = await invoiced();
    const outcome = await creditAndReissue({
      number: invoice.number,
      reason: "Three bags, not two",
      requestKey: request(),
      lines: [
        {
          description: "Collection (off-site shredding): 3 bags",
          quantity: 1,
          unitPricePence: 6_500,
        },
        { description: "Extra bag", quantity: 3, unitPricePence: 333 },
      ],
      actor: office,
      now: later(5),
    });
    expect(outcome).toEqual({
      status: "done",
      creditNote: "CN-2026-000001",
      invoice: "INV-2026-000002",
    });
    const fresh = (await findInvoiceByNumber("INV-2026-000002", later(5)))!;
    expect(fresh).toMatchObject({
      kind: "invoice",
      bookingId,
      reference: invoice.reference,
      reissuesNumber: invoice.number,
      customerEmail: invoice.customerEmail,
      status: "unpaid",
      subtotalPence: 7_499,
      vatPence: 1_300 + 200,
      totalPence: 8_999,
    });
    expect(fresh.lines.map((l) => [l.quantity, l.unitPricePence, l.vatPence])).toEqual([
      [1, 6_500, 1_300],
      [3, 333, 200],
    ]);
    // The credited invoice names both documents that followed it (its page links them).
    expect(await findInvoiceByNumber(invoice.number, later(5))).toMatchObject({
      status: "credited",
      creditedByNumber: "CN-2026-000001",
      reissuedByNumber: "INV-2026-000002",
    });
    expect((await subjectsTo("CN-2026-000001")).map((e) => e.subject)).toEqual([
      "Credit note CN-2026-000001",
    ]);
    expect((await subjectsTo("INV-2026-000002")).map((e) => e.subject)).toEqual([
      "Invoice INV-2026-000002",
    ]);
    expect((await documentsOfBooking(bookingId, later(5))).map((d) => d.number)).toEqual([
      invoice.number,
      "CN-2026-000001",
      "INV-2026-000002",
    ]);
  });

  it("refuses a paid invoice: its payment settles it, so the office refunds it instead", async () => {
    const paid = await paidByCard();
    const outcome = await creditAndReissue({
      number: paid.number,
      reason: "Wrong price",
      requestKey: request(),
      lines: [{ description: "Collection", quantity: 1, unitPricePence: 5_000 }],
      actor: office,
      now,
    });
    expect(outcome).toEqual({
      status: "refused",
      message: `Invoice ${paid.number} is paid: refund it instead, or credit it without re-issuing.`,
    });
    expect(await db().invoice.count({ where: { kind: "credit_note" } })).toBe(0);
  });
});
