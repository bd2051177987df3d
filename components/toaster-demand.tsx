"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { noticeIn } from "@/lib/notices";

// The toast region (toasts.tsx, with the sonner library) is loaded the first time a page needs it:
// when a toast is raised (toast.ts) or the address carries a ?notice= from a redirect. Most visits
// raise none, so most pages never download it. Sonner replays a toast raised before its region
// mounted, so none is lost while the chunk loads.

let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the toast region should be on the page by now. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** Asks for the toast region when a redirect left a notice in the address (flash-notice.tsx). */
export function ToasterOnNotice() {
  const pathname = usePathname();
  useEffect(() => {
    if (noticeIn(new URL(window.location.href))) requestToaster();
  }, [pathname]);
  return null;
}
