"use client";

import { Toaster } from "sonner";
import { FlashNotice } from "./flash-notice";

// The toast region and the redirect notices that use it, loaded the first time a page raises a
// toast or arrives with a ?notice= (components/toaster-demand.tsx).
export default function Toasts() {
  return (
    <>
      <Toaster position="top-right" closeButton duration={5000} />
      <FlashNotice />
    </>
  );
}
