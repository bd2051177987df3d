"use client";

import { useSyncExternalStore } from "react";

// The visitor's cookie choice (UK PECR): "granted" or "denied", unset until they choose. Kept in
// localStorage; Google Consent Mode is told of every change.
export type ConsentChoice = "granted" | "denied";
export type ConsentState = ConsentChoice | "unset";

const KEY = "ness-consent-v1";
const listeners = new Set<() => void>();
let bannerRequested = false;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

function read(): ConsentState {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === "granted" || value === "denied" ? value : "unset";
  } catch {
    return "unset";
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyConsentMode(choice: ConsentChoice) {
  window.gtag?.("consent", "update", {
    ad_storage: choice,
    ad_user_data: choice,
    ad_personalization: choice,
    analytics_storage: choice,
  });
}

export function setConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(KEY, choice);
  } catch {
    // Private mode: the choice lasts for this page view.
  }
  bannerRequested = false;
  applyConsentMode(choice);
  emit();
}

/** Reopen the banner (the footer's Cookie settings). */
export function reopenConsentBanner() {
  bannerRequested = true;
  emit();
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, read, () => "unset");
}

export function useConsentBannerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => bannerRequested || read() === "unset",
    () => false,
  );
}

export function currentConsent(): ConsentState {
  return read();
}
