import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { asDate } from "@/lib/shared/db-day";
import type { ContractService } from "@/lib/contracts/contract-rules";
import { crewName } from "@/lib/shared/staff-name";
import type { RunSheetStop } from "@/lib/routes/run-sheet-rules";
import { db } from "@/lib/server/db";
import { visitsNeedingSignedNote } from "@/lib/contracts/transfer-notes";
import { compareStops } from "@/lib/routes/run-sheet-rules";
import { readRouteSettings } from "@/lib/routes/route-settings";
import { runArrivals } from "@/lib/routes/run-arrival-rules";

// The day's jobs for its run sheet: one-off bookings and contract visits on the day,
// whatever their status but cancelled, with what a crew needs at the door and the contract's number,
// and whether the visit must not go ahead without the waste transfer note signed; the
// office's run position and the crew member it is assigned to; each stop's estimated arrival in
// the current run order (lib/routes/run-arrival-rules.ts: each crew's route timed from 8:00).

/** Where a job is, for its estimated arrival (lib/routes/run-arrival-rules.ts). */
export const locationSelect = {
  id: true,
  latitude: true,
  longitude: true,
  locatedPostcode: true,
} as const satisfies Prisma.BookingSelect;

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
  const [rows, unsigned, settings] = await Promise.all([
    db().booking.findMany({
      where: { selectedDate: asDate(day), status: { not: "cancelled" } },
      select: { ...stopSelect, ...locationSelect },
    }),
    visitsNeedingSignedNote(day),
    readRouteSettings(),
  ]);
  const stops = rows.map(asStop).sort(compareStops);
  const arrivals = runArrivals(stops, settings);
  return stops.map(({ id, latitude: _lat, longitude: _lng, locatedPostcode: _at, ...stop }) => ({
    ...stop,
    transferNoteUnsigned: unsigned.has(stop.reference),
    arrival: arrivals.get(id) ?? null,
  }));
}
