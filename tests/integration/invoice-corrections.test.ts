import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { cancelBookingAs } from "@/lib/bookings/lifecycle";
import { findManagedBooking, lockBooking } from "@/lib/bookings/booking-changes";
import {
  creditAndReissue,
  creditInvoiceByOffice,
  refundBalanceOf,
  refundInvoice,
} from "@/lib/invoices/corrections";
import { invoicesIssuedBetween, invoicesPage } from "@/lib/invoices/invoice-list";
import { documentsOfBooking, findInvoiceByNumber } from "@/lib/invoices/invoice-record";
import { issueBookingInvoice } from "@/lib/invoices/invoices";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { runRefundRetriesJob } from "@/lib/automation/jobs";
import { toCsv } from "@/lib/server/csv-export";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { xeroColumns, xeroRows } from "@/lib/invoices/xero-export";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { deliverToRoute, startFakeStripe } from "../support/stripe-webhook";

// The office's corrections of an issued invoice against PostgreSQL and a fake Stripe
// over HTTP: Credit invoice, Credit and re-issue, and Refund in part then in full, each with its
// credit note e-mailed ('Credit note {number}', PDF attached), listed on the booking and exported
// for Xero; the same click twice at once makes one credit note, and a refund above what is left
// is refused at its field and changes nothing.

const stripe = await startFakeStripe();

const now = new Date("2026-11-23T10:00:00Z"); // a Monday
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const office = { kind: "admin", email: "office@example.test" } as const;

/** An unpaid invoice for a booking collected on Wednesday (2 bags: £65 + VAT = £78.00). */
async function invoiced(n = 0) {
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

/** A card booking paid through the fake's checkout: its invoice issued paid (£78.00). */
async function paidByCard(n = 0) {
  const booking = await bookAsVisitor(now, { day: "2026-11-25", n, payment: "card_now" });
  const session = [...stripe.sessions.values()].find((s) => s.metadata.booking_id === booking.id)!;
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
}

const subjectsTo = async (invoiceNumber: string) =>
  (
    await db().outboxEmail.findMany({
      where: { invoice: { number: invoiceNumber } },
      select: { subject: true, attachments: true },
    })
  ).map((e) => ({ subject: e.subject, attachments: e.attachments }));

const request = () => randomUUID();

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

describe("Refund", () => {
  it("refunds part, then the rest, through Stripe, each with its credit note and key", async () => {
    const paid = await paidByCard();
    stripe.failNextRefunds(1);
    const first = await refundInvoice({
      number: paid.number,
      amountPence: 1_200,
      reason: "Overcharged one bag",
      requestKey: request(),
      actor: office,
      now,
    });
    expect(first).toEqual({ status: "done", creditNote: "CN-2026-000001", refundedPence: 1_200 });
    // Stripe failed the first attempt: the refund waits for the job, which asks with the same key.
    let refund = await db().refund.findFirstOrThrow();
    expect(refund).toMatchObject({ status: "pending", attempts: 1, amountPence: 1_200 });
    expect(refund.idempotencyKey).toBe(`refund-${refund.id}`);
    await runRefundRetriesJob("schedule", { now: () => later(1) });
    refund = await db().refund.findFirstOrThrow();
    expect(refund).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(stripe.refundRequests.map((r) => r.idempotencyKey)).toEqual([
      `refund-${refund.id}`,
      `refund-${refund.id}`,
    ]);

    const partNote = (await findInvoiceByNumber("CN-2026-000001", now))!;
    expect(partNote).toMatchObject({
      creditsNumber: paid.number,
      creditsInFull: false,
      totalPence: 1_200,
      vatPence: 200,
      reason: "Overcharged one bag",
    });
    const invoice = (await findInvoiceByNumber(paid.number, now))!;
    expect(invoice).toMatchObject({ status: "paid", refundedPence: 1_200 });
    expect(await refundBalanceOf(paid.number)).toEqual({
      paidPence: 7_800,
      refundedPence: 1_200,
      balancePence: 6_600,
    });

    const rest = await refundInvoice({
      number: paid.number,
      amountPence: 6_600,
      reason: "Job cancelled",
      requestKey: request(),
      actor: office,
      now: later(2),
    });
    expect(rest).toEqual({ status: "done", creditNote: "CN-2026-000002", refundedPence: 6_600 });
    expect(stripe.refundsOf(paid.intent).map((r) => r.amount)).toEqual([1_200, 6_600]);
    const closing = (await findInvoiceByNumber("CN-2026-000002", later(2)))!;
    expect(closing).toMatchObject({ creditsInFull: true, totalPence: 6_600 });
    expect(closing.lines.at(-1)!.description).toBe("Less credit note CN-2026-000001");
    expect((await findInvoiceByNumber(paid.number, later(2)))!.status).toBe("credited");
    expect(await refundBalanceOf(paid.number)).toMatchObject({ balancePence: 0 });
    expect(
      (await findManagedBooking(paid.bookingId))!.events.filter((e) => e.kind === "refunded"),
    ).toHaveLength(2);
    for (const number of ["CN-2026-000001", "CN-2026-000002"]) {
      expect((await subjectsTo(number)).map((e) => e.subject)).toEqual([`Credit note ${number}`]);
    }
  });

  it("refuses a refund above what is left at its field, and changes nothing", async () => {
    const paid = await paidByCard();
    await refundInvoice({
      number: paid.number,
      amountPence: 1_200,
      reason: "Part",
      requestKey: request(),
      actor: office,
      now,
    });
    const before = await db().invoice.count();
    const outcome = await refundInvoice({
      number: paid.number,
      amountPence: 6_601,
      reason: "Too much",
      requestKey: request(),
      actor: office,
      now,
    });
    expect(outcome).toEqual({
      status: "refused",
      field: "amount",
      message: "You can refund at most £66.00 (paid £78.00, less what was already refunded).",
    });
    expect(await db().invoice.count()).toBe(before);
    expect(await db().refund.count()).toBe(1);
    expect(stripe.refundsOf(paid.intent)).toHaveLength(1);
  });

  it("refuses an invoice not paid by card online", async () => {
    const { invoice } = await invoiced();
    expect(
      await refundInvoice({
        number: invoice.number,
        amountPence: 100,
        reason: "x",
        requestKey: request(),
        actor: office,
        now,
      }),
    ).toEqual({
      status: "refused",
      message: `Invoice ${invoice.number} was not paid by card online, so it cannot be refunded here.`,
    });
  });

  it("makes one refund and one credit note from the same form sent twice at once", async () => {
    const paid = await paidByCard();
    const key = request();
    const both = await Promise.all(
      [0, 1].map(() =>
        refundInvoice({
          number: paid.number,
          amountPence: 500,
          reason: "Twice",
          requestKey: key,
          actor: office,
          now,
        }),
      ),
    );
    expect(both[0]).toEqual(both[1]);
    expect(await db().invoice.count({ where: { kind: "credit_note" } })).toBe(1);
    expect(stripe.refundsOf(paid.intent).map((r) => r.amount)).toEqual([500]);
  });

  it("leaves a later cancellation only the rest to refund", async () => {
    const paid = await paidByCard();
    await refundInvoice({
      number: paid.number,
      amountPence: 1_000,
      reason: "Part",
      requestKey: request(),
      actor: office,
      now,
    });
    expect((await cancelBookingAs(office, paid.bookingId, now)).ok).toBe(true);
    expect(stripe.refundsOf(paid.intent).map((r) => r.amount)).toEqual([1_000, 6_800]);
    const notes = await db().invoice.findMany({
      where: { kind: "credit_note" },
      orderBy: { number: "asc" },
    });
    expect(notes.map((n) => n.totalPence)).toEqual([1_000, 6_800]);
  });
});

describe("the office's list and the bookkeeper's export", () => {
  it("shows what was refunded, and exports each credit note as its own negative document", async () => {
    const paid = await paidByCard();
    await refundInvoice({
      number: paid.number,
      amountPence: 1_200,
      reason: "Part",
      requestKey: request(),
      actor: office,
      now,
    });
    const { invoice } = await invoiced(1);
    await creditAndReissue({
      number: invoice.number,
      reason: "Price",
      requestKey: request(),
      lines: [{ description: "Collection, corrected", quantity: 1, unitPricePence: 6_000 }],
      actor: office,
      now: later(1),
    });
    const listed = (await invoicesPage({}, 1, later(1))).items;
    expect(listed.find((d) => d.number === paid.number)).toMatchObject({
      status: "paid",
      refundedPence: 1_200,
    });

    // The card payment's invoice is issued on the webhook's own clock, the rest on the test's:
    // the export covers the days they were all issued on, and each is found by what it is.
    const part = await db().invoice.findFirstOrThrow({
      where: { adjustsId: paid.payment.invoiceId },
    });
    const full = await db().invoice.findFirstOrThrow({ where: { creditsId: invoice.id } });
    const reissued = await db().invoice.findFirstOrThrow({ where: { reissuesId: invoice.id } });
    const days = (await db().invoice.findMany({ select: { issuedAt: true } }))
      .map((row) => todayInLondon(row.issuedAt))
      .sort();
    const documents = await invoicesIssuedBetween({ from: days[0]!, to: days.at(-1)! }, later(1));
    const csv = toCsv(xeroColumns, xeroRows(documents)).replace(/^\uFEFF/, "");
    const rows = csv.trimEnd().split("\r\n");
    const header = rows[0]!.split(",");
    const col = (row: string, name: string) => row.split(",")[header.indexOf(name)];
    const rowsOf = (number: string) => rows.filter((r) => col(r, "*InvoiceNumber") === number);

    const [partRow] = rowsOf(part.number);
    expect(col(partRow!, "Reference")).toContain(`Credits ${paid.number}`);
    expect(col(partRow!, "Total")).toBe("-12.00");
    expect(col(partRow!, "*Quantity")).toBe("-1");
    expect(col(partRow!, "*UnitAmount")).toBe("10.00");
    expect(col(partRow!, "TaxAmount")).toBe("-2.00");
    const [fullRow] = rowsOf(full.number);
    expect(col(fullRow!, "Reference")).toContain(`Credits ${invoice.number}`);
    expect(col(fullRow!, "Total")).toBe("-78.00");
    const [reissuedRow] = rowsOf(reissued.number);
    expect(col(reissuedRow!, "Reference")).toContain(`Replaces ${invoice.number}`);
    expect(col(reissuedRow!, "Total")).toBe("72.00");
  });
});
