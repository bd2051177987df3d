import { formatCharge } from "@/lib/shared/prices";

// The Reports tab's words, in one place: headings, what each figure counts, the labels
// of weeks and months, and each chart's spoken summary.

export const reportTexts = {
  intro: "The business at a glance. Weeks run Monday to Sunday and months by the London calendar.",
  showAsTable: "Show as table",
  bookings: {
    heading: "Bookings per week",
    note: "One-off bookings by the week they were made, cancelled ones included; contract visits are not counted. The last 12 weeks.",
    series: { collection: "Collection", onsite: "On-site" },
  },
  money: {
    heading: "Invoiced and paid per month",
    note: "Invoiced: invoices issued in the month less credit notes issued in it. Paid: payments received in the month. VAT included. The last 12 months.",
    series: { invoiced: "Invoiced", paid: "Paid" },
  },
  towns: {
    heading: "Jobs by town",
    note: "The 10 towns with the most jobs (one-off bookings and contract visits, not cancelled) from a year ago on, those booked ahead included, by the postcode's district.",
    series: { jobs: "Jobs" },
  },
  enquiries: {
    heading: "Enquiries per week",
    note: "Quote requests and contact messages by the week they arrived. The last 12 weeks.",
    series: { quote: "Quote requests", contact: "Contact messages" },
  },
  timeOnSite: {
    heading: "Average time on site by service",
    note: "Minutes from the crew's Arrived to their Collected, for the jobs collected in the last 12 weeks that have both; beside it, what the plan's settings allow for the same jobs' bags.",
    labelHeader: "Service",
    series: {
      minutes: "Average time on site (minutes)",
      plannedMinutes: "The plan allows (minutes)",
    },
  },
} as const;

export const outsideAreaTown = "Outside the area";

const monthNames = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** "2026-11-23" -> "23 Nov" (a week, by its Monday). */
export function weekLabel(monday: string): string {
  return `${Number(monday.slice(8, 10))} ${monthNames[Number(monday.slice(5, 7)) - 1]}`;
}

/** "2026-11" -> "Nov 2026". */
export function monthLabel(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

export function bookingsSummary(weeks: { collection: number; onsite: number }[]): string {
  return `Bar chart of bookings per week for the last ${weeks.length} weeks: ${total(weeks.map((w) => w.collection))} collections and ${total(weeks.map((w) => w.onsite))} on-site in all.`;
}

export function moneySummary(months: { invoiced: number; paid: number }[]): string {
  return `Bar chart of invoiced and paid per month for the last ${months.length} months: ${formatCharge(total(months.map((m) => m.invoiced)))} invoiced and ${formatCharge(total(months.map((m) => m.paid)))} paid in all.`;
}

export function townsSummary(towns: { town: string; jobs: number }[]): string {
  if (towns.length === 0) return "Bar chart of jobs by town: no jobs yet.";
  return `Bar chart of jobs by town, the top ${towns.length}: ${towns.map((t) => `${t.town} ${t.jobs}`).join(", ")}.`;
}

export function enquiriesSummary(weeks: { quote: number; contact: number }[]): string {
  return `Bar chart of enquiries per week for the last ${weeks.length} weeks: ${total(weeks.map((w) => w.quote))} quote requests and ${total(weeks.map((w) => w.contact))} contact messages in all.`;
}

const serviceNames = { collection: "Collection", onsite: "On-site" } as const;

/** "Collection (14 jobs timed)": a service's row in the time on site figure. */
export function serviceTimeLabel(service: keyof typeof serviceNames, jobs: number): string {
  return `${serviceNames[service]} (${jobs} ${jobs === 1 ? "job" : "jobs"} timed)`;
}

export function timeOnSiteSummary(
  services: { service: keyof typeof serviceNames; jobs: number; minutes: number }[],
): string {
  const timed = services.filter((s) => s.jobs > 0);
  if (timed.length === 0)
    return "Bar chart of the average time on site by service: no job timed yet.";
  return `Bar chart of the average time on site by service: ${timed.map((s) => `${serviceNames[s.service]} ${s.minutes} minutes over ${s.jobs} ${s.jobs === 1 ? "job" : "jobs"}`).join(", ")}.`;
}
