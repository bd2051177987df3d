import "server-only";
import { BOOKING_STATUSES, statusLabels, type BookingStatus } from "@/lib/bookings/lifecycle-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { DEMO_EMAIL_DOMAIN } from "@/lib/demo/demo-texts";
import {
  INVOICE_STATUSES,
  invoiceStatusLabels,
  type InvoiceStatus,
} from "@/lib/invoices/invoice-rules";
import { invoiceInclude, invoiceRecord } from "@/lib/invoices/invoice-record";
import { db } from "@/lib/server/db";

// What the demo made, counted on its own rows only (known by the customers' e-mail
// domain), so the count is right whatever else the database holds.

const demoEmail = { endsWith: `@${DEMO_EMAIL_DOMAIN}` };

export type DemoSummary = {
  bookings: Record<BookingStatus, number>;
  contractVisits: number;
  certificates: number;
  invoices: Record<InvoiceStatus, number>;
  paidByCard: number;
  paidOnAccount: number;
  creditNotes: number;
  contracts: number;
  unsignedTransferNotes: number;
  enquiries: { quote: number; contact: number };
  closedDays: number;
  failedEmails: number;
};

/** Does the database hold the demo's rows already? */
export async function isDemoFilled(): Promise<boolean> {
  return (await db().booking.count({ where: { customerEmail: demoEmail }, take: 1 })) > 0;
}

export async function demoSummary(now: Date = new Date()): Promise<DemoSummary> {
  const today = todayInLondon(now);
  const [statuses, contractVisits, certificates, invoiceRows, contracts, notes, enquiries] =
    await Promise.all([
      db().booking.groupBy({
        by: ["status"],
        where: { customerEmail: demoEmail },
        _count: { _all: true },
      }),
      db().booking.count({ where: { customerEmail: demoEmail, contractId: { not: null } } }),
      db().certificate.count({ where: { booking: { customerEmail: demoEmail } } }),
      db().invoice.findMany({ where: { customerEmail: demoEmail }, include: invoiceInclude }),
      db().contract.count({ where: { customerEmail: demoEmail } }),
      db().wasteTransferNote.count({
        where: { contract: { customerEmail: demoEmail }, signedAt: null },
      }),
      db().enquiry.groupBy({ by: ["kind"], where: { email: demoEmail }, _count: { _all: true } }),
    ]);
  const bookings = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Record<
    BookingStatus,
    number
  >;
  for (const row of statuses) bookings[row.status] = row._count._all;
  const invoices = Object.fromEntries(INVOICE_STATUSES.map((s) => [s, 0])) as Record<
    InvoiceStatus,
    number
  >;
  let paidByCard = 0;
  let paidOnAccount = 0;
  let creditNotes = 0;
  for (const row of invoiceRows) {
    const invoice = invoiceRecord(row, today);
    if (invoice.kind === "credit_note") {
      creditNotes++;
      continue;
    }
    invoices[invoice.status]++;
    if (invoice.status !== "paid") continue;
    if (invoice.payment?.method === "card") paidByCard++;
    else paidOnAccount++;
  }
  const [closedDays, failedEmails] = await Promise.all([
    db().closedDate.count({ where: { createdBy: demoEmail } }),
    db().outboxEmail.count({ where: { status: "failed", toAddress: demoEmail } }),
  ]);
  const count = (kind: "quote" | "contact") =>
    enquiries.find((row) => row.kind === kind)?._count._all ?? 0;
  return {
    bookings,
    contractVisits,
    certificates,
    invoices,
    paidByCard,
    paidOnAccount,
    creditNotes,
    contracts,
    unsignedTransferNotes: notes,
    enquiries: { quote: count("quote"), contact: count("contact") },
    closedDays,
    failedEmails,
  };
}

/** The summary as the script prints it, a line per kind of row. */
export function summaryLines(summary: DemoSummary): string[] {
  const total = Object.values(summary.bookings).reduce((sum, n) => sum + n, 0);
  const list = (entries: [string, number][]) =>
    entries
      .filter(([, n]) => n > 0)
      .map(([label, n]) => `${n} ${label.toLowerCase()}`)
      .join(", ");
  return [
    `Jobs: ${total} (${summary.contractVisits} contract visits): ` +
      list(BOOKING_STATUSES.map((s) => [statusLabels[s], summary.bookings[s]])),
    `Certificates: ${summary.certificates}`,
    `Invoices: ` +
      list(INVOICE_STATUSES.map((s) => [invoiceStatusLabels[s], summary.invoices[s]])) +
      ` (paid by card ${summary.paidByCard}, on account ${summary.paidOnAccount}); ` +
      `credit notes: ${summary.creditNotes}`,
    `Contracts: ${summary.contracts} (${summary.unsignedTransferNotes} unsigned waste transfer note)`,
    `Enquiries: ${summary.enquiries.quote} quote, ${summary.enquiries.contact} contact`,
    `Closed days: ${summary.closedDays}; failed e-mails: ${summary.failedEmails}`,
  ];
}
