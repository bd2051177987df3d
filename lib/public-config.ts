// Browser-visible configuration. Next inlines NEXT_PUBLIC_* values at build time, so they are read
// here, by their literal names, and nowhere else.
export const publicConfig = {
  googleMapsEmbedKey: process.env.NEXT_PUBLIC_GOOGLE_MAPS_EMBED_KEY || "",
  /** e.g. "AW-123456789/AbCdEfGh" */
  googleAdsConversion: process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION || "",
} as const;
