"use client";

import { publicConfig } from "@/lib/shared/public-config";
import { currentConsent } from "./consent-store";

/** Ad conversion after a successful quote or booking: value 1 GBP, only with consent. */
export function trackConversion(): void {
  const sendTo = publicConfig.googleAdsConversion;
  if (!sendTo || typeof window.gtag !== "function" || currentConsent() !== "granted") {
    console.warn("Conversion tracking skipped: ad tag absent or consent not given");
    return;
  }
  window.gtag("event", "conversion", { send_to: sendTo, value: 1, currency: "GBP" });
}
