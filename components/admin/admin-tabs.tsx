"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { adminTabs } from "@/lib/admin-tabs";

/** The admin's tabs: one URL each, so every tab can be linked, bookmarked and reloaded. */
export function AdminTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin sections" className="mt-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex min-w-max gap-1">
        {adminTabs.map((tab) => {
          const active = pathname === tab.href;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={`block rounded-t-lg px-4 py-2.5 text-sm font-semibold ${active ? "border-b-2 border-brand-800 bg-brand-50 text-brand-900" : "text-slate-600 hover:bg-slate-50 hover:text-brand-900"}`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
