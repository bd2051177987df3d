"use client";

import { SessionProvider } from "next-auth/react";
import { Toaster } from "sonner";
import { ConsentBanner } from "./consent/consent-banner";
import { FlashNotice } from "./flash-notice";

// Client-side context for every page: the session (fetched after load, so pages stay static)
// and the toast region.
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      {children}
      <Toaster position="top-right" closeButton duration={5000} />
      <FlashNotice />
      <ConsentBanner />
    </SessionProvider>
  );
}
