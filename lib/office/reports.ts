import "server-only";
import { coverageTable } from "@/lib/content/postcode-coverage";
import {
  bookingsPerWeekSql,
  enquiriesPerWeekSql,
  jobsPerDistrictSql,
  moneyPerMonthSql,
  timeOnSiteByServiceSql,
} from "@/lib/office/report-sql";
import { timeOnSiteMinutes, type RouteSettings } from "@/lib/routes/route-rules";
import { readRouteSettings } from "@/lib/routes/route-settings";
import type { ServiceType } from "@/lib/shared/booking-options";
import { outsideAreaTown } from "@/lib/office/report-texts";
import { db } from "@/lib/server/db";

// The Reports tab's figures. Each is one aggregate in PostgreSQL (lib/office/report-sql.ts:
// fixed statements, "now" their only parameter); Node only names the towns of the districts.

export type BookingsWeek = { week: string; collection: number; onsite: number };
export type EnquiriesWeek = { week: string; quote: number; contact: number };
export type MoneyMonth = { month: string; invoiced: number; paid: number };
export type TownJobs = { town: string; jobs: number };
/** Minutes to one decimal; both 0 for a service with no timed job. */
export type ServiceTime = {
  service: ServiceType;
  jobs: number;
  minutes: number;
  /** What the route planner's settings allow for the same jobs (their average bags). */
  plannedMinutes: number;
};

export type Reports = {
  bookings: BookingsWeek[];
  money: MoneyMonth[];
  towns: TownJobs[];
  enquiries: EnquiriesWeek[];
  timeOnSite: ServiceTime[];
  routeSettings: RouteSettings;
};

export const bookingsPerWeek = (now: Date) =>
  db().$queryRawUnsafe<BookingsWeek[]>(bookingsPerWeekSql, now);

export const enquiriesPerWeek = (now: Date) =>
  db().$queryRawUnsafe<EnquiriesWeek[]>(enquiriesPerWeekSql, now);

export const moneyPerMonth = (now: Date) =>
  db().$queryRawUnsafe<MoneyMonth[]>(moneyPerMonthSql, now);

/** Districts' counts summed into their towns (uncovered districts together), the top 10. */
export function townsOf(districts: { district: string; jobs: number }[], top = 10): TownJobs[] {
  const towns = new Map<string, number>();
  for (const { district, jobs } of districts) {
    const town = coverageTable[district]?.name ?? outsideAreaTown;
    towns.set(town, (towns.get(town) ?? 0) + jobs);
  }
  return [...towns]
    .map(([town, jobs]) => ({ town, jobs }))
    .sort((a, b) => b.jobs - a.jobs || a.town.localeCompare(b.town))
    .slice(0, top);
}

export async function jobsByTown(now: Date): Promise<TownJobs[]> {
  return townsOf(
    await db().$queryRawUnsafe<{ district: string; jobs: number }[]>(jobsPerDistrictSql, now),
  );
}

const tenths = (minutes: number) => Math.round(minutes * 10) / 10;

/** The crews' average time on site per service, beside what the planner's settings allow. */
export async function timeOnSiteByService(
  now: Date,
  settings?: RouteSettings,
): Promise<ServiceTime[]> {
  const [rows, plan] = await Promise.all([
    db().$queryRawUnsafe<{ service: ServiceType; jobs: number; seconds: number; bags: number }[]>(
      timeOnSiteByServiceSql,
      now,
    ),
    settings ?? readRouteSettings(),
  ]);
  return rows.map(({ service, jobs, seconds, bags }) => ({
    service,
    jobs,
    minutes: tenths(seconds / 60),
    plannedMinutes:
      jobs === 0 ? 0 : tenths(timeOnSiteMinutes({ serviceType: service, bagQuantity: bags }, plan)),
  }));
}

export async function reports(now: Date): Promise<Reports> {
  const routeSettings = await readRouteSettings();
  const [bookings, money, towns, enquiries, timeOnSite] = await Promise.all([
    bookingsPerWeek(now),
    moneyPerMonth(now),
    jobsByTown(now),
    enquiriesPerWeek(now),
    timeOnSiteByService(now, routeSettings),
  ]);
  return { bookings, money, towns, enquiries, timeOnSite, routeSettings };
}
