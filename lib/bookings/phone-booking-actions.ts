"use server";

import "server-only";
import { phoneBookingTexts } from "./phone-booking-texts";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { bookingMessages, dayTakenMessages } from "@/lib/shared/form-messages";
import {
  NO_CARD_PAYMENTS,
  phoneBookingDayMessages,
  phoneBookingDayRefusal,
} from "@/lib/bookings/phone-booking-rules";
import { priceOfDay } from "@/lib/shared/prices";
import { missingBookingFields } from "@/lib/bookings/booking-rules";
import { phoneBookingSchema } from "@/lib/bookings/phone-booking-schema";
import { adminAction } from "@/lib/server/admin-action";
import type { Admin } from "@/lib/server/admin-guard";
import { newBookingOf } from "./booking-request";
import { createBooking } from "./bookings";
import { db } from "@/lib/server/db";
import { phoneBookingEmails } from "./booking-notifications";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { locateAfterResponse } from "@/lib/locations/locate-soon";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";
import { availabilityChanged } from "@/lib/server/revalidate";
import { validationFailure } from "@/lib/server/validation-failure";
import { purchaseOrderRefusal } from "./purchase-orders";

// The office books by phone: /book's schema, price, postcode coverage and capacity
// check under the day's lock (createBooking), the same confirmation e-mail and manage link. Only
// the day rule is the office's (any working day with room from tomorrow, no 17:00 cut-off), the
// payment is a choice it must make, and the history says who took the call. A purchase order
// number is required as on /book when the customer's organisation requires one.

export type PhoneBooking = { id: string; reference: string; day: string; totalPence: number };

/** The office member as the history names them: their name, or their e-mail without one. */
async function memberName(admin: Admin): Promise<string> {
  const user = await db().user.findUnique({ where: { id: admin.id }, select: { name: true } });
  return user?.name?.trim() || admin.email;
}

export const bookByPhone = adminAction(
  "Failed to store the booking",
  async (admin, input: unknown): Promise<ActionResult<PhoneBooking>> => {
    const fields = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
    const missing = missingBookingFields(fields);
    if (Object.keys(missing).length > 0) {
      return {
        ok: false,
        reason: "validation",
        message: bookingMessages.missing.description,
        fieldErrors: missing,
      };
    }
    const parsed = phoneBookingSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const request = parsed.data;
    const refusal = phoneBookingDayRefusal(request.selected_date, new Date());
    if (refusal) return fieldRefusal("selected_date", phoneBookingDayMessages[refusal]);
    const cardLink = request.payment_choice === "card_now";
    if (cardLink && !cardPaymentsEnabled()) return fieldRefusal("payment_choice", NO_CARD_PAYMENTS);
    // The customer's e-mail names their organisation: its purchase order rule holds by phone too.
    const noPurchaseOrder = await purchaseOrderRefusal(
      { email: request.customer_email },
      request.purchase_order,
    );
    if (noPurchaseOrder) return noPurchaseOrder;
    const price = priceOfDay({
      service: request.service_type,
      bags: request.bag_quantity,
      slot: request.time_slot,
      day: request.selected_date,
    });
    const outcome = await createBooking(
      {
        ...newBookingOf(request, price, request.payment_choice),
        bookedBy: {
          email: admin.email,
          detail: phoneBookingTexts.bookedByPhone(await memberName(admin)),
        },
      },
      (booking) => phoneBookingEmails(booking, cardLink),
    );
    await availabilityChanged("action");
    if (outcome.status !== "stored") {
      return fieldRefusal("selected_date", dayTakenMessages[outcome.status].description);
    }
    deliverAfterResponse();
    locateAfterResponse({ bookings: [outcome.id] });
    return {
      ok: true,
      data: {
        id: outcome.id,
        reference: outcome.reference,
        day: request.selected_date,
        totalPence: price.totalPence,
      },
    };
  },
);
