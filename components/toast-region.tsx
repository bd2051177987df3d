"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { noticeIn, notices } from "@/lib/shared/notices";
import { isAdminPath } from "@/lib/shared/paths";

// The toast region and the redirect notices that use it, loaded the first time a page raises a
// toast or arrives with a ?notice= (toast.ts). In the admin, toasts rise from the bottom: at the top
// they lay over the frame's Logout and Sign out everywhere for five seconds after signing in (the
// admin has no floating Book button or cookie banner down there).
export default function ToastRegion() {
  const pathname = usePathname();
  return (
    <>
      <Toaster
        position={isAdminPath(pathname) ? "bottom-right" : "top-right"}
        closeButton
        duration={5000}
      />
      <FlashNotice />
    </>
  );
}

// Shows a notice passed through a redirect (?notice=access-denied), then removes the parameter.
// Reads window.location after each navigation rather than useSearchParams, so pages stay static.
function FlashNotice() {
  const pathname = usePathname();
  useEffect(() => {
    const url = new URL(window.location.href);
    const key = noticeIn(url);
    if (!key) return;
    const notice = notices[key];
    toast[notice.kind](notice.title, { description: notice.description });
    url.searchParams.delete("notice");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [pathname]);
  return null;
}
