import "server-only";
import { asDay } from "@/lib/db-day";
import { todayInLondon } from "@/lib/dates";
import {
  isTransferNoteYear,
  transferNotePeriod,
  transferNoteWaste,
  type TransferNoteWaste,
} from "@/lib/contracts/transfer-note";
import { db } from "../db";

// The annual waste transfer notes of the contracts (issue 28): one row per contract and calendar
// year, made when it is first asked for (an upsert on the unique contract and year, so two
// requests at once make one), signed online once by the customer with the name typed, the time
// and the address it was signed from. A signature is never overwritten.

const yearEnd = (year: number) => new Date(`${year}-12-31T00:00:00Z`);
const yearStart = (year: number) => new Date(`${year}-01-01T00:00:00Z`);

/** What the contract page's section shows of a year's note. */
export type TransferNoteState = {
  year: number;
  signedName: string | null;
  /** ISO instant. */
  signedAt: string | null;
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
  const row = await noteRow(contractId, year);
  return { year, signedName: row.signedName, signedAt: row.signedAt?.toISOString() ?? null };
}

export type SignOutcome =
  { status: "signed" | "already-signed"; note: TransferNoteState } | { status: "no-such-year" };

/**
 * Signs the note once: a second signing leaves the first signature as it was. Only a year the
 * contract runs in (from its start's year to this one) has a note.
 */
export async function signTransferNote(
  contractId: string,
  year: number,
  signature: { name: string; ip: string; now: Date },
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
  const { count } = await db().wasteTransferNote.updateMany({
    where: { contractId, year, signedAt: null },
    data: { signedName: signature.name, signedAt: signature.now, signedIp: signature.ip },
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
  containers: number;
  period: { from: string; to: string };
  waste: TransferNoteWaste[];
  signedName: string | null;
  signedAt: string | null;
  signedIp: string | null;
  createdAt: string;
};

/** The note's PDF contents; null for a year the contract does not run in (nothing is made). */
export async function transferNoteDocument(
  contractId: string,
  year: number,
  today: string,
): Promise<TransferNoteDocument | null> {
  const contract = await db().contract.findUnique({ where: { id: contractId } });
  if (!contract || !isTransferNoteYear(year, asDay(contract.startDay), today)) return null;
  const row = await noteRow(contractId, year);
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
    containers: contract.containers,
    period: transferNotePeriod(year, asDay(contract.startDay)),
    waste: transferNoteWaste(hardDrives > 0),
    signedName: row.signedName,
    signedAt: row.signedAt?.toISOString() ?? null,
    signedIp: row.signedIp,
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
