"use client";

import { Toaster } from "sonner";
import { FlashNotice } from "./flash-notice";

// The toast region and the redirect notices that use it, loaded after the page is interactive
// (components/providers.tsx): no visitor sees a toast before they act or arrive from a redirect.
export default function Toasts() {
  return (
    <>
      <Toaster position="top-right" closeButton duration={5000} />
      <FlashNotice />
    </>
  );
}
