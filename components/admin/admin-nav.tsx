"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import Link from "@/components/ui/link";
import { adminSectionGroups, adminSectionOf, adminSections } from "@/lib/office/sections";

// One admin frame, one list: a fixed id lets the no-script rule below open it.
const LIST_ID = "admin-sections-list";

/**
 * The admin's sections, grouped as the office works. From `lg` up a sidebar with every link in
 * view; below, a button naming the current section opens the same grouped list. Plain links, so
 * they work without script (the <noscript> rule shows the list on a phone that runs none).
 */
export function AdminNav() {
  const pathname = usePathname();
  const current = adminSectionOf(pathname);
  // The list is open for the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <nav
      aria-label="Admin sections"
      className="border-b border-slate-200 py-3 lg:sticky lg:top-0 lg:max-h-screen lg:self-start lg:overflow-y-auto lg:border-r lg:border-b-0 lg:py-4 lg:pr-4"
    >
      <noscript>
        <style>{`#${LIST_ID}{display:block}`}</style>
      </noscript>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex w-full items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left lg:hidden"
      >
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="text-sm text-muted">Sections</span>
          <span className="truncate font-semibold text-brand-900">{current?.label}</span>
        </span>
        <Icon name={open ? "x" : "menu"} className="size-5 shrink-0 text-brand-900" />
      </button>
      <div
        id={LIST_ID}
        className={`${open ? "mt-3" : "hidden"} space-y-4 lg:mt-0 lg:block lg:space-y-3`}
      >
        {adminSectionGroups.map((group, index) => {
          const labelId = `${LIST_ID}-${index}`;
          return (
            <div key={group.sections.join()}>
              {group.label && (
                <p
                  id={labelId}
                  className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                >
                  {group.label}
                </p>
              )}
              <ul
                aria-labelledby={group.label ? labelId : undefined}
                className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1 lg:gap-0.5"
              >
                {group.sections.map((key) => {
                  const section = adminSections[key];
                  const active = section === current;
                  return (
                    <li key={key}>
                      <Link
                        href={section.href}
                        aria-current={active ? "page" : undefined}
                        className={`block rounded-r-md border-l-4 px-3 py-2 text-sm lg:py-1 ${active ? "border-brand-800 bg-brand-50 font-semibold text-brand-900" : "border-transparent text-slate-700 hover:bg-slate-100 hover:text-brand-900"}`}
                      >
                        {section.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
