import { extend, uuid } from "zod/mini";
import type { input, output } from "zod/mini";
import { bookingSchema } from "@/lib/bookings/booking-schema";

// The account's Book a collection for a site: /book's payload, field for field, and the site it
// is for. The site id only names the site asked for: the action books for it only once it has
// read that the signed-in member may book for it.

export const siteBookingSchema = extend(bookingSchema, {
  site_id: uuid({ error: "Choose a site" }),
});

export type SiteBookingInput = input<typeof siteBookingSchema>;
export type SiteBookingRequest = output<typeof siteBookingSchema>;
