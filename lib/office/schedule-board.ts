import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import type { BookingStatus } from "@/lib/bookings/lifecycle-rules";
import { SERVICE_TYPES, type ServiceType, type TimeSlot } from "@/lib/shared/booking-options";
import { checkCoverage } from "@/lib/content/postcode-coverage";
import { compareStops, whatToCollect } from "@/lib/routes/run-sheet-rules";
import { jobServiceLabel } from "@/lib/office/schedule-texts";
import { weekDays } from "@/lib/office/schedule-week";
import { db } from "@/lib/server/db";
import { readCapacity, takesPlace } from "@/lib/bookings/capacity";
import { asStop, stopSelect } from "@/lib/routes/run-sheet";

// The Schedule board's week: for Monday to Friday, each day's jobs (one-off bookings
// and contract visits, not cancelled) in the day's run order (the office's Move up /
// Move down, then the run sheet's district order), each with its crew (Assign to), the capacity each service uses
// (counted with the booking check's own rule, `takesPlace`) against its limit, or the day's
// closure and its reason. Three queries for the whole week: the jobs are every booking that
// takes a place, so each service's use is the count of its jobs.

export type BoardJob = {
  id: string;
  reference: string;
  /** The contract's number when the job is a contract visit. */
  contractNumber: string | null;
  /** The company, or the customer's name when there is none. */
  name: string;
  /** The covered town of the postcode, or its district outside the area; null without one. */
  town: string | null;
  serviceType: ServiceType;
  /** What the job is: the contract's own service for a visit ("Console emptying"). */
  service: string;
  timeSlot: TimeSlot;
  /** As the crew's run sheet says it: '2 bags or boxes', '3 lockable consoles/containers (...)'. */
  quantity: string;
  bagQuantity: number;
  status: BookingStatus;
  /** The crew member the office assigned the job to; null: any crew. */
  assigneeId: string | null;
  /** That crew member's name; null: any crew. */
  crew: string | null;
};

export type BoardCapacity = { service: ServiceType; used: number; limit: number };

export type BoardDay = {
  day: string;
  /** The office's reason when the day is closed (no capacity then). */
  closedReason: string | null;
  capacity: BoardCapacity[];
  jobs: BoardJob[];
};

/** Where a job is: the covered town of its postcode, or the postcode's district. */
export function townOf(postcode: string | null): string | null {
  if (!postcode) return null;
  const coverage = checkCoverage(postcode);
  if (coverage.status === "covered") return coverage.town.name;
  return coverage.status === "outside" ? coverage.district : null;
}

/** The board of the week starting `monday`. */
export async function scheduleBoard(monday: string): Promise<BoardDay[]> {
  const days = weekDays(monday);
  const range = { gte: asDate(days[0]!), lte: asDate(days.at(-1)!) };
  const [capacity, closed, rows] = await Promise.all([
    readCapacity(),
    db().closedDate.findMany({ where: { day: range } }),
    db().booking.findMany({
      where: { selectedDate: range, ...takesPlace },
      select: {
        ...stopSelect,
        id: true,
        selectedDate: true,
        status: true,
      },
    }),
  ]);
  const reasons = new Map(closed.map((row) => [asDay(row.day), row.reason]));
  return days.map((day) => {
    const closedReason = reasons.get(day) ?? null;
    const stops = rows
      .filter((row) => asDay(row.selectedDate) === day)
      .map(asStop)
      .sort(compareStops);
    return {
      day,
      closedReason,
      capacity:
        closedReason === null
          ? SERVICE_TYPES.map((service) => ({
              service,
              used: stops.filter((stop) => stop.serviceType === service).length,
              limit: capacity[service],
            }))
          : [],
      jobs: stops.map((stop) => ({
        id: stop.id,
        reference: stop.reference,
        contractNumber: stop.contractNumber,
        name: stop.companyName || stop.customerName,
        town: townOf(stop.postcode),
        serviceType: stop.serviceType,
        service: jobServiceLabel(stop.serviceType, stop.contractService),
        timeSlot: stop.timeSlot,
        quantity: whatToCollect(stop),
        bagQuantity: stop.bagQuantity,
        status: stop.status,
        assigneeId: stop.assigneeId,
        crew: stop.crew,
      })),
    };
  });
}
