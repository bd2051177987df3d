import { toast as sonner, type ExternalToast } from "sonner";
import { requestToaster } from "./toaster-demand";

type Kind = "success" | "error" | "warning";

const show =
  (kind: Kind) =>
  (message: string, data?: ExternalToast): string | number => {
    requestToaster();
    return sonner[kind](message, data);
  };

/** Toasts for client components: sonner's, with the toast region loaded on first use. */
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
