import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { asDate } from "@/lib/shared/db-day";
import { compareStops } from "@/lib/routes/run-sheet-rules";
import { pointOf } from "./arrival-rules";
import type { LatLng } from "./route-rules";

// A crew's route for 'We are on our way', as Plan route plans it: the day's jobs assigned to one
// crew member (or, for 'Any crew', those assigned to nobody), never a cancelled one, in run order
// (compareStops: the office's order, then postcode district). Each with whether it is recorded yet (a collection,
// or an applied Could not collect that day) and where it is (its own coordinates, or its
// contract's for a contract visit).

type Tx = Prisma.TransactionClient;

const runSelect = {
  id: true,
  reference: true,
  serviceType: true,
  timeSlot: true,
  postcode: true,
  runPosition: true,
  assigneeId: true,
  latitude: true,
  longitude: true,
  contract: { select: { latitude: true, longitude: true } },
  collection: { select: { bookingId: true } },
  crewRecordings: {
    where: { state: "applied", kind: { in: ["collected", "not_collected"] } },
    select: { recordedAt: true },
  },
} as const satisfies Prisma.BookingSelect;

export type RunStop = {
  id: string;
  timeSlot: Prisma.BookingGetPayload<{ select: typeof runSelect }>["timeSlot"];
  assigneeId: string | null;
  point: LatLng | null;
  recorded: boolean;
};

const londonDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** The day's stops of `crewId`'s route (null: the jobs left to any crew), in run order. */
export async function crewRun(tx: Tx, day: string, crewId: string | null): Promise<RunStop[]> {
  const rows = await tx.booking.findMany({
    where: {
      selectedDate: asDate(day),
      status: { not: "cancelled" },
      assigneeId: crewId,
    },
    select: runSelect,
  });
  return rows
    .map((row) => ({
      ...row,
      // compareStops reads a run sheet's stop; these are the fields it orders by.
      customerName: "",
      companyName: null,
      collectionAddress: null,
      customerPhone: null,
      bagQuantity: 0,
      specialRequirements: null,
      contractNumber: null,
    }))
    .sort(compareStops)
    .map((row) => ({
      id: row.id,
      timeSlot: row.timeSlot,
      assigneeId: row.assigneeId,
      point: pointOf(row) ?? (row.contract ? pointOf(row.contract) : null),
      recorded:
        row.collection !== null ||
        row.crewRecordings.some((r) => londonDay.format(r.recordedAt) === day),
    }));
}

/** The first stop after `bookingId` in the run that is not yet recorded, or null. */
export function nextUnrecorded(run: RunStop[], bookingId: string): RunStop | null {
  const at = run.findIndex((stop) => stop.id === bookingId);
  if (at < 0) return null;
  return run.slice(at + 1).find((stop) => !stop.recorded) ?? null;
}
