"use client";

import dynamic from "next/dynamic";
import { ConsentBanner } from "./consent/consent-banner";

// Loaded after hydration in a chunk of its own: the toast library is not part of any page's
// first load.
const Toasts = dynamic(() => import("./toasts"), { ssr: false });

// What every page gets on the client besides its own components: toasts and the cookie banner.
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toasts />
      <ConsentBanner />
    </>
  );
}
