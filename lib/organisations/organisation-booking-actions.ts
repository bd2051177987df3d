"use server";

import "server-only";
import { bookingActionOptions, placeBooking } from "@/lib/booking-flows/place-booking";
import { currentAccount } from "@/lib/account/account-session";
import { publicAction } from "@/lib/server/public-action";
import { fieldRefusal } from "@/lib/shared/action-result";
import { membershipOf, siteFilter } from "./organisation-access";
import { organisationBookingTexts as texts } from "./organisation-booking-texts";
import { siteBookingSchema } from "./organisation-booking-schema";

/**
 * The account's Book a collection for a site: placed exactly as /book places a booking (price
 * recomputed, capacity, coverage, notice, the purchase order rule), and given its site only after
 * the signed-in account's membership, read here, says it may book for that site. Any other site
 * id (another organisation's, or one a limited Booker was not given) books nothing.
 */
export const bookForSite = publicAction(
  {
    schema: siteBookingSchema,
    ...bookingActionOptions,
    label: "site booking",
  },
  async (request, { now }) => {
    const member = await membershipOf(await currentAccount());
    const [siteId] = member ? siteFilter(member, "bookings", request.site_id).in : [];
    if (!siteId) return fieldRefusal("site_id", texts.notYourSite);
    return placeBooking(request, now, siteId);
  },
);
