import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import type { BookingEmailData } from "@/lib/bookings/booking-emails";
import { newBookingReference } from "./booking-reference";
import { db } from "@/lib/server/db";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { dayIsUnavailable, lockDay } from "./capacity";

// A burst of bookings (a campaign, several instances) may queue for the pool's connections: wait
// for one rather than refuse the booking. Bookings of one day and service take their turn under
// one lock, so the last of a burst waits for all before it: 100 at once on a busy 2-core machine
// (two test suites side by side) waited more than 15 s and were refused.
const BURST = { maxWait: 60_000, timeout: 15_000 };

export type NewBooking = Omit<BookingEmailData, "reference"> & {
  idempotencyKey: string;
  /** Pay now by card: the booking holds its place while its Checkout Session is open. */
  paymentChoice?: "after_collection" | "card_now";
  purchaseOrder?: string | null;
  /** A UK mobile (E.164) for the crew's arrival texts. */
  arrivalMobile?: string | null;
  /** The organisation's site it is for; the caller has checked the member may book for it. */
  siteId?: string | null;
  /**
   * An office member who took the booking by phone: the history's first row is theirs,
   * with its words in `detail`. Without it the customer booked on /book.
   */
  bookedBy?: { email: string; detail: string };
};
export type StoredBooking = { id: string; reference: string; created: boolean };
/** What became of a booking request: stored (now or by an earlier call), or no place left. */
export type BookingOutcome =
  ({ status: "stored" } & StoredBooking) | { status: "full" } | { status: "closed" };

class NoPlace extends Error {
  constructor(readonly why: "full" | "closed") {
    super(`No place: ${why}`);
  }
}

function isUniqueViolation(error: unknown, field: string): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === "P2002" &&
    JSON.stringify(error.meta ?? {}).includes(field)
  );
}

async function findByKey(idempotencyKey: string): Promise<StoredBooking | null> {
  const existing = await db().booking.findUnique({
    where: { idempotencyKey },
    select: { id: true, reference: true },
  });
  return existing ? { ...existing, created: false } : null;
}

/**
 * Stores the booking and, in the same transaction, the e-mails `emails` composes for it once its
 * reference is drawn. The same idempotency key returns the first booking. Capacity is checked in
 * that transaction under a lock on the day and service, so concurrent requests, on any number of
 * instances, can never take more places than there are.
 */
export async function createBooking(
  booking: NewBooking,
  emails: (booking: BookingEmailData & { id: string }) => OutgoingEmail[],
): Promise<BookingOutcome> {
  const earlier = await findByKey(booking.idempotencyKey);
  if (earlier) return { status: "stored", ...earlier };

  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newBookingReference();
    // The id is drawn here so the e-mails (the manage link names the booking) are composed
    // before the transaction, which then holds a connection only for the writes.
    const id = randomUUID();
    const messages = emails({ ...booking, id, reference });
    try {
      const stored = await db().$transaction(async (tx) => {
        await lockDay(tx, booking.day, booking.serviceType);
        // The twin of this request (same key) may have taken the place while this one waited.
        const twin = await tx.booking.findUnique({
          where: { idempotencyKey: booking.idempotencyKey },
          select: { id: true, reference: true },
        });
        if (twin) return { ...twin, created: false };
        const unavailable = await dayIsUnavailable(tx, booking.day, booking.serviceType);
        if (unavailable) throw new NoPlace(unavailable);
        const row = await tx.booking.create({
          data: {
            id,
            reference,
            customerName: booking.customerName,
            customerEmail: booking.customerEmail,
            customerPhone: booking.customerPhone,
            companyName: booking.companyName,
            serviceType: booking.serviceType,
            selectedDate: new Date(`${booking.day}T00:00:00Z`),
            timeSlot: booking.timeSlot,
            bagQuantity: booking.bagQuantity,
            subtotalPence: booking.subtotalPence,
            vatPence: booking.vatPence,
            totalPence: booking.totalPence,
            collectionAddress: booking.collectionAddress,
            specialRequirements: booking.specialRequirements,
            postcode: booking.postcode,
            outsideArea: booking.outsideArea,
            idempotencyKey: booking.idempotencyKey,
            paymentChoice: booking.paymentChoice ?? "after_collection",
            purchaseOrder: booking.purchaseOrder ?? null,
            arrivalMobile: booking.arrivalMobile ?? null,
            siteId: booking.siteId ?? null,
          },
          select: { id: true, reference: true },
        });
        await tx.bookingEvent.create({
          data: booking.bookedBy
            ? {
                bookingId: row.id,
                kind: "requested",
                actor: "admin",
                actorEmail: booking.bookedBy.email,
                detail: booking.bookedBy.detail,
              }
            : { bookingId: row.id, kind: "requested", actor: "customer" },
        });
        for (const email of messages) await enqueueEmail(tx, { ...email, bookingId: row.id });
        return { ...row, created: true };
      }, BURST);
      return { status: "stored", ...stored };
    } catch (error) {
      if (error instanceof NoPlace) return { status: error.why };
      // A second submission with the same key won the race: answer with its booking.
      if (isUniqueViolation(error, "idempotency_key")) {
        const winner = await findByKey(booking.idempotencyKey);
        if (winner) return { status: "stored", ...winner };
      }
      // A reference collision (one in ~900 million): draw another.
      if (isUniqueViolation(error, "reference")) continue;
      throw error;
    }
  }
  throw new Error("Could not allocate a booking reference");
}
