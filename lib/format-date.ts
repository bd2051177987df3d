import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

export const LONDON = "Europe/London";

/** 'MMM d, yyyy' (news cards) or 'MMMM d, yyyy' (article page), as the date falls in London. */
export function formatLondonDate(
  iso: string | Date,
  pattern: "MMM d, yyyy" | "MMMM d, yyyy",
): string {
  return format(new TZDate(new Date(iso).getTime(), LONDON), pattern);
}
