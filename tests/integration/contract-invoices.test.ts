import { beforeEach, describe, expect, it } from "vitest";
import { issueMonthlyContractInvoices } from "@/lib/contracts/contract-invoices";
import { findCertificate } from "@/lib/certificates/certificates";
import { db } from "@/lib/server/db";
import { runContractInvoicesJob } from "@/lib/automation/jobs";
import { completeVisit, dayOf, visitsOf } from "../support/contract-jobs";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";

// A contract's invoicing against PostgreSQL: 'Monthly in arrears' is one invoice per
// contract and month for its completed visits, issued once however many runs race; 'Per visit'
// invoices each visit when its certificate is issued, naming the contract.

const created = "2026-11-25"; // weekly visits on Mondays from 30 November
const at = (iso: string) => new Date(iso);
const noEmails = async () => [];

const invoicesOf = (contractId: string) =>
  db().invoice.findMany({
    where: { contractId },
    orderBy: { issuedAt: "asc" },
    include: { lines: { orderBy: { position: "asc" } } },
  });

async function monthlyContract(fields = {}) {
  return makeContract(created, {
    invoicing: "monthly_in_arrears",
    purchase_order: "PO-778",
    ...fields,
  });
}

/** Completes the visits on these days. */
async function complete(contractId: string, days: string[]) {
  const visits = await visitsOf(contractId);
  for (const day of days) {
    const visit = visits.find((v) => dayOf(v) === day);
    if (!visit) throw new Error(`no visit on ${day}`);
    await completeVisit(visit);
  }
}

beforeEach(resetDatabase);

describe("a monthly in arrears contract", () => {
  it("is not invoiced when a visit's certificate is issued", async () => {
    const { id } = await monthlyContract();
    await complete(id, ["2026-11-30"]);
    expect(await invoicesOf(id)).toHaveLength(0);
    expect(await db().invoice.count()).toBe(0);
  });

  it("gets one invoice on the 1st for the previous month's completed visits, one line each", async () => {
    const { id, number } = await monthlyContract();
    // November: 30th. December: 7th, 14th and 21st done; 29th not yet. January: 4th (done early).
    await complete(id, ["2026-11-30", "2026-12-07", "2026-12-14", "2026-12-21", "2027-01-04"]);

    const december = await issueMonthlyContractInvoices({
      now: at("2026-12-01T06:00:00Z"),
      emails: noEmails,
    });
    expect(december).toMatchObject({ period: "2026-11", issued: 1, failed: [] });
    const january = await issueMonthlyContractInvoices({ now: at("2027-01-01T06:00:00Z") });
    expect(january).toMatchObject({ period: "2026-12", issued: 1, failed: [] });

    const [november, decemberInvoice] = await invoicesOf(id);
    expect(november).toMatchObject({
      number: "INV-2026-000001",
      period: "2026-11",
      reference: number,
      bookingId: null,
      purchaseOrder: "PO-778",
      customerEmail: "dana@acme.example",
      companyName: "Acme Surgery",
    });
    expect(november!.lines).toHaveLength(1);
    // December's visits only: not November's (invoiced), not January's (next month's).
    expect(decemberInvoice).toMatchObject({ number: "INV-2027-000001", period: "2026-12" });
    const visits = await visitsOf(id);
    const byDay = new Map(visits.map((v) => [dayOf(v), v]));
    expect(decemberInvoice!.lines.map((line) => line.bookingId)).toEqual(
      ["2026-12-07", "2026-12-14", "2026-12-21"].map((day) => byDay.get(day)!.id),
    );
    expect(decemberInvoice!.lines[0]).toMatchObject({
      description: `Contract ${number}: visit on Monday 7 December 2026 (booking ${byDay.get("2026-12-07")!.reference})`,
      quantity: 1,
      unitPricePence: 4000,
      netPence: 4000,
      vatPence: 800,
    });
    expect(decemberInvoice).toMatchObject({
      subtotalPence: 12_000,
      vatPence: 2_400,
      totalPence: 14_400,
    });
    expect(dayOf({ selectedDate: decemberInvoice!.supplyDate })).toBe("2026-12-21");

    // E-mailed through the invoice e-mails: the PDF attached, naming the contract.
    const [email] = await db().outboxEmail.findMany({ where: { invoiceId: decemberInvoice!.id } });
    expect(email).toMatchObject({
      subject: "Invoice INV-2027-000001",
      toAddress: "dana@acme.example",
    });
    expect(email!.text).toContain(`for contract ${number}`);
  });

  it("is issued once: a rerun and two runs at once make one invoice and draw one number", async () => {
    const { id } = await monthlyContract();
    await complete(id, ["2026-12-07", "2026-12-14"]);
    const now = at("2027-01-01T06:00:00Z");
    const runs = await Promise.all([
      issueMonthlyContractInvoices({ now, emails: noEmails }),
      issueMonthlyContractInvoices({ now, emails: noEmails }),
    ]);
    expect(runs[0]!.issued + runs[1]!.issued).toBe(1);
    expect((await issueMonthlyContractInvoices({ now, emails: noEmails })).issued).toBe(0);
    // Later in the month (a retry of the job) changes nothing either.
    const later = at("2027-01-15T06:00:00Z");
    expect((await issueMonthlyContractInvoices({ now: later, emails: noEmails })).issued).toBe(0);
    const invoices = await invoicesOf(id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.lines).toHaveLength(2);
    // Gap-free: the counter drew exactly one number.
    const counter = await db().invoiceCounter.findFirst({ where: { series: "INV", year: 2027 } });
    expect(counter?.last).toBe(1);
  });

  it("runs once across instances as a job, and a month without completed visits has no invoice", async () => {
    const withVisits = await monthlyContract();
    const idle = await monthlyContract({ company_name: "Idle Ltd" });
    await complete(withVisits.id, ["2026-12-07"]);
    const clock = () => at("2027-01-01T06:00:00Z");
    const results = await Promise.all([
      runContractInvoicesJob("schedule", { now: clock }),
      runContractInvoicesJob("schedule", { now: clock }),
    ]);
    expect(results.filter((r) => r.status === "succeeded")).toHaveLength(1);
    expect((await runContractInvoicesJob("schedule", { now: clock })).status).toBe("already-ran");
    expect(await invoicesOf(withVisits.id)).toHaveLength(1);
    expect(await invoicesOf(idle.id)).toHaveLength(0);
    const [run] = await db().jobRun.findMany({ where: { job: "contract_invoices" } });
    expect(run!.summary).toBe("1 monthly contract invoice(s) for 2026-12 issued");
  });

  it("picks up a visit of an earlier month completed after that month was invoiced", async () => {
    const { id } = await monthlyContract();
    await complete(id, ["2026-12-07"]);
    await issueMonthlyContractInvoices({ now: at("2027-01-01T06:00:00Z"), emails: noEmails });
    // 21 December's visit is completed only in January: February's run invoices it.
    await complete(id, ["2026-12-21", "2027-01-11"]);
    await issueMonthlyContractInvoices({ now: at("2027-02-01T06:00:00Z"), emails: noEmails });
    const [, january] = await invoicesOf(id);
    expect(january!.period).toBe("2027-01");
    expect(january!.lines.map((line) => line.description)).toEqual([
      expect.stringContaining("Monday 21 December 2026"),
      expect.stringContaining("Monday 11 January 2027"),
    ]);
  });
});

describe("a per visit contract", () => {
  it("gets no monthly invoice", async () => {
    const { id } = await makeContract(created, { invoicing: "per_visit" });
    await complete(id, ["2026-12-07"]);
    const run = await issueMonthlyContractInvoices({
      now: at("2027-01-01T06:00:00Z"),
      emails: noEmails,
    });
    expect(run.issued).toBe(0);
    expect((await invoicesOf(id)).filter((invoice) => invoice.period)).toHaveLength(0);
  });

  it("invoices each visit at its certificate, naming the contract and quoting its purchase order", async () => {
    const { id, number } = await makeContract(created, {
      invoicing: "per_visit",
      purchase_order: "PO-123",
    });
    const [visit] = await visitsOf(id);
    const certificate = await completeVisit(visit!);
    const [invoice] = await invoicesOf(id);
    expect(invoice).toMatchObject({
      contractId: id,
      bookingId: visit!.id,
      reference: visit!.reference,
      period: null,
      purchaseOrder: "PO-123",
    });
    expect(invoice!.lines).toEqual([
      expect.objectContaining({
        bookingId: visit!.id,
        description: `Contract ${number}: visit on Monday 30 November 2026 (booking ${visit!.reference})`,
        unitPricePence: 4000,
      }),
    ]);
    // The certificate names the contract, read through the visit.
    expect(certificate.contractNumber).toBe(number);
    expect((await findCertificate(certificate.number))!.contractNumber).toBe(number);
  });
});
