"use server";

import "server-only";
import { manageMessages } from "@/lib/bookings/lifecycle-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { cancelSchema, rescheduleSchema } from "@/lib/bookings/manage-booking-schema";
import { cancelBookingAs, rescheduleBookingAs, type Rescheduled } from "./lifecycle";
import { bookingIdFromToken } from "@/lib/server/signed-links";
import { publicAction, type PublicRequest } from "@/lib/server/public-action";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";

// The manage page's actions (/bookings/{token}): the customer reschedules or cancels through the
// signed link. The token is checked again here (the page's check proves nothing to the action),
// and so are the online deadline and every rule of the new date.

const customer = { kind: "customer" } as const;

function bookingOf(token: string, { now }: PublicRequest) {
  return bookingIdFromToken(token, todayInLondon(now));
}

const invalidLink = { ok: false, reason: "validation", message: manageMessages.notFound } as const;

export const rescheduleMyBooking = publicAction(
  {
    schema: rescheduleSchema,
    deliver: deliverAfterResponse,
    limit: "manage",
    failure: manageMessages.failed.description,
    label: "reschedule",
    botAnswer: { day: "", timeSlot: "", totalPence: 0 } as Rescheduled,
  },
  async (request, context) => {
    const id = bookingOf(request.booking, context);
    return id ? rescheduleBookingAs(customer, id, request, context.now) : invalidLink;
  },
);

export const cancelMyBooking = publicAction(
  {
    schema: cancelSchema,
    deliver: deliverAfterResponse,
    limit: "manage",
    failure: manageMessages.failed.description,
    label: "cancel",
    botAnswer: undefined,
  },
  async (request, context) => {
    const id = bookingOf(request.booking, context);
    return id ? cancelBookingAs(customer, id, context.now) : invalidLink;
  },
);
