import { format } from "date-fns";
import { contractMessages } from "../contracts/contracts";
import { fromIsoDay } from "../dates";

// Every text the Schedule board (issue 29) shows, once.

export const scheduleTexts = {
  previousWeek: "Previous week",
  nextWeek: "Next week",
  thisWeek: "This week",
  weekNavigation: "Weeks",
  daySwitcher: "Day",
  noJobs: "No jobs",
  closed: "Closed",
  move: "Move",
  /** The Move button's accessible name. */
  moveLabel: (reference: string) => `Move ${reference}`,
  moveHeading: (reference: string) => `Move ${reference}`,
  close: "Close",
  overCapacity: contractMessages.overCapacity,
  capacity: "Capacity",
  jobs: (count: number) => (count === 1 ? "1 job" : `${count} jobs`),
} as const;

/** A column's heading: 'Monday 30 November'. */
export const boardDayHeading = (day: string) => format(fromIsoDay(day), "EEEE d MMMM");

/** The day switcher's short name: 'Mon'. */
export const boardDayShort = (day: string) => format(fromIsoDay(day), "EEE");

/** The week under the heading: '30 November to 4 December 2026'. */
export function boardWeekRange(monday: string, friday: string): string {
  const [from, to] = [fromIsoDay(monday), fromIsoDay(friday)];
  const sameYear = from.getFullYear() === to.getFullYear();
  return `${format(from, sameYear ? "d MMMM" : "d MMMM yyyy")} to ${format(to, "d MMMM yyyy")}`;
}
