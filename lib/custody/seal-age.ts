import { differenceInCalendarDays } from "date-fns";
import {
  fromIsoDay,
  parseLondonDateTime,
  todayInLondon,
  workingDayBefore,
} from "@/lib/shared/dates";

// How long a collected seal has waited for the shredder, in London's calendar. A seal
// is due at the facility by the end of the first working day after the day it was collected, so
// it is overdue once that day has ended: collected on a Friday, due by Monday's end, overdue from
// Tuesday; collected on the Thursday before Easter (Good Friday and Easter Monday are bank
// holidays), due by Tuesday's end, overdue from Wednesday. Weekends and England and Wales bank
// holidays are never working days (lib/shared/dates.ts).

/**
 * The instant before which a seal still collected on `today` (London) is overdue: the start of
 * the last working day before today. A seal collected before it has had a whole working day after
 * its collection day go by without being destroyed; one collected on that day or since has not.
 */
export function overdueCutoff(today: string): Date {
  return parseLondonDateTime(`${workingDayBefore(today)}T00:00`)!;
}

/** Is a seal collected at `collectedAt` and not yet destroyed overdue at `now`? */
export function isOverdue(collectedAt: Date, now: Date = new Date()): boolean {
  return collectedAt < overdueCutoff(todayInLondon(now));
}

/** Calendar days from the London day of `collectedAt` to `today`: 0 for a seal collected today. */
export function sealAgeDays(collectedAt: Date, today: string): number {
  return Math.max(
    0,
    differenceInCalendarDays(fromIsoDay(today), fromIsoDay(todayInLondon(collectedAt))),
  );
}
