import "server-only";
import { asDay } from "@/lib/shared/db-day";
import { db } from "@/lib/server/db";
import type { VersionedJob } from "./job-version";

// What the crew's recordings put under Today's "Needs attention": jobs the crew could
// not collect that nobody has dealt with yet, and recordings held for the office to check. Each
// count is read with the same query as the list it opens.

/** The lists show this many, newest first; more than this waiting is itself the news. */
const LIST_LIMIT = 200;

/**
 * Jobs whose latest applied collected-or-not recording says "could not collect" and that have not
 * been rescheduled (or, for a contract visit, moved), cancelled or collected since.
 */
async function couldNotCollectIds(): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    select b.id::text as id
    from bookings b
    join lateral (
      select r.kind, r.received_at
      from crew_recordings r
      where r.booking_id = b.id and r.state = 'applied' and r.kind <> 'arrived'
      order by r.recorded_at desc, r.received_at desc
      limit 1
    ) latest on true
    where latest.kind = 'not_collected'
      and b.status in ('requested', 'confirmed')
      -- Only jobs that ever had one: a small set, so PostgreSQL need not visit every booking.
      and b.id in (
        select n.booking_id from crew_recordings n
        where n.kind = 'not_collected' and n.state = 'applied'
      )
      and not exists (
        select 1 from booking_events e
        where e.booking_id = b.id
          and e.kind in ('rescheduled', 'moved', 'cancelled', 'collected')
          and e.at > latest.received_at
      )`;
  return rows.map((row) => row.id);
}

export async function couldNotCollectCount(): Promise<number> {
  return (await couldNotCollectIds()).length;
}

export type CouldNotCollectRow = {
  bookingId: string;
  reference: string;
  customerName: string;
  day: string;
  /** The history row's detail: the reason and the crew's note. */
  reason: string;
  recordedBy: string;
  recordedAt: Date;
};

export async function couldNotCollectJobs(): Promise<CouldNotCollectRow[]> {
  const ids = await couldNotCollectIds();
  const rows = await db().booking.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      reference: true,
      customerName: true,
      selectedDate: true,
      crewRecordings: {
        where: { kind: "not_collected", state: "applied" },
        orderBy: [{ recordedAt: "desc" }, { receivedAt: "desc" }],
        take: 1,
        select: { recordedAt: true, payload: true, user: { select: { email: true } } },
      },
      events: {
        where: { kind: "not_collected" },
        orderBy: { at: "desc" },
        take: 1,
        select: { detail: true },
      },
    },
    orderBy: { selectedDate: "asc" },
    take: LIST_LIMIT,
  });
  return rows.map((row) => ({
    bookingId: row.id,
    reference: row.reference,
    customerName: row.customerName,
    day: asDay(row.selectedDate),
    reason: row.events[0]?.detail ?? "",
    recordedBy: row.crewRecordings[0]?.user.email ?? "",
    recordedAt: row.crewRecordings[0]?.recordedAt ?? new Date(0),
  }));
}

export function heldRecordingCount(): Promise<number> {
  return db().crewRecording.count({ where: { state: "held" } });
}

export type HeldRecording = {
  id: string;
  kind: "arrived" | "collected" | "not_collected";
  bookingId: string;
  reference: string;
  customerName: string;
  recordedBy: string;
  deviceLabel: string;
  /** The phone's clock, and the server's when it arrived. */
  recordedAt: Date;
  receivedAt: Date;
  /** The phone's clock when it was not believed (recordedAt is then the server's). */
  phoneClockAt: Date | null;
  heldReason: string;
  /** What the phone sent (without photos and signature): its fields and the job version it saw. */
  payload: Record<string, unknown>;
  /** The job as it is now. */
  jobNow: VersionedJob;
};

/** Recordings held for the office, oldest first (the order they were made at the door). */
export async function heldRecordings(): Promise<HeldRecording[]> {
  const rows = await db().crewRecording.findMany({
    where: { state: "held" },
    orderBy: [{ receivedAt: "asc" }, { id: "asc" }],
    take: LIST_LIMIT,
    select: {
      id: true,
      kind: true,
      recordedAt: true,
      receivedAt: true,
      phoneClockAt: true,
      deviceLabel: true,
      heldReason: true,
      payload: true,
      user: { select: { email: true } },
      booking: {
        select: {
          id: true,
          reference: true,
          customerName: true,
          status: true,
          selectedDate: true,
          timeSlot: true,
          serviceType: true,
          bagQuantity: true,
          postcode: true,
          collectionAddress: true,
        },
      },
    },
  });
  return rows.map(({ booking, user, ...row }) => ({
    id: row.id,
    kind: row.kind,
    bookingId: booking.id,
    reference: booking.reference,
    customerName: booking.customerName,
    recordedBy: user.email,
    deviceLabel: row.deviceLabel,
    recordedAt: row.recordedAt,
    receivedAt: row.receivedAt,
    phoneClockAt: row.phoneClockAt,
    heldReason: row.heldReason ?? "",
    payload: (row.payload ?? {}) as Record<string, unknown>,
    jobNow: booking,
  }));
}
