import { beforeEach, describe, expect, it } from "vitest";
import { lockBooking, findManagedBooking } from "@/lib/bookings/booking-changes";
import { invoicesIssuedBetween, invoicesPage } from "@/lib/invoices/invoice-list";
import { markInvoicePaid } from "@/lib/payments/invoice-payments";
import { creditInvoice } from "@/lib/invoices/invoice-credit-notes";
import { findInvoiceByNumber } from "@/lib/invoices/invoice-record";
import { issueBookingInvoice } from "@/lib/invoices/invoices";
import { db } from "@/lib/server/db";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";

// The office's ledger against PostgreSQL: the Invoices tab's search, status filter and
// pages (Overdue and Unpaid decided by the query, from London's today), Mark as paid once however
// it races, and the bookkeeper's export range.

const now = new Date("2026-11-23T10:00:00Z"); // a Monday; invoices issued now are due 23 Dec
const office = { kind: "admin", email: "office@example.test" } as const;
const days = ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-30"];
// The documents' e-mails are tested with them (invoices.test.ts); here they would only take time.
const noEmails = async () => [];

async function invoiced(n: number, at: Date = now, company?: string) {
  const { id, reference } = await bookAsVisitor(now, { day: days[n % days.length]!, n });
  if (company) await db().booking.update({ where: { id }, data: { companyName: company } });
  const { invoice } = await db().$transaction(async (tx) => {
    const booking = (await lockBooking(tx, id))!;
    return issueBookingInvoice(tx, {
      booking,
      supplyDay: booking.day,
      actor: office,
      now: at,
      emails: noEmails,
    });
  });
  return { bookingId: id, reference, invoice };
}

const credit = (invoiceId: string, at: Date = now) =>
  db().$transaction((tx) =>
    creditInvoice(tx, {
      invoiceId,
      reason: "Booking cancelled",
      actor: office,
      now: at,
      emails: noEmails,
    }),
  );

const pay = (number: string, receivedOn = "2026-11-24", at = new Date("2026-11-24T12:00:00Z")) =>
  markInvoicePaid({ number, method: "bank_transfer", receivedOn, actor: office, now: at });

const numbersOf = async (filter: { q?: string; status?: string }, at: Date, page = 1) =>
  (await invoicesPage(filter, page, at)).items.map((d) => d.number);

beforeEach(resetDatabase);

describe("the Invoices tab", () => {
  it("lists invoices and credit notes newest first, 25 a page", async () => {
    for (let n = 0; n < 26; n++) {
      await invoiced(n, new Date(now.getTime() + n * 60_000));
    }
    const first = await invoicesPage({}, 1, now);
    expect(first).toMatchObject({ total: 26, pageCount: 2, page: 1 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.number).toBe("INV-2026-000026");
    const second = await invoicesPage({}, 2, now);
    expect(second.items.map((d) => d.number)).toEqual(["INV-2026-000001"]);

    await credit(first.items[0]!.id, new Date(now.getTime() + 60 * 60_000));
    expect((await invoicesPage({}, 1, now)).items[0]).toMatchObject({
      number: "CN-2026-000001",
      kind: "credit_note",
      creditsNumber: "INV-2026-000026",
    });
  });

  it("finds a document by its number, the customer, the company or the booking reference", async () => {
    const a = await invoiced(0);
    const b = await invoiced(1, now, "Tees Dental Ltd");
    expect(await numbersOf({ q: "inv-2026-000002" }, now)).toEqual([b.invoice.number]);
    expect(await numbersOf({ q: "customer 0" }, now)).toEqual([a.invoice.number]);
    expect(await numbersOf({ q: "tees dental" }, now)).toEqual([b.invoice.number]);
    expect(await numbersOf({ q: a.reference.toLowerCase() }, now)).toEqual([a.invoice.number]);
    expect(await numbersOf({ q: "nobody" }, now)).toEqual([]);
  });

  it("filters by status in the query: Overdue once the due date is before London's today", async () => {
    const unpaid = await invoiced(0);
    const paid = await invoiced(1);
    const credited = await invoiced(2);
    await pay(paid.invoice.number);
    const { creditNote } = await credit(credited.invoice.id);
    // Issued 23 November, due 23 December: Unpaid on the day itself, Overdue the day after.
    const onDueDay = new Date("2026-12-23T23:30:00Z"); // 23:30 GMT, still the 23rd in London
    const dayAfter = new Date("2026-12-24T00:30:00Z");

    expect(await numbersOf({ status: "unpaid" }, onDueDay)).toEqual([unpaid.invoice.number]);
    expect(await numbersOf({ status: "overdue" }, onDueDay)).toEqual([]);
    expect(await numbersOf({ status: "overdue" }, dayAfter)).toEqual([unpaid.invoice.number]);
    expect(await numbersOf({ status: "unpaid" }, dayAfter)).toEqual([]);
    expect(await numbersOf({ status: "paid" }, dayAfter)).toEqual([paid.invoice.number]);
    expect((await numbersOf({ status: "credited" }, dayAfter)).sort()).toEqual(
      [creditNote.number, credited.invoice.number].sort(),
    );
    // The same rule as the status each row shows (lib/invoices.ts invoiceStatus).
    const shown = (await invoicesPage({}, 1, dayAfter)).items.map((d) => [d.number, d.status]);
    expect(Object.fromEntries(shown)).toEqual({
      [unpaid.invoice.number]: "overdue",
      [paid.invoice.number]: "paid",
      [credited.invoice.number]: "credited",
      [creditNote.number]: "credited",
    });
    // An unknown status is no filter at all.
    expect(await numbersOf({ status: "lost" }, dayAfter)).toHaveLength(4);
  });

  it("combines search and status", async () => {
    const a = await invoiced(0, now, "Acme Ltd");
    const b = await invoiced(1, now, "Acme Ltd");
    await pay(b.invoice.number);
    expect(await numbersOf({ q: "acme", status: "unpaid" }, now)).toEqual([a.invoice.number]);
  });
});

describe("Mark as paid", () => {
  it("records the payment with its method and date, and a history row on the booking", async () => {
    const { bookingId, invoice } = await invoiced(0);
    expect(await pay(invoice.number)).toEqual({ status: "paid", number: invoice.number });
    const paid = (await findInvoiceByNumber(invoice.number, now))!;
    expect(paid.status).toBe("paid");
    expect(paid.payment).toMatchObject({
      method: "bank_transfer",
      amountPence: invoice.totalPence,
      receivedOn: "2026-11-24",
      recordedBy: office.email,
    });
    const booking = (await findManagedBooking(bookingId))!;
    expect(booking.events.at(-1)).toMatchObject({
      kind: "paid",
      actor: "admin",
      actorEmail: office.email,
      detail: invoice.number,
    });
  });

  it("pays an invoice once: a second attempt is refused by name", async () => {
    const { invoice } = await invoiced(0);
    await pay(invoice.number);
    expect(await pay(invoice.number)).toEqual({
      status: "refused",
      message: `Invoice ${invoice.number} is already paid.`,
    });
    expect(await db().payment.count()).toBe(1);
  });

  it("records one payment when two offices mark the same invoice paid at once", async () => {
    const { invoice } = await invoiced(0);
    const outcomes = await Promise.all([pay(invoice.number), pay(invoice.number)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["paid", "refused"]);
    expect(outcomes.find((o) => o.status === "refused")).toMatchObject({
      message: `Invoice ${invoice.number} is already paid.`,
    });
    expect(await db().payment.count()).toBe(1);
    expect(await db().bookingEvent.count({ where: { kind: "paid" } })).toBe(1);
  });

  it("is refused for a credited invoice and for a credit note", async () => {
    const { invoice } = await invoiced(0);
    const { creditNote } = await credit(invoice.id);
    expect(await pay(invoice.number)).toEqual({
      status: "refused",
      message: `Invoice ${invoice.number} was cancelled by a credit note.`,
    });
    expect(await pay(creditNote.number)).toEqual({
      status: "refused",
      message: `${creditNote.number} is a credit note: there is nothing to pay.`,
    });
    expect(await db().payment.count()).toBe(0);
  });

  it("refuses a date before the invoice's or after today, at the date field", async () => {
    const { invoice } = await invoiced(0);
    expect(await pay(invoice.number, "2026-11-22")).toEqual({
      status: "refused",
      message: "The payment date cannot be before the invoice date (Monday 23 November 2026).",
      field: "received_on",
    });
    expect(await pay(invoice.number, "2026-11-25")).toMatchObject({
      status: "refused",
      field: "received_on",
    });
    expect(await pay(invoice.number, "2026-11-23")).toMatchObject({ status: "paid" });
  });

  it("refuses a number that names no invoice", async () => {
    expect(await pay("INV-2026-999999")).toEqual({
      status: "refused",
      message: "That invoice does not exist.",
    });
  });
});

describe("the export's range", () => {
  it("holds the documents issued on London's days from and to, both included", async () => {
    // 00:30 BST on 1 July is still 30 June in UTC; 23:30 UTC on 31 July is 1 August in London.
    const inside = await invoiced(0, new Date("2026-06-30T23:30:00Z"));
    const late = await invoiced(1, new Date("2026-07-31T23:30:00Z"));
    const lastMinute = await invoiced(2, new Date("2026-07-31T22:59:00Z"));
    const { creditNote } = await credit(inside.invoice.id, new Date("2026-07-10T09:00:00Z"));
    const documents = await invoicesIssuedBetween({ from: "2026-07-01", to: "2026-07-31" }, now);
    expect(documents.map((d) => d.number)).toEqual([
      inside.invoice.number,
      creditNote.number,
      lastMinute.invoice.number,
    ]);
    expect(documents.map((d) => d.number)).not.toContain(late.invoice.number);
  });
});
