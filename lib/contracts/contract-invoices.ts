import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import type { Prisma } from "@/generated/prisma/client";
import { previousMonthOf } from "@/lib/contracts/monthly-invoicing";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { lockContract } from "@/lib/contracts/visits";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { bookingInvoiceCustomer, contractVisitLine } from "@/lib/invoices/invoice-job-lines";
import { issueInvoice, type InvoiceEmails } from "@/lib/invoices/invoices";
import type { InvoiceRecord } from "@/lib/invoices/invoice-record";

// 'Monthly in arrears': one invoice per contract and month, for the visits completed
// (certificate issued) in that month or before and not yet on any invoice line, one line each.
// The contract's row lock and the unique (contract, kind, period) make it once, however many
// instances or reruns issue it; a contract that fails is left without its month's invoice, so the
// next run tries it again. A month without such visits has no invoice.

type Tx = Prisma.TransactionClient;

/** A visit is invoiced once it is complete: destroyed, its certificate issued. */
const COMPLETED = ["destroyed", "certificate_issued"] as const;

/**
 * The month's invoice of one contract, issued in `tx` unless it exists or there is nothing to
 * invoice. Takes the contract's row lock.
 */
export async function issueContractInvoice(
  tx: Tx,
  input: { contractId: string; period: string; lastDay: string; now: Date; emails: InvoiceEmails },
): Promise<InvoiceRecord | null> {
  const contract = await lockContract(tx, input.contractId);
  if (!contract || contract.invoicing !== "monthly_in_arrears") return null;
  const issued = await tx.invoice.findFirst({
    where: { contractId: contract.id, kind: "invoice", period: input.period },
    select: { id: true },
  });
  if (issued) return null;
  const visits = await tx.booking.findMany({
    where: {
      contractId: contract.id,
      status: { in: [...COMPLETED] },
      selectedDate: { lte: asDate(input.lastDay) },
      invoiceLines: { none: {} },
    },
    orderBy: [{ selectedDate: "asc" }, { reference: "asc" }],
    select: { id: true, reference: true, selectedDate: true, subtotalPence: true },
  });
  if (visits.length === 0) return null;
  const days = visits.map((visit) => asDay(visit.selectedDate));
  return issueInvoice(tx, {
    customer: bookingInvoiceCustomer({
      customerName: contract.customerName,
      companyName: contract.companyName,
      customerEmail: contract.customerEmail,
      collectionAddress: contract.siteAddress,
      postcode: contract.postcode,
      purchaseOrder: contract.purchaseOrder,
    }),
    lines: visits.map((visit, index) =>
      contractVisitLine(contract, { ...visit, day: days[index]! }),
    ),
    reference: contract.number,
    contractId: contract.id,
    period: input.period,
    // The time of supply: the last visit it covers.
    supplyDay: days.at(-1)!,
    actor: { kind: "system" },
    now: input.now,
    emails: input.emails,
  });
}

export type MonthlyInvoicesReport = {
  period: string;
  contracts: number;
  issued: number;
  numbers: string[];
  failed: { contract: string; error: string }[];
};

/**
 * The daily run: every monthly contract's invoice for the month before London's today, each in
 * its own transaction. A failure is reported and left for the next run; the others go on.
 */
export async function issueMonthlyContractInvoices({
  now = new Date(),
  emails = invoiceEmails,
}: { now?: Date; emails?: InvoiceEmails } = {}): Promise<MonthlyInvoicesReport> {
  const { period, last } = previousMonthOf(todayInLondon(now));
  const contracts = await db().contract.findMany({
    where: {
      invoicing: "monthly_in_arrears",
      // A month already invoiced is not read again.
      invoices: { none: { kind: "invoice", period } },
      visits: { some: { status: { in: [...COMPLETED] }, invoiceLines: { none: {} } } },
    },
    orderBy: { number: "asc" },
    select: { id: true, number: true },
  });
  const report: MonthlyInvoicesReport = {
    period,
    contracts: contracts.length,
    issued: 0,
    numbers: [],
    failed: [],
  };
  for (const contract of contracts) {
    try {
      const invoice = await db().$transaction(
        (tx) =>
          issueContractInvoice(tx, {
            contractId: contract.id,
            period,
            lastDay: last,
            now,
            emails,
          }),
        { timeout: 30_000, maxWait: 15_000 },
      );
      if (invoice) {
        report.issued++;
        report.numbers.push(invoice.number);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[contract invoices] ${contract.number} failed:`, message);
      report.failed.push({ contract: contract.number, error: message.slice(0, 500) });
    }
  }
  return report;
}
