import { addDays } from "date-fns";
import { dayOfWeek, fromIsoDay, isIsoDay, toIsoDay } from "@/lib/shared/dates";

// The Schedule board's week: Monday to Friday of a London calendar day, the weeks
// either side, and the `?week=yyyy-mm-dd` the board's links carry (any day of a week stands for
// its Monday; anything else is this week). Pure: London's today is passed in.

const shift = (day: string, days: number) => toIsoDay(addDays(fromIsoDay(day), days));

/** The Monday of the week holding `day` (a Sunday belongs to the week before it). */
export function mondayOf(day: string): string {
  return shift(day, -((dayOfWeek(day) + 6) % 7));
}

/** The week's working days, Monday to Friday. */
export function weekDays(monday: string): string[] {
  return [0, 1, 2, 3, 4].map((offset) => shift(monday, offset));
}

export const previousWeek = (monday: string) => shift(mondayOf(monday), -7);
export const nextWeek = (monday: string) => shift(mondayOf(monday), 7);

/** The Monday a board's `?week=` names, or this week's Monday when it names no real day. */
export function parseWeek(param: string | string[] | undefined, today: string): string {
  const value = typeof param === "string" ? param.trim() : "";
  return mondayOf(isIsoDay(value) ? value : today);
}

/** Which of the week's five days the phone's board opens on: today in this week, else Monday. */
export function openingDayIndex(monday: string, today: string): number {
  const index = weekDays(monday).indexOf(today);
  return index === -1 ? 0 : index;
}
