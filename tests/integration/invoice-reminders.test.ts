import { beforeEach, describe, expect, it } from "vitest";
import { lockBooking } from "@/lib/bookings/booking-changes";
import { invoicesPage } from "@/lib/invoices/invoice-list";
import { markInvoicePaid } from "@/lib/payments/invoice-payments";
import { creditInvoice } from "@/lib/invoices/invoice-credit-notes";
import { issueBookingInvoice } from "@/lib/invoices/invoices";
import { db } from "@/lib/server/db";
import { sendInvoiceReminders } from "@/lib/invoices/invoice-reminders";
import { runInvoiceRemindersJob } from "@/lib/automation/jobs";
import { invoiceIdFromToken } from "@/lib/server/signed-links";
import { bookAsVisitor } from "../support/bookings";
import { resetDatabase } from "../support/db";

// The daily overdue reminder against PostgreSQL: sent once for each invoice seven days
// past its due date, unpaid and not credited, however many runs race; never before that day.

const issued = new Date("2026-11-23T10:00:00Z"); // due 23 December, reminder day 30 December
const office = { kind: "admin", email: "office@example.test" } as const;
const noEmails = async () => [];
const at = (iso: string) => new Date(iso);

async function invoiced(n: number) {
  const { id } = await bookAsVisitor(issued, { day: "2026-11-25", n });
  return db().$transaction(async (tx) => {
    const booking = (await lockBooking(tx, id))!;
    const { invoice } = await issueBookingInvoice(tx, {
      booking,
      supplyDay: booking.day,
      actor: office,
      now: issued,
      emails: noEmails,
    });
    return invoice;
  });
}

const reminders = () =>
  db().outboxEmail.findMany({
    where: { subject: { startsWith: "Reminder:" } },
    orderBy: { subject: "asc" },
  });

beforeEach(resetDatabase);

describe("the overdue invoice reminder", () => {
  it("is not sent before the invoice is seven days past its due date", async () => {
    await invoiced(0);
    // 29 December, 23:30 GMT: still the sixth day past due in London.
    expect(await sendInvoiceReminders({ now: at("2026-12-29T23:30:00Z") })).toEqual({
      sent: 0,
      numbers: [],
    });
    expect(await reminders()).toHaveLength(0);
  });

  it("is sent on the seventh day with the invoice attached and a link to its page", async () => {
    const invoice = await invoiced(0);
    const report = await sendInvoiceReminders({ now: at("2026-12-30T08:00:00Z") });
    expect(report).toEqual({ sent: 1, numbers: [invoice.number] });
    const [email] = await reminders();
    expect(email).toMatchObject({
      subject: `Reminder: invoice ${invoice.number} is overdue`,
      toAddress: invoice.customerEmail,
      invoiceId: invoice.id,
      bookingId: invoice.bookingId,
    });
    expect(JSON.stringify(email!.attachments)).toContain(`${invoice.number.toLowerCase()}.pdf`);
    const token = email!.html.match(/href="[^"]*\/invoices\/([^"/]+)"/)![1]!;
    expect(invoiceIdFromToken(token, "2026-12-30")).toBe(invoice.id);
    expect(email!.text).toContain("View and pay your invoice");
    expect(await db().invoiceReminder.count({ where: { invoiceId: invoice.id } })).toBe(1);
    // Its status reads Overdue (derived from the due date, not from the reminder).
    const [row] = (await invoicesPage({}, 1, at("2026-12-30T08:00:00Z"))).items;
    expect(row!.status).toBe("overdue");
  });

  it("is sent once: a later run, and two runs at the same moment, send nothing more", async () => {
    await invoiced(0);
    await invoiced(1);
    const day = at("2026-12-30T08:00:00Z");
    const [a, b] = await Promise.all([
      sendInvoiceReminders({ now: day }),
      sendInvoiceReminders({ now: day }),
    ]);
    expect(a.sent + b.sent).toBe(2);
    expect((await sendInvoiceReminders({ now: at("2027-01-05T08:00:00Z") })).sent).toBe(0);
    expect(await reminders()).toHaveLength(2);
  });

  it("is sent when a missed day's run catches up, still once", async () => {
    const invoice = await invoiced(0);
    expect((await sendInvoiceReminders({ now: at("2027-01-10T08:00:00Z") })).numbers).toEqual([
      invoice.number,
    ]);
  });

  it("is not sent for a paid invoice, nor for one cancelled by a credit note", async () => {
    const paid = await invoiced(0);
    const credited = await invoiced(1);
    await markInvoicePaid({
      number: paid.number,
      method: "cheque",
      receivedOn: "2026-12-01",
      actor: office,
      now: at("2026-12-01T10:00:00Z"),
    });
    await db().$transaction((tx) =>
      creditInvoice(tx, {
        invoiceId: credited.id,
        reason: "Booking cancelled",
        actor: office,
        now: at("2026-12-01T10:00:00Z"),
        emails: noEmails,
      }),
    );
    expect((await sendInvoiceReminders({ now: at("2026-12-30T08:00:00Z") })).sent).toBe(0);
    expect(await db().invoiceReminder.count()).toBe(0);
  });

  it("runs once across instances: two scheduled calls at once send each reminder once", async () => {
    await invoiced(0);
    const clock = () => at("2026-12-30T08:00:00Z");
    const results = await Promise.all([
      runInvoiceRemindersJob("schedule", { now: clock }),
      runInvoiceRemindersJob("schedule", { now: clock }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    // The second waits on nothing: it is told the job is busy, or that it already ran today.
    expect(statuses).toContain("succeeded");
    expect(statuses.filter((s) => s === "succeeded")).toHaveLength(1);
    const again = await runInvoiceRemindersJob("schedule", { now: clock });
    expect(again.status).toBe("already-ran");
    expect(await reminders()).toHaveLength(1);
    const runs = await db().jobRun.findMany({ where: { job: "invoice_reminders" } });
    expect(runs).toHaveLength(1);
    expect(runs[0]!.summary).toBe("1 overdue invoice reminder(s) sent");
  });
});
