"use client";

import { usePathname } from "next/navigation";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { isAdminPath, isCrewPath } from "@/lib/shared/paths";
import { FloatingBookButton } from "./floating-book-button";

/**
 * The public frame around every page but the admin's and the crew's, which bring their own
 * (AdminFrame, CrewFrame): a skip link, the header, the main landmark, the footer, the floating
 * Book button and the cookie banner.
 * Decided in the browser from the path, so the root layout reads nothing of the request and the
 * public pages stay prerendered; and the frame lives in the root layout, not in the 404 page, so
 * no page's payload carries a second copy of it for the 404 boundary.
 */
export function PublicFrame({
  header,
  footer,
  children,
}: {
  header: React.ReactNode;
  footer: React.ReactNode;
  children: React.ReactNode;
}) {
  const pathname = usePathname() ?? "";
  if (isAdminPath(pathname) || isCrewPath(pathname)) return children;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer}
      <FloatingBookButton />
      <ConsentBanner />
    </>
  );
}
