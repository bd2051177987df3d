import "server-only";
import type { BookingActor, BookingEventKind, Prisma } from "@/generated/prisma/client";
import {
  CHANGEABLE_STATUSES,
  changeableOnline,
  rescheduleDetail,
  type BookingStatus,
} from "@/lib/bookings/lifecycle-rules";
import type { BookingJob, BookingCustomer } from "@/lib/bookings/booking-rows";
import type { TimeSlot } from "@/lib/shared/booking-options";
import type { Actor } from "@/lib/shared/actor";
import { db } from "@/lib/server/db";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { dayIsUnavailable, isClosedDay, lockDay } from "./capacity";

// A booking's life after "Confirm": reschedule and cancel (the office's job steps are in
// job-steps.ts), each in one transaction with its history row and its e-mails. The booking's row
// is locked first, so two changes to one booking queue; a move takes the new day's capacity lock
// (the one new bookings take) and re-checks its places inside it, so it can never overbook.

/** A crew member's recording at the door, as the booking's history names it. */
export type CrewActor = { kind: "crew"; email: string };

export type BookingEvent = {
  kind: BookingEventKind;
  actor: BookingActor;
  actorEmail: string | null;
  detail: string | null;
  at: string;
};

/** A booking as its manage page and the admin's detail read it, with its history. */
export type ManagedBooking = BookingJob &
  BookingCustomer & {
    id: string;
    status: BookingStatus;
    calendarSequence: number;
    createdAt: Date;
    events: BookingEvent[];
    /** The office closed its day while it was still to come: the customer must choose anew. */
    needsNewDate: boolean;
    paymentChoice: "after_collection" | "card_now";
    purchaseOrder: string | null;
    /** The contract it is a visit of; null for a one-off booking. */
    contractId: string | null;
  };

type Row = Prisma.BookingGetPayload<{ include: { events: true } }>;
const day = (row: { selectedDate: Date }) => row.selectedDate.toISOString().slice(0, 10);
type Tx = Prisma.TransactionClient;

function managed(row: Row, dayClosed: boolean): ManagedBooking {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    serviceType: row.serviceType,
    day: day(row),
    timeSlot: row.timeSlot,
    bagQuantity: row.bagQuantity,
    subtotalPence: row.subtotalPence,
    vatPence: row.vatPence,
    totalPence: row.totalPence,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    companyName: row.companyName,
    collectionAddress: row.collectionAddress,
    specialRequirements: row.specialRequirements,
    postcode: row.postcode,
    outsideArea: row.outsideArea,
    calendarSequence: row.calendarSequence,
    createdAt: row.createdAt,
    events: historyOf(row.events),
    needsNewDate: dayClosed && CHANGEABLE_STATUSES.includes(row.status),
    paymentChoice: row.paymentChoice,
    purchaseOrder: row.purchaseOrder,
    contractId: row.contractId,
  };
}

/** A booking's history rows, oldest first, as its pages show them. */
export function historyOf(events: Row["events"]): BookingEvent[] {
  return events.map((event) => ({
    kind: event.kind,
    actor: event.actor,
    actorEmail: event.actorEmail,
    detail: event.detail,
    at: event.at.toISOString(),
  }));
}

export const withEvents = {
  events: { orderBy: { at: "asc" } },
} as const satisfies Prisma.BookingInclude;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findManagedBooking(id: string): Promise<ManagedBooking | null> {
  if (!UUID.test(id)) return null;
  const row = await db().booking.findUnique({ where: { id }, include: withEvents });
  return row && managed(row, await isClosedDay(db(), day(row)));
}

/** Locks the booking's row for the rest of the transaction and reads it. */
export async function lockBooking(tx: Tx, id: string): Promise<ManagedBooking | null> {
  if (!UUID.test(id)) return null;
  await tx.$queryRaw`select id from bookings where id = ${id}::uuid for update`;
  const row = await tx.booking.findUnique({ where: { id }, include: withEvents });
  return row && managed(row, await isClosedDay(tx, day(row)));
}

export function eventData(
  bookingId: string,
  kind: BookingEventKind,
  actor: Actor | CrewActor,
  detail?: string,
) {
  return {
    bookingId,
    kind,
    actor: actor.kind,
    actorEmail: actor.kind === "customer" ? null : actor.email,
    detail: detail ?? null,
  };
}

/** Why a booking cannot be changed now: gone, cancelled, past its step or its online deadline. */
type Refusal = "missing" | "cancelled" | "locked";

function refusal(booking: ManagedBooking | null, actor: Actor, now: Date): Refusal | null {
  if (!booking) return "missing";
  if (booking.status === "cancelled") return "cancelled";
  if (!CHANGEABLE_STATUSES.includes(booking.status)) return "locked";
  if (actor.kind === "customer" && !changeableOnline(booking, now)) return "locked";
  return null;
}

export type NewDate = {
  day: string;
  timeSlot: TimeSlot;
  subtotalPence: number;
  vatPence: number;
  totalPence: number;
};

export type ChangeOutcome =
  | {
      status: "changed";
      before: ManagedBooking;
      after: ManagedBooking;
      /** A cancelled paid booking's refund, to ask Stripe for after the commit. */
      refundId?: string | null;
    }
  | { status: Refusal | "unchanged" | "full" | "closed" }
  /** A paid (or paying) card booking moved to a date with another price. */
  | { status: "price_change" };

/**
 * A booking paid by card (or waiting for its card payment, whose amount Stripe already holds)
 * keeps its price: moving it to a date with another price is refused (no partial charges online).
 */
async function priceIsFixed(tx: Tx, booking: ManagedBooking): Promise<boolean> {
  if (booking.paymentChoice === "card_now") return true;
  const paid = await tx.payment.findFirst({
    where: { bookingId: booking.id },
    select: { id: true },
  });
  return paid !== null;
}

/**
 * A contract's part in moving one of its visits (lib/contracts/visit-changes.ts), passed in by the
 * caller: bookings do not import contracts, which build on them.
 */
export type VisitMoves<Visit> = {
  /** Locks the visit's contract (null for a one-off booking), before the booking's row. */
  lock: (tx: Tx, bookingId: string) => Promise<Visit | null>;
  /** Records the visit's new day on its contract. */
  record: (
    tx: Tx,
    visit: Visit,
    day: string,
    now: Date,
    by: { actor: BookingActor; actorEmail: string | null },
  ) => Promise<unknown>;
};

/**
 * Moves the booking to `next` (already priced by the caller for the booking's service and bags)
 * with its history row and the e-mails `emails` composes from the old and new booking. The
 * calendar entry's sequence goes up by one.
 */
export async function rescheduleBooking<Visit>(
  id: string,
  next: NewDate,
  actor: Actor,
  now: Date,
  emails: (before: ManagedBooking, after: ManagedBooking) => OutgoingEmail[],
  visits: VisitMoves<Visit>,
): Promise<ChangeOutcome> {
  return db().$transaction(async (tx) => {
    // A contract visit: its contract is locked first, as the contract page's changes lock it.
    const visit = UUID.test(id) ? await visits.lock(tx, id) : null;
    const before = await lockBooking(tx, id);
    const refused = refusal(before, actor, now);
    if (refused || !before) return { status: refused ?? "missing" };
    if (before.day === next.day && before.timeSlot === next.timeSlot) {
      return { status: "unchanged" };
    }
    if (next.totalPence !== before.totalPence && (await priceIsFixed(tx, before))) {
      return { status: "price_change" };
    }
    if (before.day !== next.day) {
      await lockDay(tx, next.day, before.serviceType);
      const unavailable = await dayIsUnavailable(tx, next.day, before.serviceType);
      if (unavailable) return { status: unavailable };
    }
    await tx.booking.update({
      where: { id },
      data: {
        selectedDate: new Date(`${next.day}T00:00:00Z`),
        timeSlot: next.timeSlot,
        subtotalPence: next.subtotalPence,
        vatPence: next.vatPence,
        totalPence: next.totalPence,
        calendarSequence: { increment: 1 },
      },
    });
    await tx.bookingEvent.create({
      data: eventData(id, "rescheduled", actor, rescheduleDetail(before, next)),
    });
    if (visit && before.day !== next.day) {
      const { actor: by, actorEmail } = eventData(id, "rescheduled", actor);
      await visits.record(tx, visit, next.day, now, { actor: by, actorEmail });
    }
    const after = (await lockBooking(tx, id))!;
    for (const email of emails(before, after)) await enqueueEmail(tx, { ...email, bookingId: id });
    return { status: "changed", before, after };
  });
}

/**
 * What cancelling does to a booking's money, passed in by the caller (payments build on bookings):
 * credits its standing invoice and writes the refund of a card payment, in the cancelling
 * transaction, under the booking's row lock. Returns that refund's id, or null.
 */
export type CreditAndRefund = (
  tx: Tx,
  input: { bookingId: string; reason: string; actor: Actor; now: Date },
) => Promise<string | null>;

/**
 * Cancels the booking (its place is free at once) with its history row and e-mails. An invoiced
 * booking gets its credit note, and one paid by card a refund (`creditAndRefund`), in the same
 * transaction; the refund is asked of Stripe after the commit.
 */
export async function cancelBooking(
  id: string,
  actor: Actor,
  now: Date,
  emails: (after: ManagedBooking, refundPence: number | null) => OutgoingEmail[],
  creditAndRefund: CreditAndRefund,
): Promise<ChangeOutcome> {
  return db().$transaction(async (tx) => {
    const before = await lockBooking(tx, id);
    const refused = refusal(before, actor, now);
    if (refused || !before) return { status: refused ?? "missing" };
    await tx.booking.update({
      where: { id },
      data: { status: "cancelled", calendarSequence: { increment: 1 } },
    });
    await tx.bookingEvent.create({ data: eventData(id, "cancelled", actor) });
    const refundId = await creditAndRefund(tx, {
      bookingId: id,
      reason: "Booking cancelled",
      actor,
      now,
    });
    const refund = refundId
      ? await tx.refund.findUniqueOrThrow({
          where: { id: refundId },
          select: { amountPence: true },
        })
      : null;
    const after = (await lockBooking(tx, id))!;
    for (const email of emails(after, refund?.amountPence ?? null)) {
      await enqueueEmail(tx, { ...email, bookingId: id });
    }
    return { status: "changed", before, after, refundId };
  });
}
