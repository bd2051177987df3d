// The admin's sections, in the spec's order, then the inboxes beyond it.
export const adminTabs = [
  { label: "Create Content", href: "/admin" },
  { label: "Manage Articles", href: "/admin/articles" },
  { label: "SEO Metadata", href: "/admin/seo" },
  { label: "Automation", href: "/admin/automation" },
  { label: "Indexing submission", href: "/admin/indexing" },
  { label: "Listings", href: "/admin/listings" },
  { label: "Bookings", href: "/admin/bookings" },
  { label: "Enquiries", href: "/admin/enquiries" },
] as const;
