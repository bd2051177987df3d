"use client";

import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { applyConsentMode, setConsent, useConsent, useConsentBannerOpen } from "./consent-store";
import { AdsTag } from "./ads-tag";

/** Asks once; the footer's Cookie settings asks again. Nothing optional loads before a yes. */
const consentChoices = [
  { value: "granted", label: "Accept optional cookies", style: "secondary" },
  { value: "denied", label: "Reject optional cookies", style: "outline" },
] as const;

export function ConsentBanner() {
  const open = useConsentBannerOpen();
  const consent = useConsent();

  // A returning visitor's earlier choice is passed to Consent Mode on every page load.
  useEffect(() => {
    if (consent !== "unset") applyConsentMode(consent);
  }, [consent]);

  return (
    <>
      {consent === "granted" && <AdsTag />}
      {open && (
        <section
          role="region"
          aria-label="Cookie consent"
          className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-300 bg-white p-3 shadow-2xl sm:p-4 sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-xl sm:border"
        >
          <h2 className="text-base font-bold text-brand-900">Cookies and embedded content</h2>
          <p className="mt-1 text-xs text-muted sm:mt-2 sm:text-sm">
            We use optional cookies to measure which adverts bring enquiries, and Google Maps to
            show our facility. Neither loads unless you accept. Essential cookies (sign-in only) are
            always on.
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:flex-wrap">
            {consentChoices.map((choice) => (
              <button
                key={choice.value}
                type="button"
                className={buttonClass(choice.style)}
                onClick={() => setConsent(choice.value)}
              >
                {choice.label}
              </button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
