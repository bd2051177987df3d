import { beforeEach, describe, expect, it } from "vitest";
import { cancelBookingAs } from "@/lib/booking-flows/lifecycle";
import { findManagedBooking } from "@/lib/bookings/booking-changes";
import { creditAndReissue, refundBalanceOf, refundInvoice } from "@/lib/payments/corrections";
import { invoicesIssuedBetween, invoicesPage } from "@/lib/invoices/invoice-list";
import { findInvoiceByNumber } from "@/lib/invoices/invoice-record";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { runRefundRetriesJob } from "@/lib/automation/jobs";
import { toCsv } from "@/lib/server/csv-export";
import { xeroColumns, xeroRows } from "@/lib/invoices/xero-export";
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

// The office's Refund of an invoice paid by card, against PostgreSQL and a fake Stripe over
// HTTP: in part then in full, each with its credit note e-mailed and one Stripe idempotency key
// (retried by the job when Stripe fails); the same form twice at once makes one refund; a refund
// above what is left is refused at its field and changes nothing, and an invoice not paid by card
// online is refused; a later cancellation refunds only the rest. The office's list shows what was
// refunded and the Xero export has each credit note as its own negative document.
// (invoice-corrections.test.ts has Credit invoice and Credit and re-issue.)

const stripe = await startFakeStripe();
const paidByCard = cardPaymentsThrough(stripe);

beforeEach(async () => {
  await resetDatabase();
  stripe.reset();
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
