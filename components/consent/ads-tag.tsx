"use client";

import Script from "next/script";
import { publicConfig } from "@/lib/shared/public-config";

/** The Google Ads tag, rendered only after consent and only when a conversion id is configured. */
export function AdsTag() {
  const tagId = publicConfig.googleAdsConversion.split("/")[0];
  if (!tagId) return null;
  return (
    <Script
      id="google-ads-tag"
      src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`}
      strategy="afterInteractive"
      onLoad={() => window.gtag?.("config", tagId)}
    />
  );
}
