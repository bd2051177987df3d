import { isWorkingDay, nextDay, parseLondonDateTime, previousDay } from "@/lib/shared/dates";

// The demo's fortnight is laid out around London's today, never on fixed dates: the
// working days before it, the working days after it, and times of day on London's clock.

/** The `count` working days before `today`, oldest first. */
export function workingDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  for (let day = previousDay(today); days.length < count; day = previousDay(day)) {
    if (isWorkingDay(day)) days.unshift(day);
  }
  return days;
}

/** The `count` working days after `today`, soonest first. */
export function workingDaysAfter(today: string, count: number): string[] {
  const days: string[] = [];
  for (let day = nextDay(today); days.length < count; day = nextDay(day)) {
    if (isWorkingDay(day)) days.push(day);
  }
  return days;
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant of `time` ("09:30") on `day`, on London's clock. */
export function londonTime(day: string, time: string): Date {
  const instant = parseLondonDateTime(`${day}T${time}`);
  if (!instant) throw new Error(`Not a London time: ${day} ${time}`);
  return instant;
}

/** The earlier of two instants. */
export const earlier = (a: Date, b: Date): Date => (a < b ? a : b);
