import "server-only";
import { asDate } from "@/lib/shared/db-day";
import { nextDay, parseLondonDateTime, todayInLondon } from "@/lib/shared/dates";
import type { SignedInAccount } from "@/lib/account/account-session";
import { parseCertificateRange } from "@/lib/account/account-documents-rules";
import { certificateAddress } from "@/lib/certificates/certificate-files";
import { toCsv, type CsvColumn } from "@/lib/server/csv-export";
import { db } from "@/lib/server/db";
import { memberCan, membershipOf, siteFilter } from "./organisation-access";
import { sealsText, summaryTotals, type SummaryRange } from "./destruction-summary-rules";
import { summaryTexts as texts } from "./destruction-summary-texts";

// The destruction summary of the signed-in member's organisation: every collection of the
// chosen site (or of every site they may see) in a range of London days whose certificate of
// destruction stands (superseded by none), with its date, weight, seals, certificate number and
// verification link. The account and its membership are read here, and the certificates are
// read through the member's site filter: a site id from the address only narrows it.

export type SummaryRow = {
  /** The London day it was collected (the booked day on certificates from before that was kept). */
  day: string;
  site: string;
  bookingReference: string;
  weightKg: string | null;
  seals: string;
  certificate: string;
  verificationUrl: string;
};

export type DestructionSummary = {
  organisation: string;
  /** The chosen site's name; null for all the member's sites. */
  site: string | null;
  range: SummaryRange;
  rows: SummaryRow[];
  totals: ReturnType<typeof summaryTotals>;
};

export type SummaryAnswer =
  | { status: "signed-out" }
  | { status: "not-found" }
  | { status: "bad-range" }
  | { status: "ok"; summary: DestructionSummary };

/** The summary `query` asks for (site, from, to), as `account` may read it on `today`. */
export async function destructionSummaryFor(
  account: SignedInAccount | null,
  query: { site?: string | null; from?: string | null; to?: string | null },
  today: string,
): Promise<SummaryAnswer> {
  if (!account) return { status: "signed-out" };
  const member = await membershipOf(account);
  if (!member || !memberCan(member, "certificates")) return { status: "not-found" };
  const range = parseCertificateRange({ from: query.from, to: query.to }, today);
  if (!range) return { status: "bad-range" };
  const chosen = query.site?.trim() || null;
  const sites = siteFilter(member, "certificates", chosen);
  return {
    status: "ok",
    summary: {
      organisation: member.organisation.name,
      site: chosen ? (member.sites.find((site) => sites.in.includes(site.id))?.name ?? null) : null,
      range,
      ...(await summaryRows(sites, range)),
    },
  };
}

async function summaryRows(sites: { in: string[] }, range: SummaryRange) {
  const start = parseLondonDateTime(`${range.from}T00:00`)!;
  const end = parseLondonDateTime(`${nextDay(range.to)}T00:00`)!;
  const certificates = await db().certificate.findMany({
    where: {
      supersededBy: { is: null },
      booking: { siteId: sites },
      OR: [
        { collectedAt: { gte: start, lt: end } },
        { collectedAt: null, collectionDay: { gte: asDate(range.from), lte: asDate(range.to) } },
      ],
    },
    select: {
      number: true,
      checkCode: true,
      bookingReference: true,
      collectionDay: true,
      collectedAt: true,
      weightKg: true,
      sealNumbers: true,
      seals: { select: { sealNumber: true }, orderBy: { sealNumber: "asc" } },
      booking: { select: { site: { select: { name: true } } } },
    },
  });
  const rows = certificates
    .map((c): SummaryRow => ({
      day: c.collectedAt
        ? todayInLondon(c.collectedAt)
        : c.collectionDay.toISOString().slice(0, 10),
      site: c.booking.site?.name ?? "",
      bookingReference: c.bookingReference,
      weightKg: c.weightKg?.toFixed(1) ?? null,
      seals: sealsText(
        c.seals.map((seal) => seal.sealNumber),
        c.sealNumbers,
      ),
      certificate: c.number,
      verificationUrl: certificateAddress(c).page,
    }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.certificate.localeCompare(b.certificate));
  return { rows, totals: summaryTotals(rows) };
}

/** The summary's CSV: a row a collection, then the totals. */
export const summaryColumns: CsvColumn<SummaryRow>[] = [
  [texts.columns.day, (row) => row.day],
  [texts.columns.site, (row) => row.site],
  [texts.columns.reference, (row) => row.bookingReference],
  [texts.columns.weight, (row) => row.weightKg],
  [texts.columns.seals, (row) => row.seals],
  [texts.columns.certificate, (row) => row.certificate],
  [texts.columns.link, (row) => row.verificationUrl],
];

/** The summary as CSV: a row a collection, then a Total row (collections, kilograms). */
export function summaryCsv(summary: DestructionSummary): string {
  const total: SummaryRow = {
    day: texts.total,
    site: "",
    bookingReference: texts.collections(summary.totals.collections),
    weightKg: summary.totals.kg,
    seals: "",
    certificate: "",
    verificationUrl: "",
  };
  return toCsv(summaryColumns, [...summary.rows, total]);
}

/**
 * The sites the member may choose in the summary's form; null when the account may not ask for
 * one (no organisation, or a role without certificates), so the form is not shown.
 */
export async function summarySitesOf(
  account: SignedInAccount,
): Promise<{ id: string; name: string }[] | null> {
  const member = await membershipOf(account);
  if (!member || !memberCan(member, "certificates")) return null;
  const visible = siteFilter(member, "certificates").in;
  return member.sites
    .filter((site) => visible.includes(site.id))
    .map(({ id, name }) => ({ id, name }));
}
