import { beforeEach, describe, expect, it } from "vitest";
import { findManagedBooking, lockBooking } from "@/lib/bookings/booking-changes";
import { creditInvoice } from "@/lib/invoices/invoice-credit-notes";
import { documentsOfBooking } from "@/lib/invoices/invoice-record";
import { issueBookingInvoice } from "@/lib/invoices/invoices";
import { confirmBooking, recordCollection, recordDestruction } from "@/lib/custody/job-steps";
import { db } from "@/lib/server/db";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { bookingConfirmedEmails, certificateEmails } from "@/lib/custody/job-notifications";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";

// The ledger's invoices and credit notes against PostgreSQL: issued in the transaction
// that causes them, numbered without gaps or duplicates, once per job, and never changed.

const now = new Date("2026-11-23T10:00:00Z");
const office = { kind: "admin", email: "office@example.test" } as const;

// Twelve issued at once queue for the pool's few connections, as a burst of jobs marked destroyed
// would: each waits for one as long as it takes (Prisma's default is 2 s, which two test suites
// running side by side on two cores outlasted), not as long as a fast machine would need.
const QUEUE_FOR_A_CONNECTION = { maxWait: 60_000, timeout: 20_000 };

async function invoiceOf(bookingId: string) {
  return db().$transaction(async (tx) => {
    const booking = (await lockBooking(tx, bookingId))!;
    return issueBookingInvoice(tx, {
      booking,
      supplyDay: booking.day,
      actor: office,
      now,
      emails: invoiceEmails,
    });
  }, QUEUE_FOR_A_CONNECTION);
}

beforeEach(resetDatabase);

describe("invoicing a job", () => {
  it("issues the invoice with its certificate when the job is marked destroyed", async () => {
    const { id } = await bookAsVisitor(now, { day: "2026-11-25" });
    await confirmBooking(id, office, bookingConfirmedEmails);
    await recordCollection(id, office, {
      collectedAt: new Date("2026-11-25T09:00:00Z"),
      quantity: 2,
      weightKg: null,
      sealNumbers: null,
      operative: "Sam",
    });
    const later = new Date("2026-11-26T10:00:00Z");
    await recordDestruction(
      id,
      office,
      {
        destroyedAt: new Date("2026-11-26T08:00:00Z"),
        destroyedBy: "Sam",
        method: "cross_cut_offsite",
        place: "Darlington",
      },
      later,
      certificateEmails,
    );
    const booking = (await findManagedBooking(id))!;
    const [invoice] = await documentsOfBooking(id, later);
    expect(invoice).toMatchObject({
      kind: "invoice",
      number: "INV-2026-000001",
      supplyDay: "2026-11-25",
      issuedDay: "2026-11-26",
      dueDay: "2026-12-26",
      subtotalPence: booking.subtotalPence,
      vatPence: booking.vatPence,
      totalPence: booking.totalPence,
      status: "unpaid",
      payment: null,
    });
    expect(invoice!.lines).toHaveLength(1);
    const email = await db().outboxEmail.findFirstOrThrow({ where: { invoiceId: invoice!.id } });
    expect(email.subject).toBe("Invoice INV-2026-000001");
    expect(email.html).toContain("View and pay your invoice");
    expect(JSON.stringify(email.attachments)).toContain("inv-2026-000001.pdf");
    expect(booking.events.map((e) => e.kind)).toContain("invoiced");
  });

  it("numbers twelve concurrent invoices 000001 to 000012, none twice and none skipped", async () => {
    const ids = [];
    const days = ["2026-11-25", "2026-11-26", "2026-11-27"];
    for (let n = 0; n < 12; n++) ids.push((await bookAsVisitor(now, { day: days[n % 3]!, n })).id);
    const issued = await Promise.all(ids.map((id) => invoiceOf(id)));
    const numbers = issued.map((i) => i.invoice.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => `INV-2026-${String(i + 1).padStart(6, "0")}`),
    );
  });

  it("invoices a job once: a second issue returns the standing invoice", async () => {
    const { id } = await bookAsVisitor(now, { day: "2026-11-25" });
    const first = await invoiceOf(id);
    const second = await invoiceOf(id);
    expect(first.created).toBe(true);
    expect(second).toEqual({ invoice: first.invoice, created: false });
    expect(await db().invoice.count()).toBe(1);
  });

  it("a failure while issuing leaves no number used", async () => {
    const { id } = await bookAsVisitor(now, { day: "2026-11-25" });
    await expect(
      db().$transaction(async (tx) => {
        const booking = (await lockBooking(tx, id))!;
        await issueBookingInvoice(tx, {
          booking,
          supplyDay: booking.day,
          actor: office,
          now,
          emails: async () => {
            throw new Error("mail composer failed");
          },
        });
      }),
    ).rejects.toThrow("mail composer failed");
    expect((await invoiceOf(id)).invoice.number).toBe("INV-2026-000001");
  });
});

describe("credit notes", () => {
  it("cancel an invoice once, numbered in their own series", async () => {
    const { id } = await bookAsVisitor(now, { day: "2026-11-25" });
    const { invoice } = await invoiceOf(id);
    const credit = () =>
      db().$transaction((tx) =>
        creditInvoice(tx, {
          invoiceId: invoice.id,
          reason: "Booking cancelled",
          actor: office,
          now,
          emails: invoiceEmails,
        }),
      );
    const [a, b] = await Promise.allSettled([credit(), credit()]);
    const notes = [a, b].flatMap((r) => (r.status === "fulfilled" ? [r.value.creditNote] : []));
    expect(notes[0]).toMatchObject({
      kind: "credit_note",
      number: "CN-2026-000001",
      creditsNumber: invoice.number,
      totalPence: invoice.totalPence,
    });
    expect(await db().invoice.count({ where: { kind: "credit_note" } })).toBe(1);
    const documents = await documentsOfBooking(id, now);
    expect(documents.find((d) => d.kind === "invoice")).toMatchObject({
      status: "credited",
      creditedByNumber: "CN-2026-000001",
    });
    const email = await db().outboxEmail.findFirstOrThrow({
      where: { invoiceId: notes[0]!.id },
    });
    expect(email.subject).toBe("Credit note CN-2026-000001");
  });
});

describe("an issued document", () => {
  it("cannot be changed or deleted, nor can its lines", async () => {
    const { id } = await bookAsVisitor(now, { day: "2026-11-25" });
    const { invoice } = await invoiceOf(id);
    await expect(
      db().$executeRaw`update invoices set total_pence = 1 where id = ${invoice.id}::uuid`,
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      db().$executeRaw`delete from invoice_lines where invoice_id = ${invoice.id}::uuid`,
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      db().$executeRaw`delete from invoices where id = ${invoice.id}::uuid`,
    ).rejects.toThrow(/cannot be changed or deleted/);
  });
});
