"use client";

import { reopenConsentBanner } from "./consent-store";

export function CookieSettingsButton() {
  return (
    <button
      type="button"
      onClick={reopenConsentBanner}
      className="hover:text-white hover:underline"
    >
      Cookie settings
    </button>
  );
}
