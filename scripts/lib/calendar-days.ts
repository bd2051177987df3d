import { easterSunday } from "../../lib/shared/bank-holidays.ts";
import { nextDay, parseLondonDateTime } from "../../lib/shared/dates.ts";

// The clocks `npm run test:calendar` runs the suite at, worked out from today so the list never
// runs out: each day of the coming week (a Saturday and a Sunday among them), the next Christmas
// Day and Easter Monday (bank holidays), and 23:30 on the last day of this month (London), when
// "today" and "tomorrow" are about to move on and UTC is already in the next month in summer.

export type CalendarRun = { label: string; at: Date };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** A time on London's clock on `day`: inside a working day's office hours. */
const londonAt = (day: string, time: string) => parseLondonDateTime(`${day}T${time}`)!;

/** The first `day` on or after `from` for which `test` holds. */
function firstFrom(from: string, test: (day: string) => boolean): string {
  let day = from;
  while (!test(day)) day = nextDay(day);
  return day;
}

export function calendarRuns(today: string): CalendarRun[] {
  const week: CalendarRun[] = [];
  for (let day = nextDay(today); week.length < 7; day = nextDay(day)) {
    const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    week.push({ label: `${weekday} ${day}`, at: londonAt(day, "10:00") });
  }
  const christmas = firstFrom(nextDay(today), (day) => day.slice(5) === "12-25");
  const year = Number(today.slice(0, 4));
  const easterMonday = (y: number) => utcDay(new Date(easterSunday(y).getTime() + 86_400_000));
  const easter = easterMonday(year) > today ? easterMonday(year) : easterMonday(year + 1);
  const [y, m] = today.split("-").map(Number) as [number, number];
  const lastOfMonth = utcDay(new Date(Date.UTC(y, m, 0)));
  return [
    ...week,
    { label: `Christmas Day ${christmas}`, at: londonAt(christmas, "10:00") },
    { label: `Easter Monday ${easter}`, at: londonAt(easter, "10:00") },
    { label: `last evening of the month ${lastOfMonth}`, at: londonAt(lastOfMonth, "23:30") },
  ];
}

/**
 * libfaketime's FAKETIME for a clock that reads `at` when the real one reads `now`: an offset in
 * seconds ("+2345678"), the same for every process of the run, so the embedded PostgreSQL and the
 * site's servers, started minutes after the tests, agree with them on the time. (A start time,
 * "@2026-12-05 10:00:00", would start each process's clock at that time when it starts.)
 */
export function faketimeOffset(at: Date, now: Date): string {
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  return seconds < 0 ? String(seconds) : `+${seconds}`;
}
