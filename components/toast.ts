"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { toast as sonner, type ExternalToast } from "sonner";
import { noticeIn } from "@/lib/shared/notices";

// Toasts for client components, and when their region comes onto the page. The region
// (toast-region.tsx, with the sonner library's Toaster) is loaded the first time a page needs it:
// when a toast is raised or the address carries a ?notice= from a redirect. Most visits raise
// none, so most pages never download it. Sonner replays a toast raised before its region mounted,
// so none is lost while the chunk loads.

let wanted = false;
const listeners = new Set<() => void>();

function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

type Kind = "success" | "error" | "warning";

const show =
  (kind: Kind) =>
  (message: string, data?: ExternalToast): string | number => {
    requestToaster();
    return sonner[kind](message, data);
  };

export const toast = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
};

/**
 * Puts the toast region, a polite live region, on the page before any toast: a screen reader
 * announces additions to a region it already knows, not a region inserted with its message. Forms
 * call it when first focused.
 */
export const prepareToasts = requestToaster;

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

/** Asks for the toast region when a redirect left a notice in the address (toast-region.tsx). */
export function ToasterOnNotice() {
  const pathname = usePathname();
  useEffect(() => {
    if (noticeIn(new URL(window.location.href))) requestToaster();
  }, [pathname]);
  return null;
}
