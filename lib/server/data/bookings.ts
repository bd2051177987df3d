import "server-only";
import { Prisma } from "@/generated/prisma/client";
import {
  bookingCustomerEmail,
  bookingOfficeEmail,
  type BookingEmailData,
} from "@/emails/booking-emails";
import { bookingIcs } from "@/emails/ics";
import { serviceLabels } from "@/lib/pricing";
import { site } from "@/lib/site";
import { newBookingReference } from "../booking-reference";
import { db } from "../db";
import { env } from "../env";
import { enqueueEmail } from "../mail/outbox";

export type NewBooking = Omit<BookingEmailData, "reference"> & { idempotencyKey: string };
export type StoredBooking = { id: string; reference: string; created: boolean };

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
 * Stores the booking and, in the same transaction, the office notification and the customer
 * confirmation (with an .ics for the day). The same idempotency key returns the first booking.
 */
export async function createBooking(booking: NewBooking): Promise<StoredBooking> {
  const earlier = await findByKey(booking.idempotencyKey);
  if (earlier) return earlier;
  const office = env().OFFICE_EMAIL;

  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newBookingReference();
    try {
      return await db().$transaction(async (tx) => {
        const row = await tx.booking.create({
          data: {
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
            idempotencyKey: booking.idempotencyKey,
          },
          select: { id: true, reference: true },
        });
        const data = { ...booking, reference };
        const ics = bookingIcs({
          reference,
          day: booking.day,
          summary: `${serviceLabels[booking.serviceType]} - ${site.name} (${reference})`,
          description: `Booking ${reference}: ${booking.bagQuantity} bag(s). Questions: ${site.phone.display}`,
        });
        await enqueueEmail(tx, {
          ...bookingOfficeEmail(data),
          to: office,
          replyTo: booking.customerEmail,
          bookingId: row.id,
        });
        await enqueueEmail(tx, {
          ...bookingCustomerEmail(data),
          to: booking.customerEmail,
          replyTo: office,
          bookingId: row.id,
          attachments: [
            {
              filename: `booking-${reference}.ics`,
              content: Buffer.from(ics).toString("base64"),
              contentType: "text/calendar",
            },
          ],
        });
        return { ...row, created: true };
      });
    } catch (error) {
      // A second submission with the same key won the race: answer with its booking.
      if (isUniqueViolation(error, "idempotency_key")) {
        const winner = await findByKey(booking.idempotencyKey);
        if (winner) return winner;
      }
      // A reference collision (one in ~900 million): draw another.
      if (isUniqueViolation(error, "reference")) continue;
      throw error;
    }
  }
  throw new Error("Could not allocate a booking reference");
}
