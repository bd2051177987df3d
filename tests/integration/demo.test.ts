import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CAPACITY } from "@/lib/bookings/capacity-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { demoMessages, DEMO_EMAIL_DOMAIN } from "@/lib/demo/demo-texts";
import { demoPlan } from "@/lib/demo/demo-plan";
import { fillDemo, type DemoOutcome } from "@/lib/demo/fill-demo";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";

// `npm run demo`: the fill against PostgreSQL makes every state the office sees, with
// the links the real flows make, and a second run changes nothing. Asserted on the demo's own
// rows (its customers' e-mail domain), never on global counts.

const demo = { endsWith: `@${DEMO_EMAIL_DOMAIN}` };
const now = new Date();
const today = todayInLondon(now);
const plan = demoPlan(today);
let first: DemoOutcome;

beforeAll(async () => {
  await resetDatabase();
  first = await fillDemo({ now });
}, 180_000);

describe("the demo fill", () => {
  it("makes bookings in every state, both services, every slot, one outside the area", async () => {
    expect(first.status).toBe("filled");
    const { bookings } = first.summary;
    for (const status of ["requested", "confirmed", "collected", "certificate_issued", "cancelled"])
      expect(bookings[status as keyof typeof bookings], status).toBeGreaterThan(0);
    const rows = await db().booking.findMany({ where: { customerEmail: demo } });
    expect(new Set(rows.map((b) => b.serviceType))).toEqual(new Set(["collection", "onsite"]));
    expect(new Set(rows.map((b) => b.timeSlot))).toEqual(new Set(["allday", "am", "pm"]));
    expect(rows.filter((b) => b.outsideArea)).toHaveLength(1);
    // The fortnight: the jobs on the working days around today, about 30 to 40.
    const inFortnight = rows.filter((b) => {
      const day = b.selectedDate.toISOString().slice(0, 10);
      return day >= plan.past[0]! && day <= plan.future.at(-1)!;
    });
    expect(inFortnight.length).toBeGreaterThanOrEqual(30);
    expect(inFortnight.length).toBeLessThanOrEqual(45);
    // No job before today is left unconfirmed or unvisited.
    for (const b of rows.filter((b) => b.selectedDate.toISOString().slice(0, 10) < today)) {
      expect(["collected", "certificate_issued", "cancelled"], b.reference).toContain(b.status);
    }
  });

  it("has a day over capacity and a closed day with its reason and no jobs", async () => {
    const onsite = await db().booking.count({
      where: {
        selectedDate: new Date(`${plan.overCapacityDay}T00:00:00Z`),
        serviceType: "onsite",
        status: { not: "cancelled" },
        customerEmail: demo,
      },
    });
    expect(onsite).toBeGreaterThan(DEFAULT_CAPACITY.onsite);
    const closed = await db().closedDate.findUniqueOrThrow({
      where: { day: new Date(`${plan.closedDay.day}T00:00:00Z`) },
    });
    expect(closed.reason).toBe(plan.closedDay.reason);
    expect(
      await db().booking.count({
        where: { selectedDate: closed.day, customerEmail: demo, status: { not: "cancelled" } },
      }),
    ).toBe(0);
  });

  it("issues a certificate and an invoice for every destroyed job, numbered in order", async () => {
    const done = await db().booking.findMany({
      where: { customerEmail: demo, status: "certificate_issued" },
      include: {
        certificates: true,
        destruction: true,
        collection: true,
        invoiceLines: true,
        contract: { select: { invoicing: true } },
      },
    });
    expect(done.length).toBeGreaterThan(10);
    for (const job of done) {
      expect(job.certificates, job.reference).toHaveLength(1);
      expect(job.collection && job.destruction, job.reference).toBeTruthy();
      expect(job.certificates[0]!.bookingReference).toBe(job.reference);
      // Monthly-in-arrears visits are invoiced with their month, the rest one by one.
      if (job.contract?.invoicing !== "monthly_in_arrears") {
        expect(job.invoiceLines.length, job.reference).toBe(1);
      }
    }
    const certificates = await db().certificate.findMany({
      where: { booking: { customerEmail: demo } },
      orderBy: { issuedAt: "asc" },
    });
    const numbers = certificates.map((c) => c.number);
    expect([...numbers].sort()).toEqual(numbers);
    expect(new Set(numbers).size).toBe(numbers.length);
    const invoices = await db().invoice.findMany({
      where: { customerEmail: demo, kind: "invoice" },
      orderBy: { issuedAt: "asc" },
    });
    const invoiceNumbers = invoices.map((i) => i.number);
    expect([...invoiceNumbers].sort()).toEqual(invoiceNumbers);
  });

  it("prints seal labels in the order of their numbers, each before the collection that uses it", async () => {
    const prints = await db().labelPrint.findMany({
      where: { printedBy: `office@${DEMO_EMAIL_DOMAIN}` },
      orderBy: { firstNumber: "asc" },
      include: { seals: { select: { number: true, collectedAt: true } } },
    });
    expect(prints.length).toBeGreaterThan(10);
    for (const [index, print] of prints.entries()) {
      const before = prints[index - 1];
      if (before) {
        expect(print.printedAt.getTime(), `S-${print.firstNumber}`).toBeGreaterThan(
          before.printedAt.getTime(),
        );
      }
      for (const seal of print.seals) {
        expect(seal.collectedAt!.getTime(), `S-${seal.number}`).toBeGreaterThan(
          print.printedAt.getTime(),
        );
      }
    }
  });

  it("has invoices in every state: paid by card and on account, unpaid, overdue, credited", () => {
    const { invoices, paidByCard, paidOnAccount, creditNotes } = first.summary;
    expect(invoices.paid).toBeGreaterThan(0);
    expect(invoices.unpaid).toBeGreaterThan(0);
    expect(invoices.overdue).toBeGreaterThan(0);
    expect(invoices.credited).toBeGreaterThan(0);
    expect(paidByCard).toBeGreaterThan(0);
    expect(paidOnAccount).toBeGreaterThan(0);
    expect(creditNotes).toBeGreaterThan(0);
  });

  it("makes two contracts whose visits are materialised, one monthly invoice, one unsigned note", async () => {
    const contracts = await db().contract.findMany({
      where: { customerEmail: demo },
      include: { visits: true, invoices: true, transferNotes: true, periods: true },
      orderBy: { number: "asc" },
    });
    expect(contracts.map((c) => [c.invoicing, c.periods[0]!.frequency])).toEqual([
      ["per_visit", "weekly"],
      ["monthly_in_arrears", "fortnightly"],
    ]);
    for (const contract of contracts) {
      // Planned 13 weeks ahead: many visits to come, and those already done.
      const ahead = contract.visits.filter(
        (v) => v.selectedDate.toISOString().slice(0, 10) > today,
      );
      expect(ahead.length).toBeGreaterThan(5);
      expect(contract.visits.some((v) => v.status === "certificate_issued")).toBe(true);
    }
    const [weekly, fortnightly] = contracts;
    expect(weekly!.invoices.length).toBeGreaterThan(2);
    expect(fortnightly!.invoices.filter((i) => i.period !== null)).toHaveLength(1);
    expect(weekly!.transferNotes.every((n) => n.signedAt !== null)).toBe(true);
    expect(fortnightly!.transferNotes.filter((n) => n.signedAt === null)).toHaveLength(1);
    expect(first.summary.unsignedTransferNotes).toBe(1);
  });

  it("answers both enquiry forms and queues no e-mail but the one that failed", async () => {
    expect(first.summary.enquiries).toEqual({ quote: 2, contact: 2 });
    expect(first.summary.failedEmails).toBe(1);
    const pending = await db().outboxEmail.count({
      where: {
        status: { in: ["pending", "sending"] },
        OR: [
          { toAddress: demo },
          { booking: { customerEmail: demo } },
          { enquiry: { email: demo } },
          { invoice: { customerEmail: demo } },
        ],
      },
    });
    expect(pending).toBe(0);
    expect(
      await db().outboxEmail.count({ where: { status: "sent", toAddress: demo } }),
    ).toBeGreaterThan(20);
  });

  it("changes nothing when run a second time", async () => {
    const before = await db().booking.count({ where: { customerEmail: demo } });
    const second = await fillDemo({ now });
    expect(second.status).toBe("already-filled");
    expect(second.summary).toEqual(first.summary);
    expect(await db().booking.count({ where: { customerEmail: demo } })).toBe(before);
  });
});

describe("npm run demo", () => {
  it("refuses a DATABASE_URL at once, without connecting", () => {
    const started = Date.now();
    const result = spawnSync("npx", ["tsx", "scripts/demo.ts"], {
      env: { ...process.env, DATABASE_URL: "postgres://127.0.0.1:1/none" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(demoMessages.refuseDatabaseUrl);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/ECONNREFUSED|PostgreSQL|Migrations/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
