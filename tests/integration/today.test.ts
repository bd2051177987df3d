import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { dayOfWeek, nextDay, previousDay, todayInLondon } from "@/lib/shared/dates";
import { lockBooking } from "@/lib/bookings/booking-changes";
import { saveCapacity } from "@/lib/bookings/capacity";
import { contractsPage } from "@/lib/contracts/contract-list";
import { failedEmailsPage } from "@/lib/server/mail/failed-emails";
import { bookingsPage } from "@/lib/office/inbox";
import { invoicesPage } from "@/lib/invoices/invoice-list";
import { markInvoicePaid } from "@/lib/payments/invoice-payments";
import { issueBookingInvoice } from "@/lib/invoices/invoices";
import { attentionCounts, dayUse, todayJobs } from "@/lib/office/today";
import { signTransferNote } from "@/lib/contracts/transfer-notes";
import { db } from "@/lib/server/db";
import { makeContract } from "../support/contracts";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";

// The admin home, Today, against PostgreSQL: today's jobs in run order with a contract
// visit among them, tomorrow's jobs against capacity, and each "Needs attention" count counting
// what it should and not what it should not, the same rows as the filtered list it links to.
// The page reads London's real today, so the days here are counted from it.

const today = todayInLondon();
const plus = (day: string, n: number): string => (n === 0 ? day : plus(nextDay(day), n - 1));
/** The first Monday after today (a contract's start). */
const monday = (() => {
  let day = nextDay(today);
  while (dayOfWeek(day) !== 1) day = nextDay(day);
  return day;
})();
const office = { kind: "admin", email: "office@example.test" } as const;

/** A job of two bags today unless told. */
const plant = (reference: string, fields: Partial<Parameters<typeof plantJob>[1]> = {}) =>
  plantJob(reference, { day: today, bags: 2, ...fields });

const references = (rows: { reference: string }[]) => rows.map((row) => row.reference).sort();

beforeEach(resetDatabase);

describe("today's jobs", () => {
  it("lists today's bookings and contract visits in run order, not cancelled ones or other days", async () => {
    const contract = await makeContract(today, { start_day: monday });
    const visit = await db().booking.findFirstOrThrow({
      where: { contractId: contract.id },
      orderBy: { selectedDate: "asc" },
    });
    // The office moved the first visit onto today.
    await db().booking.update({
      where: { id: visit.id },
      data: { selectedDate: new Date(`${today}T00:00:00Z`) },
    });
    await plant("NESS-NORTH1", { postcode: "NE1 3JE", slot: "am", status: "requested" });
    await plant("NESS-DURH01", { postcode: "DH1 1QS", slot: "pm", status: "collected" });
    await plant("NESS-ONSITE", { service: "onsite" });
    await plant("NESS-CANCEL", { postcode: "DH1 2AA", status: "cancelled" });
    await plant("NESS-OTHERD", { postcode: "DH1 2AA", day: nextDay(today) });

    const jobs = await todayJobs(today);
    // DH1 1 (Durham), DH1 3 (the visit), NE1 (Newcastle), then the one without a postcode.
    expect(jobs.map((job) => job.reference)).toEqual([
      "NESS-DURH01",
      visit.reference,
      "NESS-NORTH1",
      "NESS-ONSITE",
    ]);
    expect(jobs[1]).toMatchObject({
      contractNumber: contract.number,
      // Named by its contract's service (a console emptying), not the capacity it takes.
      contractService: "console_emptying",
      postcode: "DH1 3LE",
      status: "confirmed",
      collection: null,
    });
    expect(jobs.map((job) => job.status)).toEqual([
      "collected",
      "confirmed",
      "requested",
      "confirmed",
    ]);
  });

  it("counts tomorrow's jobs per service against capacity, and names a closed day", async () => {
    const tomorrow = nextDay(today);
    await saveCapacity({ collection: 8, onsite: 3 });
    for (const n of [1, 2, 3, 4, 5]) await plant(`NESS-COLL0${n}`, { day: tomorrow });
    await plant("NESS-ONSI01", { day: tomorrow, service: "onsite" });
    await plant("NESS-CANC01", { day: tomorrow, status: "cancelled" });
    await plant("NESS-TODAY1", { day: today });
    expect(await dayUse(tomorrow)).toEqual({
      day: tomorrow,
      closedReason: null,
      services: [
        { service: "collection", used: 5, limit: 8 },
        { service: "onsite", used: 1, limit: 3 },
      ],
    });
    await db().closedDate.create({
      data: { day: new Date(`${tomorrow}T00:00:00Z`), reason: "Staff training", createdBy: "x" },
    });
    expect((await dayUse(tomorrow)).closedReason).toBe("Staff training");
  });
});

describe("what needs attention", () => {
  it("counts requests not yet confirmed, as the bookings list filtered by Requested", async () => {
    await plant("NESS-REQ001", { status: "requested" });
    await plant("NESS-REQ002", { status: "requested", day: plus(today, 10) });
    await plant("NESS-CONF01", { status: "confirmed" });
    await plant("NESS-CANC01", { status: "cancelled" });
    expect((await attentionCounts(today)).requests).toBe(2);
    const list = await bookingsPage({ status: "requested" }, 1);
    expect(list.total).toBe(2);
    expect(references(list.items)).toEqual(["NESS-REQ001", "NESS-REQ002"]);
  });

  it("counts the jobs on days over capacity from today on, as the bookings list ?capacity=over", async () => {
    await saveCapacity({ collection: 2, onsite: 1 });
    const [d1, d2, d3] = [plus(today, 2), plus(today, 3), plus(today, 4)];
    // d1: three collections against two places (the cancelled one does not count).
    for (const n of [1, 2, 3]) await plant(`NESS-OVER0${n}`, { day: d1 });
    await plant("NESS-OVERCX", { day: d1, status: "cancelled" });
    // d1's on-site is within its capacity; d2's collections are full, not over.
    await plant("NESS-ONSD1A", { day: d1, service: "onsite" });
    await plant("NESS-FULL01", { day: d2 });
    await plant("NESS-FULL02", { day: d2 });
    // d3: two on-site jobs against one place.
    await plant("NESS-ONSI01", { day: d3, service: "onsite" });
    await plant("NESS-ONSI02", { day: d3, service: "onsite" });
    // Yesterday was over capacity too, but it is past.
    for (const n of [1, 2, 3]) await plant(`NESS-PAST0${n}`, { day: previousDay(today) });

    expect((await attentionCounts(today)).overCapacity).toBe(5);
    const list = await bookingsPage({ capacity: "over" }, 1);
    expect(list.total).toBe(5);
    expect(references(list.items)).toEqual([
      "NESS-ONSI01",
      "NESS-ONSI02",
      "NESS-OVER01",
      "NESS-OVER02",
      "NESS-OVER03",
    ]);
    // The filter combines with the list's others.
    expect((await bookingsPage({ capacity: "over", q: "ONSI" }, 1)).total).toBe(2);

    await saveCapacity({ collection: 8, onsite: 3 });
    expect((await attentionCounts(today)).overCapacity).toBe(0);
    expect((await bookingsPage({ capacity: "over" }, 1)).total).toBe(0);
  });

  it("counts this year's unsigned waste transfer notes, as the contracts list ?transferNote=unsigned", async () => {
    const signed = await makeContract(today, { start_day: monday });
    const unsigned = await makeContract(today, { start_day: monday, company_name: "Beta Ltd" });
    const year = Number(today.slice(0, 4));
    await signTransferNote(signed.id, year, {
      name: "Dana",
      sicCode: "86210",
      hierarchyDeclared: true,
      ip: "192.0.2.1",
      now: new Date(),
    });
    expect((await attentionCounts(today)).unsignedNotes).toBe(1);
    const list = await contractsPage({ transferNote: "unsigned" }, 1, today);
    expect(list.items.map((c) => c.number)).toEqual([unsigned.number]);
    expect((await contractsPage({}, 1, today)).total).toBe(2);
  });

  it("counts overdue invoices, not unpaid ones still in time or paid ones, as ?status=overdue", async () => {
    // Invoices are due 30 days after issue: two issued 40 days ago are past due.
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    const invoice = async (reference: string, now: Date) => {
      const id = await plant(reference, { day: previousDay(today), status: "collected" });
      return db().$transaction(async (tx) => {
        const booking = (await lockBooking(tx, id))!;
        const { invoice } = await issueBookingInvoice(tx, {
          booking,
          supplyDay: booking.day,
          actor: office,
          now,
          emails: async () => [],
        });
        return invoice;
      });
    };
    const overdue = await invoice("NESS-OVERDU", longAgo);
    const paid = await invoice("NESS-PAIDUP", longAgo);
    await invoice("NESS-INTIME", new Date());
    const outcome = await markInvoicePaid({
      number: paid.number,
      method: "bank_transfer",
      receivedOn: today,
      actor: office,
    });
    expect(outcome.status).toBe("paid");

    expect((await attentionCounts(today)).overdueInvoices).toBe(1);
    const list = await invoicesPage({ status: "overdue" }, 1);
    expect(list.items.map((d) => d.number)).toEqual([overdue.number]);
  });

  it("counts the e-mails that failed to send, as the Failed e-mails list", async () => {
    const bookingId = await plant("NESS-MAIL01");
    const email = (subject: string, status: "failed" | "sent" | "pending") =>
      db().outboxEmail.create({
        data: {
          toAddress: "someone@example.test",
          subject,
          html: "<p>x</p>",
          text: "x",
          status,
          lastError: status === "failed" ? "Mailbox unavailable" : null,
          idempotencyKey: randomUUID(),
          bookingId,
        },
      });
    await email("Failed one", "failed");
    await email("Failed two", "failed");
    await email("Sent", "sent");
    await email("Waiting", "pending");

    expect((await attentionCounts(today)).failedEmails).toBe(2);
    const list = await failedEmailsPage(1);
    expect(list.total).toBe(2);
    expect(list.items.map((e) => e.subject).sort()).toEqual(["Failed one", "Failed two"]);
    expect(list.items[0]).toMatchObject({
      toAddress: "someone@example.test",
      lastError: "Mailbox unavailable",
      booking: { id: bookingId, reference: "NESS-MAIL01" },
      enquiry: null,
      invoice: null,
    });
  });

  it("counts nothing on an empty day", async () => {
    expect(await attentionCounts(today)).toEqual({
      requests: 0,
      overCapacity: 0,
      unsignedNotes: 0,
      overdueInvoices: 0,
      failedEmails: 0,
      duplicatePayments: 0,
      couldNotCollect: 0,
      crewRecordingsHeld: 0,
      sealsAwaiting: 0,
      sealsOverdue: 0,
      oldestAwaitingAt: null,
    });
    expect(await todayJobs(today)).toEqual([]);
  });
});
