import "server-only";
import { paymentMethodLabels } from "@/lib/invoices/invoice-rules";
import { asDate, asDay } from "@/lib/shared/db-day";
import { parseLondonDateTime, todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { siteFilter, type Membership } from "./organisation-access";
import { organisationMoneyTexts as texts } from "./organisation-money-texts";
import {
  buildStatement,
  monthDays,
  type Movement,
  type Statement,
  type StatementMonth,
} from "./statement-rules";

// An organisation's statement of a month (or of several, one page each), read for a member who sees invoices: the documents of
// the sites siteFilter() gives them (narrowed to `site` when asked; another organisation's site
// reads nothing). The month's invoices, credit notes, payments and refunds made are read as rows;
// everything before the month is summed by PostgreSQL by kind for the opening balance, so an
// organisation's years of invoices are never loaded for one month. An invoice or credit note
// counts on its day of issue, a payment on the day it was received, a refund on the day Stripe
// made it (London's calendar); money a duplicate payment took and gave back is not the
// organisation's debt and is left out.

type Sites = { in: string[] };

const siteName = (row: { site: { name: string } | null }) => row.site?.name ?? null;
const site = { select: { name: true } } as const;

async function monthMovements(sites: Sites, start: Date, end: Date, from: string, until: string) {
  const [documents, payments, refunds] = await Promise.all([
    db().invoice.findMany({
      where: { siteId: sites, issuedAt: { gte: start, lt: end } },
      select: {
        kind: true,
        number: true,
        issuedAt: true,
        totalPence: true,
        purchaseOrder: true,
        reference: true,
        credits: { select: { number: true } },
        adjusts: { select: { number: true } },
        site,
      },
    }),
    db().payment.findMany({
      where: { invoice: { siteId: sites }, receivedOn: { gte: asDate(from), lt: asDate(until) } },
      select: {
        method: true,
        amountPence: true,
        receivedOn: true,
        invoice: { select: { number: true, site } },
      },
    }),
    db().refund.findMany({
      where: {
        status: "succeeded",
        payment: { invoice: { siteId: sites } },
        updatedAt: { gte: start, lt: end },
      },
      select: {
        amountPence: true,
        updatedAt: true,
        payment: { select: { invoice: { select: { number: true, site } } } },
      },
    }),
  ]);
  return [
    ...documents.map((row): Movement => ({
      kind: row.kind,
      day: todayInLondon(row.issuedAt),
      number: row.number,
      site: siteName(row),
      detail:
        row.kind === "credit_note"
          ? texts.creditNoteFor(row.credits?.number ?? row.adjusts?.number ?? "")
          : [row.reference, row.purchaseOrder && `PO ${row.purchaseOrder}`]
              .filter(Boolean)
              .join(", "),
      amountPence: row.totalPence,
    })),
    ...payments.map((row): Movement => ({
      kind: "payment",
      day: asDay(row.receivedOn),
      number: row.invoice.number,
      site: siteName(row.invoice),
      detail: paymentMethodLabels[row.method],
      amountPence: row.amountPence,
    })),
    ...refunds.map((row): Movement => ({
      kind: "refund",
      day: todayInLondon(row.updatedAt),
      number: row.payment.invoice.number,
      site: siteName(row.payment.invoice),
      detail: texts.refundDetail,
      amountPence: row.amountPence,
    })),
  ];
}

async function carriedTotals(sites: Sites, start: Date, from: string) {
  const [documents, payments, refunds] = await Promise.all([
    db().invoice.groupBy({
      by: ["kind"],
      where: { siteId: sites, issuedAt: { lt: start } },
      _sum: { totalPence: true },
    }),
    db().payment.aggregate({
      where: { invoice: { siteId: sites }, receivedOn: { lt: asDate(from) } },
      _sum: { amountPence: true },
    }),
    db().refund.aggregate({
      where: {
        status: "succeeded",
        payment: { invoice: { siteId: sites } },
        updatedAt: { lt: start },
      },
      _sum: { amountPence: true },
    }),
  ]);
  const documentTotal = (kind: "invoice" | "credit_note") =>
    documents.find((row) => row.kind === kind)?._sum.totalPence ?? 0;
  return {
    invoice: documentTotal("invoice"),
    credit_note: documentTotal("credit_note"),
    payment: payments._sum.amountPence ?? 0,
    refund: refunds._sum.amountPence ?? 0,
  };
}

/** The member's organisation's statement of `month` (the caller has checked "invoices"). */
export async function organisationStatement(
  member: Membership,
  month: StatementMonth,
  chosenSite?: string | null,
): Promise<Statement> {
  const [statement] = await organisationStatements(member, [month], chosenSite);
  return statement!;
}

/**
 * The statements of consecutive `months` (a year's, one page a month), read at once: the
 * movements of the whole span, and what came before it summed; each month's opening balance is
 * the one before's closing.
 */
export async function organisationStatements(
  member: Membership,
  months: readonly StatementMonth[],
  chosenSite?: string | null,
): Promise<Statement[]> {
  const sites = siteFilter(member, "invoices", chosenSite);
  const { from } = monthDays(months[0]!);
  const { until } = monthDays(months.at(-1)!);
  const start = parseLondonDateTime(`${from}T00:00`)!;
  const end = parseLondonDateTime(`${until}T00:00`)!;
  const [movements, carried] = await Promise.all([
    monthMovements(sites, start, end, from, until),
    carriedTotals(sites, start, from),
  ]);
  return months.map((month) => buildStatement(month, movements, carried));
}
