"use client";

import { useEffect, useId, useRef } from "react";

/**
 * A native <dialog> shown as a modal while `open` is true (the page behind is inert, Escape closes
 * it, focus returns to what opened it), and the id of the heading that names it. The dialog's own
 * onClose tells the owner when Escape or a close() shut it.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return { dialog, titleId };
}
