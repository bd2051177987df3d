import { isIsoDay } from "@/lib/shared/dates";

// An organisation's monthly statement, as pure rules: which month (yyyy-MM, last month unless
// another is asked for, never a month still to come), its name as a reader writes it ("November
// 2026"), and the balance: the opening balance is what the organisation owed before the month
// (invoices less credit notes less payments, plus refunds given back), each of the month's
// movements changes it in date order, and the closing balance is
//   closing = opening + invoices - credit notes - payments + refunds.

export type StatementMonth = string; // yyyy-MM

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month before `today`'s (yyyy-MM-dd). */
export function lastMonth(today: string): StatementMonth {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/** The month asked for (yyyy-MM), last month when none is given; null when not a month or to come. */
export function parseStatementMonth(
  value: string | null | undefined,
  today: string,
): StatementMonth | null {
  const month = value?.trim() || lastMonth(today);
  if (!MONTH.test(month)) return null;
  return month <= today.slice(0, 7) ? month : null;
}

/** A statement covers at most a year: one page a month. */
export const MAX_STATEMENT_MONTHS = 12;

/** The month after `month`. */
export function nextMonth(month: StatementMonth): StatementMonth {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/**
 * The months from `from` to `to`, both included, for a statement of several months (a year's);
 * null when `to` comes before `from` or the span is longer than MAX_STATEMENT_MONTHS.
 */
export function statementMonths(from: StatementMonth, to: StatementMonth): StatementMonth[] | null {
  if (to < from) return null;
  const months = [from];
  while (months.at(-1)! < to) {
    if (months.length === MAX_STATEMENT_MONTHS) return null;
    months.push(nextMonth(months.at(-1)!));
  }
  return months;
}

/** The month's first day and the next month's first day (yyyy-MM-dd): [from, until). */
export function monthDays(month: StatementMonth): { from: string; until: string } {
  const next = nextMonth(month);
  const from = `${month}-01`;
  if (!isIsoDay(from)) throw new Error(`Not a month: ${month}`);
  return { from, until: `${next}-01` };
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11" -> "November 2026". */
export function monthLabel(month: StatementMonth): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

export type MovementKind = "invoice" | "credit_note" | "payment" | "refund";

/** One line of the statement: a document or money moving, on a day, for an amount (pence, > 0). */
export type Movement = {
  kind: MovementKind;
  /** yyyy-MM-dd, London's calendar. */
  day: string;
  /** The document's number (a payment's or refund's invoice). */
  number: string;
  site: string | null;
  detail: string;
  amountPence: number;
};

/** A signed amount as a statement prints it: "£12.00", "-£12.00". */
export const formatSigned = (pence: number): string =>
  `${pence < 0 ? "-" : ""}£${(Math.abs(pence) / 100).toFixed(2)}`;

/** What a movement does to what the organisation owes. */
export const signOf = (kind: MovementKind): 1 | -1 =>
  kind === "invoice" || kind === "refund" ? 1 : -1;

export type StatementLine = Movement & { balancePence: number };

export type Statement = {
  month: StatementMonth;
  openingPence: number;
  lines: StatementLine[];
  closingPence: number;
  totals: KindTotals;
};

const ORDER: Record<MovementKind, number> = { invoice: 0, credit_note: 1, payment: 2, refund: 3 };

/** Movements' totals by kind (what came before the month, summed by the database). */
export type KindTotals = Record<MovementKind, number>;

/**
 * The statement of `month` from the organisation's movements: those before the month (given
 * one by one, or summed by kind in `carried`) make the opening balance, the month's are listed in
 * date order (invoices, credit notes, payments then refunds on one day; then by number) each with
 * the running balance.
 */
export function buildStatement(
  month: StatementMonth,
  movements: readonly Movement[],
  carried: Partial<KindTotals> = {},
): Statement {
  const { from, until } = monthDays(month);
  const before: { kind: MovementKind; amountPence: number }[] = [
    ...movements.filter((m) => m.day < from),
    ...Object.entries(carried).map(([kind, amountPence]) => ({
      kind: kind as MovementKind,
      amountPence: amountPence ?? 0,
    })),
  ];
  const during = movements
    .filter((m) => m.day >= from && m.day < until)
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        ORDER[a.kind] - ORDER[b.kind] ||
        a.number.localeCompare(b.number),
    );
  const openingPence = before.reduce((sum, m) => sum + signOf(m.kind) * m.amountPence, 0);
  const totals: Record<MovementKind, number> = {
    invoice: 0,
    credit_note: 0,
    payment: 0,
    refund: 0,
  };
  let balance = openingPence;
  const lines = during.map((movement) => {
    balance += signOf(movement.kind) * movement.amountPence;
    totals[movement.kind] += movement.amountPence;
    return { ...movement, balancePence: balance };
  });
  return { month, openingPence, lines, closingPence: balance, totals };
}
