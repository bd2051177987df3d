import { addMonths, endOfMonth, format } from "date-fns";
import { fromIsoDay, toIsoDay } from "@/lib/shared/dates";

// 'Monthly in arrears' as pure rules: the daily job acts for the month before London's
// today, so on the 1st it invoices the month just ended, and until that month has its invoice
// (a failed contract, or a visit completed only after the 1st) every later day of the month tries
// again. An invoice covers the completed visits of its month and any earlier ones still not
// invoiced.

export type InvoicePeriod = {
  /** "yyyy-MM": the invoice's period, unique per contract. */
  period: string;
  first: string;
  last: string;
};

/** The month before the one `today` is in. */
export function previousMonthOf(today: string): InvoicePeriod {
  const month = addMonths(fromIsoDay(today.slice(0, 7) + "-01"), -1);
  return {
    period: format(month, "yyyy-MM"),
    first: toIsoDay(month),
    last: toIsoDay(endOfMonth(month)),
  };
}

/** "November 2026", as an invoice line or e-mail names the period. */
export function periodLabel(period: string): string {
  return format(fromIsoDay(`${period}-01`), "MMMM yyyy");
}
