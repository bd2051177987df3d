import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import { todayInLondon } from "@/lib/shared/dates";
import type { ContractService, Frequency } from "@/lib/contracts/contract-rules";
import {
  isTransferNoteYear,
  transferNotePeriod,
  transferNoteWaste,
  visitNeedsSignedNote,
  type TransferNoteWaste,
} from "@/lib/contracts/transfer-note-rules";
import { db } from "@/lib/server/db";

// The annual waste transfer notes of the contracts: one row per contract and calendar
// year, made when it is first asked for (an upsert on the unique contract and year, so two
// requests at once make one), signed online once by the customer with the name typed, the time
// and the address it was signed from, the producer's SIC code (which corrects the contract's) and
// the waste hierarchy declaration. A signature is never overwritten.

const yearEnd = (year: number) => new Date(`${year}-12-31T00:00:00Z`);
const yearStart = (year: number) => new Date(`${year}-01-01T00:00:00Z`);

/** What the contract page's section shows of a year's note. */
export type TransferNoteState = {
  year: number;
  signedName: string | null;
  /** ISO instant. */
  signedAt: string | null;
  /** The SIC code the note was signed with; before signing, the contract's (null if unknown). */
  sicCode: string | null;
};

async function noteRow(contractId: string, year: number) {
  return db().wasteTransferNote.upsert({
    where: { contractId_year: { contractId, year } },
    create: { contractId, year },
    update: {},
  });
}

/** The contract's note of `year` (made now if it was not yet), as its section shows it. */
export async function transferNoteOf(contractId: string, year: number): Promise<TransferNoteState> {
  const [row, contract] = await Promise.all([
    noteRow(contractId, year),
    db().contract.findUnique({ where: { id: contractId }, select: { sicCode: true } }),
  ]);
  return {
    year,
    signedName: row.signedName,
    signedAt: row.signedAt?.toISOString() ?? null,
    sicCode: row.signedAt ? row.sicCode : (contract?.sicCode ?? null),
  };
}

export type SignOutcome =
  { status: "signed" | "already-signed"; note: TransferNoteState } | { status: "no-such-year" };

/**
 * Signs the note once: a second signing leaves the first signature as it was. Only a year the
 * contract runs in (from its start's year to this one) has a note. The signature carries the
 * customer's SIC code (stored on the contract too, so a corrected code is next year's) and their
 * waste hierarchy declaration (the schema refuses a signature without it).
 */
export async function signTransferNote(
  contractId: string,
  year: number,
  signature: { name: string; sicCode: string; hierarchyDeclared: boolean; ip: string; now: Date },
): Promise<SignOutcome> {
  const contract = await db().contract.findUnique({
    where: { id: contractId },
    select: { startDay: true },
  });
  if (
    !contract ||
    !isTransferNoteYear(year, asDay(contract.startDay), todayInLondon(signature.now))
  )
    return { status: "no-such-year" };
  await noteRow(contractId, year);
  const count = await db().$transaction(async (tx) => {
    const signed = await tx.wasteTransferNote.updateMany({
      where: { contractId, year, signedAt: null },
      data: {
        signedName: signature.name,
        signedAt: signature.now,
        signedIp: signature.ip,
        sicCode: signature.sicCode,
        hierarchyDeclared: signature.hierarchyDeclared,
      },
    });
    if (signed.count === 1)
      await tx.contract.update({ where: { id: contractId }, data: { sicCode: signature.sicCode } });
    return signed.count;
  });
  return {
    status: count === 1 ? "signed" : "already-signed",
    note: await transferNoteOf(contractId, year),
  };
}

/** Everything the note's PDF states. */
export type TransferNoteDocument = {
  year: number;
  contractNumber: string;
  customerName: string;
  companyName: string;
  siteAddress: string;
  postcode: string;
  /** The signed note's SIC code; before signing, the contract's (null when not known yet). */
  sicCode: string | null;
  service: ContractService;
  containers: number;
  /** The frequency in force in the period (on today, or the period's nearest day to it). */
  frequency: Frequency;
  period: { from: string; to: string };
  waste: TransferNoteWaste[];
  signedName: string | null;
  signedAt: string | null;
  signedIp: string | null;
  hierarchyDeclared: boolean;
  createdAt: string;
};

/** The day of `period` nearest to `today`: today inside it, else its first or last day. */
const nearest = (period: { from: string; to: string }, today: string) =>
  today < period.from ? period.from : today > period.to ? period.to : today;

/** The note's PDF contents; null for a year the contract does not run in (nothing is made). */
export async function transferNoteDocument(
  contractId: string,
  year: number,
  today: string,
): Promise<TransferNoteDocument | null> {
  const contract = await db().contract.findUnique({
    where: { id: contractId },
    include: { periods: { orderBy: { fromDay: "asc" } } },
  });
  if (!contract || !isTransferNoteYear(year, asDay(contract.startDay), today)) return null;
  const row = await noteRow(contractId, year);
  const period = transferNotePeriod(year, asDay(contract.startDay));
  const inForce = nearest(period, today);
  const rule =
    contract.periods.filter((p) => asDay(p.fromDay) <= inForce).at(-1) ?? contract.periods[0]!;
  // Hard drives are described when a visit of that year was destroyed as hard drives.
  const hardDrives = await db().jobDestruction.count({
    where: {
      method: "hard_drive",
      booking: {
        contractId,
        selectedDate: { gte: yearStart(year), lte: yearEnd(year) },
      },
    },
  });
  return {
    year,
    contractNumber: contract.number,
    customerName: contract.customerName,
    companyName: contract.companyName,
    siteAddress: contract.siteAddress,
    postcode: contract.postcode,
    sicCode: row.signedAt ? row.sicCode : contract.sicCode,
    service: contract.service,
    containers: contract.containers,
    frequency: rule.frequency,
    period,
    waste: transferNoteWaste(hardDrives > 0),
    signedName: row.signedName,
    signedAt: row.signedAt?.toISOString() ?? null,
    signedIp: row.signedIp,
    hierarchyDeclared: row.hierarchyDeclared,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Contracts that owe a note for `year`: running in it, and with no signed note for it. */
export const owingNote = (year: number) => ({
  startDay: { lte: yearEnd(year) },
  NOT: { status: "ended" as const, statusFrom: { lte: yearStart(year) } },
  transferNotes: { none: { year, signedAt: { not: null } } },
});

/** How many contracts' notes of `year` are not signed (the office's flag). */
export function unsignedTransferNoteCount(year: number): Promise<number> {
  return db().contract.count({ where: owingNote(year) });
}

/** The contracts whose note of `year` is not signed, by number. */
export function contractsWithUnsignedNote(
  year: number,
): Promise<{ id: string; number: string; companyName: string }[]> {
  return db().contract.findMany({
    where: owingNote(year),
    orderBy: { number: "asc" },
    select: { id: true, number: true, companyName: true },
  });
}

/**
 * The references of `day`'s contract visits the crew must see as "Waste transfer note unsigned":
 * each the first visit (not cancelled) of its contract in the period of its note, whose note of
 * that year is not signed (lib/contracts/transfer-note-rules.ts, visitNeedsSignedNote). Three queries
 * for the whole day, whatever its number of stops.
 */
export async function visitsNeedingSignedNote(day: string): Promise<Set<string>> {
  const year = Number(day.slice(0, 4));
  const visits = await db().booking.findMany({
    where: { selectedDate: asDate(day), status: { not: "cancelled" }, contractId: { not: null } },
    select: { reference: true, contractId: true },
  });
  const contractIds = [...new Set(visits.map((visit) => visit.contractId!))];
  if (contractIds.length === 0) return new Set();
  const [signed, firsts] = await Promise.all([
    db().wasteTransferNote.findMany({
      where: { contractId: { in: contractIds }, year, signedAt: { not: null } },
      select: { contractId: true },
    }),
    // A contract has no visit before its start, so its visits of the year are those of its period.
    db().booking.groupBy({
      by: ["contractId"],
      where: {
        contractId: { in: contractIds },
        status: { not: "cancelled" },
        selectedDate: { gte: yearStart(year), lte: yearEnd(year) },
      },
      _min: { selectedDate: true },
    }),
  ]);
  const signedContracts = new Set(signed.map((note) => note.contractId));
  const firstDay = new Map(
    firsts.map((row) => [
      row.contractId!,
      row._min.selectedDate ? asDay(row._min.selectedDate) : null,
    ]),
  );
  return new Set(
    visits
      .filter((visit) =>
        visitNeedsSignedNote({
          day,
          firstVisitDayOfPeriod: firstDay.get(visit.contractId!) ?? null,
          noteSigned: signedContracts.has(visit.contractId!),
        }),
      )
      .map((visit) => visit.reference),
  );
}
