"use client";

import { usePathname } from "next/navigation";
import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { paths, showsFloatingBook } from "@/lib/shared/paths";

/**
 * The floating "Book a Shred" button. The page leaves room for it: a strip of the footer's colour
 * below the footer (so the last row, Cookie settings, scrolls clear of it), and a scroll padding
 * (globals.css) so a control scrolled or tabbed to stops above it. Not shown where booking is
 * already the page's business (/book, the manage pages) or in the admin. The path comes from the
 * router, so public pages stay static.
 */
export function FloatingBookButton() {
  const pathname = usePathname();
  if (!showsFloatingBook(pathname ?? "")) return null;
  return (
    <>
      <div aria-hidden="true" className="h-20 shrink-0 bg-brand-900" />
      <Link
        href={paths.book}
        className="floating-book fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-accent-700 px-5 py-3 text-sm font-bold text-white shadow-lg shadow-black/20 hover:bg-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
      >
        <Icon name="calendar-check" className="size-5" />
        Book a Shred
      </Link>
    </>
  );
}
