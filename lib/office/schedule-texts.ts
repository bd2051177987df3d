import { format } from "date-fns";
import { serviceLabels, type ServiceType } from "@/lib/shared/booking-options";
import {
  contractMessages,
  contractServiceLabels,
  type ContractService,
} from "@/lib/contracts/contract-rules";
import { formatLongDay, fromIsoDay } from "@/lib/shared/dates";

// Every text the Schedule board shows, once.

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
  /** The one button on a job's card that opens what the office can do to it. */
  jobActions: "Job actions",
  /** Its accessible name, and its panel's. */
  jobActionsLabel: (reference: string) => `Job actions ${reference}`,
  overCapacity: contractMessages.overCapacity,
  capacity: "Capacity",
  jobs: (count: number) => (count === 1 ? "1 job" : `${count} jobs`),
  /** The office's toast after moving a job (the reschedule e-mails the customer). */
  jobMoved: (day: string) => ({
    title: "Job moved",
    description: `Job moved to ${formatLongDay(day)}. The customer has been e-mailed.`,
  }),
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

/**
 * What a job on the board is: a contract visit by its contract's own service ("Console
 * emptying"), which its booking's service (the capacity it takes) would misname; a one-off
 * booking by its service.
 */
export function jobServiceLabel(service: ServiceType, contractService: ContractService | null) {
  return contractService ? contractServiceLabels[contractService] : serviceLabels[service];
}
