import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import { addDays } from "date-fns";
import { contractIcs } from "@/lib/contracts/calendar";
import { stopCovers } from "@/lib/contracts/contract-stop";
import { contractServiceLabels, type ContractService } from "@/lib/contracts/contract-rules";
import { scheduledVisits } from "@/lib/contracts/schedule";
import { fromIsoDay, previousDay, toIsoDay } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import type { OpenContract } from "./contract-page";
import { db } from "@/lib/server/db";
import { exceptionsOf, periodsOf, stopOf } from "./visits";

// The contract's .ics (GET /contracts/{token}/calendar.ics): its schedule, skips and moves from
// the rows, and the days its visits fall on read as the daily job reads them (bank holidays and
// the office's closed days move a visit to the next working day) a year ahead.

/** Visits moved off their planned day are listed this far ahead (the rule goes on beyond). */
const MOVES_LISTED_DAYS = 366;

export async function contractCalendarFile(contract: OpenContract, today: string): Promise<string> {
  const periods = periodsOf(contract);
  const start = asDay(contract.startDay);
  const until = toIsoDay(addDays(fromIsoDay(today), MOVES_LISTED_DAYS));
  // The end, or a pause until resumed, ends the series; a pause to a last day leaves its visits out.
  const stop = stopOf(contract, today);
  const lastDay = stop && stop.until === null ? previousDay(stop.from) : null;
  const [closed, extras] = await Promise.all([
    db().closedDate.findMany({
      where: { day: { gte: asDate(start), lte: asDate(until) } },
      select: { day: true },
    }),
    db().booking.findMany({
      where: { contractId: contract.id, visitKind: "extra", status: { not: "cancelled" } },
      orderBy: { selectedDate: "asc" },
      select: { id: true, selectedDate: true },
    }),
  ]);
  const closedDays = new Set(closed.map((row) => asDay(row.day)));
  const exceptions = exceptionsOf(contract);
  const visits = scheduledVisits(periods, start, lastDay && lastDay < until ? lastDay : until, {
    exceptions,
    isClosed: (day) => closedDays.has(day),
  });
  const service = contractServiceLabels[contract.service as ContractService];
  return contractIcs({
    id: contract.id,
    number: contract.number,
    title: `${service} - ${site.name} (${contract.number})`,
    description: `Contract ${contract.number}: ${contract.containers} container(s). Questions: ${site.phone.display}`,
    location: `${contract.siteAddress}, ${contract.postcode}`,
    sequence: contract.calendarSequence,
    periods,
    lastDay,
    skipped: [
      ...exceptions.filter((e) => e.kind === "skipped").map((e) => e.originalDay),
      ...visits.filter((v) => stopCovers(stop, v.day)).map((v) => v.originalDay),
    ],
    moved: visits.filter((v) => v.day !== v.originalDay && !stopCovers(stop, v.day)),
    extras: extras.map((row) => ({ id: row.id, day: asDay(row.selectedDate) })),
  });
}
