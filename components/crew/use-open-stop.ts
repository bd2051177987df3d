"use client";

import { useSyncExternalStore } from "react";

// Which stop is open, from the address's hash (#stop-{id}): a stop opens without asking the
// server (all stops are in the page), works offline, and the phone's Back button closes it.

const PREFIX = "#stop-";

function subscribe(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

export const stopHash = (id: string) => `${PREFIX}${id}`;

export function useOpenStopId(): string | null {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
  return hash.startsWith(PREFIX) ? decodeURIComponent(hash.slice(PREFIX.length)) : null;
}
