"use client";

import dynamic from "next/dynamic";
import { ConsentBanner } from "./consent/consent-banner";
import { ToasterOnNotice, useToasterWanted } from "./toast";

// A chunk of its own, loaded the first time a page shows a toast (toast.ts).
const ToastRegion = dynamic(() => import("./toast-region"), { ssr: false });

// What every page gets on the client besides its own components: toasts and the cookie banner.
export function Providers({ children }: { children: React.ReactNode }) {
  const toastsWanted = useToasterWanted();
  return (
    <>
      {children}
      <ToasterOnNotice />
      {toastsWanted && <ToastRegion />}
      <ConsentBanner />
    </>
  );
}
