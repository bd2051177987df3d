import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { ServiceType } from "@/lib/shared/booking-options";
import type { Capacity } from "@/lib/bookings/capacity-rules";
import { asDate, asDay } from "@/lib/shared/db-day";
import { db } from "@/lib/server/db";
import { readCapacity } from "./capacity";

// Over capacity, the one rule (a contract's visits, the admin's Today and its bookings filter): a
// day holds more jobs of a service that are not cancelled than the service's capacity. Counted
// in PostgreSQL by one grouped statement; Node sees the (day, service) pairs, never the jobs.

/** The days and services over capacity among the jobs `where` selects (a condition on bookings). */
function overCapacitySql(capacity: Capacity, where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    select selected_date as day, service_type as service
    from bookings
    where status <> 'cancelled' and ${where}
    group by selected_date, service_type
    having count(*) > case service_type
      when 'collection' then ${capacity.collection}::int else ${capacity.onsite}::int end`;
}

/** Upcoming days and services from `from` (a London day) over capacity. */
const fromDay = (from: string) => Prisma.sql`selected_date >= ${from}::date`;

/** Of `days`, those holding more jobs of `service` than its capacity (the contract's visits). */
export async function overCapacityDays(days: Date[], service: ServiceType): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const capacity = await readCapacity();
  const rows = await db().$queryRaw<{ day: Date }[]>(
    overCapacitySql(
      capacity,
      Prisma.sql`selected_date = any(${days.map(asDay)}::date[])
        and service_type = ${service}::service_type`,
    ),
  );
  return new Set(rows.map((row) => asDay(row.day)));
}

/** How many jobs (not cancelled) fall on a day and service over capacity, from `from` on. */
export async function overCapacityJobCount(from: string): Promise<number> {
  const capacity = await readCapacity();
  const [row] = await db().$queryRaw<{ count: number }[]>`
    with over as (${overCapacitySql(capacity, fromDay(from))})
    select count(*)::int as count
    from bookings b join over o on b.selected_date = o.day and b.service_type = o.service
    where b.status <> 'cancelled'`;
  return row?.count ?? 0;
}

/**
 * The bookings filter of the same jobs (the bookings list's "capacity=over"): those not cancelled
 * on a day and service over capacity from `from` on; no booking when there is none.
 */
export async function overCapacityWhere(from: string): Promise<Prisma.BookingWhereInput> {
  const capacity = await readCapacity();
  const pairs = await db().$queryRaw<{ day: Date; service: ServiceType }[]>(
    overCapacitySql(capacity, fromDay(from)),
  );
  return {
    status: { not: "cancelled" },
    OR:
      pairs.length > 0
        ? pairs.map((pair) => ({
            selectedDate: asDate(asDay(pair.day)),
            serviceType: pair.service,
          }))
        : [{ id: { in: [] } }],
  };
}
