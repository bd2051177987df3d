"use client";

import dynamic from "next/dynamic";
import { ToasterOnNotice, useToasterWanted } from "./toast";

// A chunk of its own, loaded the first time a page shows a toast (toast.ts).
const ToastRegion = dynamic(() => import("./toast-region"), { ssr: false });

// What every page, the admin's included, gets on the client besides its own components: toasts.
// The cookie banner belongs to the public frame (public-frame.tsx): nothing optional loads in the admin.
export function Providers({ children }: { children: React.ReactNode }) {
  const toastsWanted = useToasterWanted();
  return (
    <>
      {children}
      <ToasterOnNotice />
      {toastsWanted && <ToastRegion />}
    </>
  );
}
