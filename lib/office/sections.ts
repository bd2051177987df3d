import type { Metadata } from "next";
import { custodyTexts } from "@/lib/custody/custody-texts";
import { isActivePath, paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";

// The admin's sections, once: their names and URLs, and how the office groups them (its day, its
// customers, the website, the figures and the people). The navigation, each section's h1 and each page's title
// read them here; a section's name is its link text, h1 and title alike.

export const adminSections = {
  today: { label: "Today", href: paths.admin },
  schedule: { label: "Schedule", href: paths.adminSchedule },
  bookings: { label: "Bookings", href: paths.adminBookings },
  capacity: { label: "Capacity", href: paths.adminCapacity },
  sealLabels: { label: custodyTexts.section, href: paths.adminSealLabels },
  destruction: { label: custodyTexts.destruction, href: paths.adminDestruction },
  custody: { label: custodyTexts.custodyReport, href: paths.adminCustody },
  customers: { label: "Customers", href: paths.adminCustomers },
  contracts: { label: "Contracts", href: paths.adminContracts },
  invoices: { label: "Invoices", href: paths.adminInvoices },
  certificates: { label: "Certificates", href: paths.adminCertificates },
  enquiries: { label: "Enquiries", href: paths.adminEnquiries },
  create: { label: "Create Content", href: paths.adminCreate },
  articles: { label: "Manage Articles", href: paths.adminArticles },
  seo: { label: "SEO Metadata", href: paths.adminSeo },
  listings: { label: "Listings", href: paths.adminListings },
  indexing: { label: "Indexing submission", href: paths.adminIndexing },
  automation: { label: "Automation", href: paths.adminAutomation },
  emails: { label: "E-mails", href: paths.adminEmails },
  reports: { label: "Reports", href: paths.adminReports },
  team: { label: "Team", href: paths.adminTeam },
} as const satisfies Record<string, { label: string; href: string }>;

export type AdminSectionKey = keyof typeof adminSections;
export type AdminSection = (typeof adminSections)[AdminSectionKey];

/** The navigation's groups, in the order of the office's work; a lone section needs no heading. */
export const adminSectionGroups: readonly {
  label: string | null;
  sections: readonly AdminSectionKey[];
}[] = [
  {
    label: "The day",
    sections: ["today", "schedule", "bookings", "capacity", "sealLabels", "destruction", "custody"],
  },
  {
    label: "Customers",
    sections: ["customers", "contracts", "invoices", "certificates", "enquiries"],
  },
  {
    label: "The website",
    sections: ["create", "articles", "seo", "listings", "indexing", "automation", "emails"],
  },
  { label: null, sections: ["reports", "team"] },
];

/**
 * The section `pathname` belongs to: the longest section URL that is it or an ancestor of it
 * (/admin/bookings/123 -> Bookings); Today (/admin) only for itself.
 */
export function adminSectionOf(pathname: string): AdminSection | undefined {
  return Object.values(adminSections)
    .filter((section) =>
      section.href === paths.admin
        ? pathname === paths.admin
        : isActivePath(section.href, pathname),
    )
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/**
 * A section page's title: "Invoices | Admin | North East Secure Shredding". Written whole: the
 * admin layout's template reaches the pages below it but not Today, its own page.
 */
export function adminSectionMetadata(key: AdminSectionKey): Metadata {
  return { title: { absolute: adminTitle(adminSections[key].label) } };
}

export const adminTitle = (name: string) => `${name} | Admin | ${site.name}`;
