import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { asDate } from "@/lib/shared/db-day";
import type { ContractService } from "@/lib/contracts/contract-rules";
import { crewName } from "@/lib/crew/assignment";
import type { RunSheetStop } from "@/lib/office/run-sheet-rules";
import { db } from "@/lib/server/db";
import { visitsNeedingSignedNote } from "@/lib/contracts/transfer-notes";

// The day's jobs for its run sheet: one-off bookings and contract visits on the day,
// whatever their status but cancelled, with what a crew needs at the door and the contract's number,
// and whether the visit must not go ahead without the waste transfer note signed; the
// office's run position and the crew member it is assigned to.

/** What a stop needs from its booking; Today and the Schedule board select it too. */
export const stopSelect = {
  reference: true,
  serviceType: true,
  timeSlot: true,
  customerName: true,
  companyName: true,
  collectionAddress: true,
  postcode: true,
  customerPhone: true,
  bagQuantity: true,
  specialRequirements: true,
  contract: { select: { number: true, service: true } },
  runPosition: true,
  assignee: { select: { id: true, name: true, email: true } },
} as const satisfies Prisma.BookingSelect;

type Assignee = { id: string; name: string | null; email: string };

/**
 * A selected booking as a stop: its contract's number and service in place of the contract, its
 * assignee's id and name in place of the assignee.
 */
export function asStop<
  T extends {
    contract: { number: string; service: ContractService } | null;
    assignee: Assignee | null;
  },
>({
  contract,
  assignee,
  ...row
}: T): Omit<T, "contract" | "assignee"> & {
  contractNumber: string | null;
  contractService: ContractService | null;
  assigneeId: string | null;
  crew: string | null;
} {
  return {
    ...row,
    contractNumber: contract?.number ?? null,
    contractService: contract?.service ?? null,
    assigneeId: assignee?.id ?? null,
    crew: assignee ? crewName(assignee) : null,
  };
}

export async function runSheetStops(day: string): Promise<RunSheetStop[]> {
  const [rows, unsigned] = await Promise.all([
    db().booking.findMany({
      where: { selectedDate: asDate(day), status: { not: "cancelled" } },
      select: stopSelect,
    }),
    visitsNeedingSignedNote(day),
  ]);
  return rows.map(asStop).map((stop) => ({
    ...stop,
    transferNoteUnsigned: unsigned.has(stop.reference),
  }));
}
