import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import type { Prisma } from "@/generated/prisma/client";
import {
  CONTRACT_STATUSES,
  CONTRACTS_PER_PAGE,
  type ContractStatus,
  type Frequency,
} from "@/lib/contracts/contract-rules";
import { currentTransferNoteYear } from "@/lib/contracts/transfer-note-rules";
import type { Page } from "@/lib/shared/pagination";
import { db } from "@/lib/server/db";
import { pageOf } from "@/lib/server/paging";
import { owingNote } from "./transfer-notes";

// The office's Contracts tab: contracts newest first, searched (number, company,
// customer, e-mail, postcode) and filtered by status in PostgreSQL, 25 a page, each with the
// frequency of its period today and its next visit.

export const contractStatuses = CONTRACT_STATUSES;
export type ContractFilter = {
  q?: string;
  status?: string;
  /** "unsigned": the contracts whose waste transfer note of this year is not signed. */
  transferNote?: string;
};

/** A postcode is stored normalised ("DH1 3LE"): "dh13le" finds it too. */
function postcodeSpaced(text: string): string {
  const compact = text.replace(/\s+/g, "");
  return /^[a-z]{1,2}\d[a-z\d]?\d[a-z]{2}$/i.test(compact)
    ? `${compact.slice(0, -3)} ${compact.slice(-3)}`
    : text;
}

export function contractWhere(filter: ContractFilter, today: string): Prisma.ContractWhereInput {
  const text = filter.q?.trim();
  const status = CONTRACT_STATUSES.find((s) => s === filter.status);
  const where: Prisma.ContractWhereInput[] = [];
  if (status) where.push({ status });
  // The same contracts as the count the tab and Today show (unsignedTransferNoteCount).
  if (filter.transferNote === "unsigned") where.push(owingNote(Number(today.slice(0, 4))));
  if (text) {
    where.push({
      OR: [
        { number: { contains: text, mode: "insensitive" } },
        { companyName: { contains: text, mode: "insensitive" } },
        { customerName: { contains: text, mode: "insensitive" } },
        { customerEmail: { contains: text, mode: "insensitive" } },
        { postcode: { contains: postcodeSpaced(text), mode: "insensitive" } },
      ],
    });
  }
  return where.length > 0 ? { AND: where } : {};
}

export type ContractRow = {
  id: string;
  number: string;
  companyName: string;
  customerName: string;
  frequency: Frequency;
  nextVisit: string | null;
  status: ContractStatus;
  statusFrom: string | null;
  /** The waste transfer note it owes now (this year's, or its first year's) is signed. */
  noteSigned: boolean;
};

/** Contracts newest first; the number breaks a tie. */
export const contractsNewestFirst = [
  { createdAt: "desc" },
  { number: "desc" },
] as const satisfies Prisma.ContractOrderByWithRelationInput[];

/** A contract's next visit still to come, not cancelled: read as its `visits` (nextVisitDay). */
export const nextVisitOf = (today: string) =>
  ({
    where: { selectedDate: { gte: asDate(today) }, status: { not: "cancelled" } },
    orderBy: { selectedDate: "asc" },
    take: 1,
    select: { selectedDate: true },
  }) satisfies Prisma.Contract$visitsArgs;

/** The day of the next visit nextVisitOf read; null when none is planned. */
export const nextVisitDay = (visits: { selectedDate: Date }[]) =>
  visits[0] ? asDay(visits[0].selectedDate) : null;

/** The period that applies today: the latest started, or the first while none has. */
function frequencyOn(periods: { fromDay: Date; frequency: Frequency }[], today: string) {
  const started = periods.filter((p) => asDay(p.fromDay) <= today);
  return (started.at(-1) ?? periods[0])!.frequency;
}

/** The Contracts tab: 25 a page, newest first. */
export function contractsPage(
  filter: ContractFilter,
  page: number,
  today: string,
): Promise<Page<ContractRow>> {
  const where = contractWhere(filter, today);
  return pageOf(
    page,
    () => db().contract.count({ where }),
    async (skip, take) =>
      (
        await db().contract.findMany({
          where,
          orderBy: [...contractsNewestFirst],
          skip,
          take,
          select: {
            id: true,
            number: true,
            companyName: true,
            customerName: true,
            status: true,
            statusFrom: true,
            periods: { orderBy: { fromDay: "asc" }, select: { fromDay: true, frequency: true } },
            visits: nextVisitOf(today),
            startDay: true,
            transferNotes: { where: { signedAt: { not: null } }, select: { year: true } },
          },
        })
      ).map((row) => ({
        id: row.id,
        number: row.number,
        companyName: row.companyName,
        customerName: row.customerName,
        frequency: frequencyOn(row.periods, today),
        nextVisit: nextVisitDay(row.visits),
        status: row.status,
        statusFrom: row.statusFrom ? asDay(row.statusFrom) : null,
        noteSigned: row.transferNotes.some(
          (note) => note.year === currentTransferNoteYear(asDay(row.startDay), today),
        ),
      })),
    CONTRACTS_PER_PAGE,
  );
}
