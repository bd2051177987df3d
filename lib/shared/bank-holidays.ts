// England and Wales bank holidays for any year, computed from the rules GOV.UK follows, with the
// one-off changes a royal proclamation makes kept as data. No list to extend each year.
//
// The rules: New Year's Day (1 January), Good Friday and Easter Monday (from Easter Sunday), the
// early May bank holiday (first Monday in May), the spring bank holiday (last Monday in May), the
// summer bank holiday (last Monday in August), Christmas Day and Boxing Day. A holiday that falls
// on a Saturday or Sunday is taken on the next weekday that is not already a holiday (the
// "substitute day").

/** A holiday moved by proclamation: in `year`, the rule's day is replaced by `day`. */
type Moved = { year: number; rule: "earlyMay" | "spring"; day: string };

/** Changes GOV.UK has published. Add the next one when it is proclaimed. */
const moved: readonly Moved[] = [
  { year: 1995, rule: "earlyMay", day: "1995-05-08" }, // VE Day 50th anniversary
  { year: 2002, rule: "spring", day: "2002-06-04" }, // Golden Jubilee
  { year: 2012, rule: "spring", day: "2012-06-04" }, // Diamond Jubilee
  { year: 2020, rule: "earlyMay", day: "2020-05-08" }, // VE Day 75th anniversary
  { year: 2022, rule: "spring", day: "2022-06-02" }, // Platinum Jubilee
];

/** One-off extra bank holidays. */
const extra: readonly string[] = [
  "1999-12-31", // Millennium
  "2002-06-03", // Golden Jubilee
  "2011-04-29", // Royal wedding
  "2012-06-05", // Diamond Jubilee
  "2022-06-03", // Platinum Jubilee
  "2022-09-19", // State funeral of Queen Elizabeth II
  "2023-05-08", // Coronation of King Charles III
];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

function firstMonday(year: number, month: number): Date {
  const first = utc(year, month, 1);
  return addDays(first, (8 - first.getUTCDay()) % 7);
}

function lastMonday(year: number, month: number): Date {
  const last = utc(year, month + 1, 0);
  return addDays(last, -((last.getUTCDay() + 6) % 7));
}

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Every England and Wales bank holiday of `year`, in date order. */
export function bankHolidaysOf(year: number): string[] {
  const ruleDay = (rule: Moved["rule"], byRule: Date) =>
    moved.find((m) => m.year === year && m.rule === rule)?.day ?? iso(byRule);

  const days = new Set<string>([
    iso(addDays(easterSunday(year), -2)),
    iso(addDays(easterSunday(year), 1)),
    ruleDay("earlyMay", firstMonday(year, 5)),
    ruleDay("spring", lastMonday(year, 5)),
    iso(lastMonday(year, 8)),
    ...extra.filter((day) => day.startsWith(`${year}-`)),
  ]);
  // Fixed-date holidays in order, each on its date or the next free weekday after it.
  for (const fixed of [utc(year, 1, 1), utc(year, 12, 25), utc(year, 12, 26)]) {
    let day = fixed;
    while (isWeekend(day) || days.has(iso(day))) day = addDays(day, 1);
    days.add(iso(day));
  }
  return [...days].sort();
}

const byYear = new Map<number, ReadonlySet<string>>();

/** Is the calendar day `day` (yyyy-mm-dd) a bank holiday in England and Wales? */
export function isEnglandAndWalesBankHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  if (!byYear.has(year)) byYear.set(year, new Set(bankHolidaysOf(year)));
  return byYear.get(year)!.has(day);
}
