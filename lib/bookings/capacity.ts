import "server-only";
import { lockNamespaces } from "@/lib/server/lock-namespaces";
import { asDate, asDay } from "@/lib/shared/db-day";
import { unstable_cache } from "next/cache";
import type { Prisma } from "@/generated/prisma/client";
import { CHANGEABLE_STATUSES } from "@/lib/bookings/lifecycle-rules";
import { SERVICE_TYPES, type ServiceType } from "@/lib/shared/booking-options";
import {
  DEFAULT_CAPACITY,
  unavailableDays,
  type Capacity,
  type UnavailableDays,
} from "@/lib/bookings/capacity-rules";
import { cacheTags } from "@/lib/server/cache-tags";
import { db } from "@/lib/server/db";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";

// Capacity and closed days (lib/bookings/capacity-rules.ts has the rules), and the public availability read the
// booking calendar uses: which days are full or closed, never who booked them.

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

export async function readCapacity(client: Client = db()): Promise<Capacity> {
  const row = await client.capacitySetting.findUnique({ where: { id: 1 } });
  return row
    ? { collection: row.collectionsPerDay, onsite: row.onsitePerDay }
    : { ...DEFAULT_CAPACITY };
}

export async function saveCapacity(capacity: Capacity): Promise<void> {
  const data = { collectionsPerDay: capacity.collection, onsitePerDay: capacity.onsite };
  await db().capacitySetting.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

export type ClosedDay = { day: string; reason: string; createdBy: string };

export async function listClosedDays(from?: string): Promise<ClosedDay[]> {
  const rows = await db().closedDate.findMany({
    where: from ? { day: { gte: asDate(from) } } : {},
    orderBy: { day: "asc" },
  });
  return rows.map((row) => ({ day: asDay(row.day), reason: row.reason, createdBy: row.createdBy }));
}

/** Bookings on `day` that a closure affects: those not yet collected or cancelled. */
const affectedOn = (day: string) => ({
  selectedDate: asDate(day),
  status: { in: [...CHANGEABLE_STATUSES] },
});

/** How many bookings closing `day` would ask to choose a new date. */
export async function bookingsToMove(day: string): Promise<number> {
  return db().booking.count({ where: affectedOn(day) });
}

/** Of `days`, those the office has closed. */
export async function closedAmong(days: string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await db().closedDate.findMany({ where: { day: { in: days.map(asDate) } } });
  return new Set(rows.map((row) => asDay(row.day)));
}

/** Is `day` closed (read inside a booking's transaction, or on its own)? */
export async function isClosedDay(client: Client, day: string): Promise<boolean> {
  return (await client.closedDate.count({ where: { day: asDate(day) } })) > 0;
}

/**
 * Closes `day` (or changes its reason). When it was open, each booking on it that is not yet
 * collected or cancelled gets the e-mails `notify` composes (asking for a new date), filed in the
 * outbox in the same transaction as the closure. Returns how many bookings were notified.
 */
export async function closeDay(
  day: string,
  reason: string,
  actor: string,
  notify?: (booking: {
    id: string;
    reference: string;
    day: string;
    customerName: string;
    customerEmail: string;
  }) => OutgoingEmail[],
): Promise<{ notified: number }> {
  return db().$transaction(async (tx) => {
    // New bookings and moves onto the day take its lock for each service: take both, so none
    // lands on it between the closure and the list of bookings to notify.
    for (const service of SERVICE_TYPES) await lockDay(tx, day, service);
    const wasClosed = await isClosedDay(tx, day);
    await tx.closedDate.upsert({
      where: { day: asDate(day) },
      create: { day: asDate(day), reason, createdBy: actor },
      update: { reason, createdBy: actor },
    });
    if (wasClosed || !notify) return { notified: 0 };
    const bookings = await tx.booking.findMany({
      where: affectedOn(day),
      select: { id: true, reference: true, customerName: true, customerEmail: true },
      orderBy: { createdAt: "asc" },
    });
    for (const booking of bookings) {
      for (const email of notify({ ...booking, day })) {
        await enqueueEmail(tx, { ...email, bookingId: booking.id });
      }
    }
    return { notified: bookings.length };
  });
}

export async function reopenDay(day: string): Promise<void> {
  await db().closedDate.deleteMany({ where: { day: asDate(day) } });
}

/**
 * The bookings that take a day's place: every one not cancelled, one-off or contract visit, all
 * day, AM or PM alike. The booking's check, the calendar's availability and the Schedule board
 * count with this one rule.
 */
export const takesPlace = {
  status: { not: "cancelled" },
} as const satisfies Prisma.BookingWhereInput;

// Namespace of the per-day-and-service advisory locks (the jobs use 7_462_001).
const CAPACITY_LOCK = lockNamespaces.capacity;

/**
 * Holds the day's places for `service` until the transaction ends: every booking or move onto
 * the day takes this lock before it counts, so concurrent ones (on any instance) queue.
 */
export async function lockDay(
  tx: Prisma.TransactionClient,
  day: string,
  service: ServiceType,
): Promise<void> {
  await tx.$executeRaw`select pg_advisory_xact_lock(${CAPACITY_LOCK}::int, hashtext(${`${day}:${service}`}))`;
}

/** Why `day` cannot take one more `service` booking, read inside the booking's transaction. */
export async function dayIsUnavailable(
  tx: Prisma.TransactionClient,
  day: string,
  service: ServiceType,
): Promise<"full" | "closed" | null> {
  if (await tx.closedDate.findUnique({ where: { day: asDate(day) } })) return "closed";
  const [capacity, taken] = await Promise.all([
    readCapacity(tx),
    tx.booking.count({
      where: { selectedDate: asDate(day), serviceType: service, ...takesPlace },
    }),
  ]);
  return taken >= capacity[service] ? "full" : null;
}

/** The full and closed days from `from` to `to` (the booking horizon), per service. */
export const availability = (from: string, to: string) =>
  unstable_cache(
    async (): Promise<UnavailableDays> => {
      const range = { gte: asDate(from), lte: asDate(to) };
      const [capacity, closed, taken] = await Promise.all([
        readCapacity(),
        db().closedDate.findMany({ where: { day: range } }),
        db().booking.groupBy({
          by: ["selectedDate", "serviceType"],
          where: { selectedDate: range, ...takesPlace },
          _count: { _all: true },
        }),
      ]);
      return unavailableDays(
        capacity,
        closed.map((row) => ({ day: asDay(row.day), reason: row.reason })),
        taken.map((row) => ({
          day: asDay(row.selectedDate),
          service: row.serviceType,
          count: row._count._all,
        })),
      );
    },
    ["availability", from, to],
    { tags: [cacheTags.availability] },
  )();
