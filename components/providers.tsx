"use client";

import dynamic from "next/dynamic";
import { ConsentBanner } from "./consent/consent-banner";
import { ToasterOnNotice, useToasterWanted } from "./toaster-demand";

// A chunk of its own, loaded the first time a page shows a toast (toaster-demand.tsx).
const Toasts = dynamic(() => import("./toasts"), { ssr: false });

// What every page gets on the client besides its own components: toasts and the cookie banner.
export function Providers({ children }: { children: React.ReactNode }) {
  const toastsWanted = useToasterWanted();
  return (
    <>
      {children}
      <ToasterOnNotice />
      {toastsWanted && <Toasts />}
      <ConsentBanner />
    </>
  );
}
