"use server";

import "server-only";
import { fieldRefusal } from "@/lib/action-result";
import { bookingMessages, dayTakenMessages } from "@/lib/form-messages";
import { unavailableMessages } from "@/lib/dates";
import type { ServiceType, TimeSlot } from "@/lib/booking-options";
import { checkCoverage } from "@/lib/postcode-coverage";
import { priceBooking } from "@/lib/prices";
import { bookingSchema } from "@/lib/schemas/booking";
import { hasRequiredBookingFields, missingBookingFields } from "@/lib/schemas/booking-rules";
import { createBooking } from "../data/bookings";
import { newBookingEmails } from "../mail/booking-notifications";
import { publicAction } from "../public-action";
import { availabilityChanged } from "../revalidate";

/** What the confirmation panel shows: the booking as stored, priced by the server. */
export type BookingConfirmation = {
  reference: string;
  service: ServiceType;
  day: string;
  slot: TimeSlot;
  totalPence: number;
};

/** The postcode as stored: normalised, and marked when outside the covered districts. */
function postcodeOf(input: string) {
  const coverage = input ? checkCoverage(input) : null;
  return coverage && coverage.status !== "invalid"
    ? { postcode: coverage.postcode, outsideArea: coverage.status === "outside" }
    : { postcode: null, outsideArea: false };
}

/**
 * The /book form's action. The date must be bookable in London now; the price is computed from
 * the options (any price the browser sent is ignored). The booking and its e-mails are stored
 * together before anything is sent.
 */
export const submitBooking = publicAction(
  {
    schema: bookingSchema,
    limit: "booking",
    failure: bookingMessages.failed.description,
    label: "booking",
    botAnswer: {
      reference: "",
      service: "collection",
      day: "",
      slot: "allday",
      totalPence: 0,
    } as BookingConfirmation,
    required: {
      test: hasRequiredBookingFields,
      message: bookingMessages.missing.description,
      fields: missingBookingFields,
    },
  },
  async (request, { now }) => {
    const price = priceBooking(
      {
        service: request.service_type,
        bags: request.bag_quantity,
        slot: request.time_slot,
        day: request.selected_date,
      },
      now,
    );
    if (!price.available) {
      return fieldRefusal("selected_date", unavailableMessages[price.reason]);
    }
    const outcome = await createBooking(
      {
        idempotencyKey: request.idempotency_key,
        customerName: request.customer_name,
        customerEmail: request.customer_email,
        customerPhone: request.customer_phone || null,
        companyName: request.company_name || null,
        serviceType: request.service_type,
        day: request.selected_date,
        timeSlot: request.time_slot,
        bagQuantity: request.bag_quantity,
        subtotalPence: price.subtotalPence,
        vatPence: price.vatPence,
        totalPence: price.totalPence,
        collectionAddress: request.collection_address || null,
        specialRequirements: request.special_requirements || null,
        ...postcodeOf(request.postcode),
      },
      newBookingEmails,
    );
    if (outcome.status !== "stored") {
      // Someone took the last place (or the office closed the day) since the page was loaded.
      await availabilityChanged("action");
      return fieldRefusal("selected_date", dayTakenMessages[outcome.status].description);
    }
    await availabilityChanged("action");
    return {
      ok: true,
      data: {
        reference: outcome.reference,
        service: request.service_type,
        day: request.selected_date,
        slot: request.time_slot,
        totalPence: price.totalPence,
      },
    };
  },
);
