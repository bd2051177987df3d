// Browser-visible configuration. Next inlines NEXT_PUBLIC_* values (and those next.config.ts lists
// under `env`) at build time, so they are read here, by their literal names, and nowhere else.
export const publicConfig = {
  googleMapsEmbedKey: process.env.NEXT_PUBLIC_GOOGLE_MAPS_EMBED_KEY || "",
  /** e.g. "AW-123456789/AbCdEfGh" */
  googleAdsConversion: process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION || "",
  /** Days ahead a collection can be booked (lib/shared/booking-horizon.ts reads it). */
  bookingHorizonDays: process.env.BOOKING_HORIZON_DAYS || "",
} as const;
