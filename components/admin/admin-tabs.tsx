"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { paths } from "@/lib/paths";

// The admin's sections: Today (the office's day, issue 29), the spec's order, then the inboxes.
const adminTabs = [
  { label: "Today", href: "/admin" },
  { label: "Create Content", href: "/admin/create" },
  { label: "Manage Articles", href: "/admin/articles" },
  { label: "SEO Metadata", href: "/admin/seo" },
  { label: "Automation", href: "/admin/automation" },
  { label: "Indexing submission", href: "/admin/indexing" },
  { label: "Listings", href: "/admin/listings" },
  { label: "Bookings", href: "/admin/bookings" },
  { label: "Schedule", href: paths.adminSchedule },
  { label: "Enquiries", href: "/admin/enquiries" },
  { label: "Capacity", href: "/admin/capacity" },
  { label: "Certificates", href: "/admin/certificates" },
  { label: "Invoices", href: "/admin/invoices" },
  { label: "Contracts", href: "/admin/contracts" },
  { label: "Reports", href: "/admin/reports" },
] as const;

function activeTab(pathname: string) {
  // The longest tab path that prefixes the current one (/admin/bookings/123 -> Bookings).
  return [...adminTabs]
    .sort((a, b) => b.href.length - a.href.length)
    .find(
      (tab) =>
        pathname === tab.href || (tab.href !== "/admin" && pathname.startsWith(`${tab.href}/`)),
    );
}

const tabId = (href: string) =>
  `admin-tab-${href === "/admin" ? "today" : href.split("/").pop() || "today"}`;

/**
 * The admin's tabs. Each tab is a link with its own URL (linkable, reloadable, works without
 * script), exposed to assistive technology as a tab list controlling the panel below.
 */
export function AdminTabs({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const active = activeTab(pathname);
  return (
    <>
      <div
        role="tablist"
        aria-label="Admin sections"
        className="mt-6 flex overflow-x-auto border-b border-slate-200"
      >
        {adminTabs.map((tab) => {
          const selected = tab.href === active?.href;
          return (
            <Link
              key={tab.href}
              id={tabId(tab.href)}
              href={tab.href}
              role="tab"
              aria-selected={selected}
              aria-controls="admin-panel"
              className={`shrink-0 rounded-t-lg px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${selected ? "border-b-2 border-brand-800 bg-brand-50 text-brand-900" : "text-slate-600 hover:bg-slate-50 hover:text-brand-900"}`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div
        id="admin-panel"
        role="tabpanel"
        aria-labelledby={active ? tabId(active.href) : undefined}
        className="pt-8"
      >
        {children}
      </div>
    </>
  );
}
