// Paths and navigation: small and free of page content, so client components (the menu, the
// news cards in the carousel) can import it without shipping the content modules to the browser.
// A service's or an area's path is built from its slug in the content registry.

/** The slugs of the service pages (lib/content/services.ts holds their copy). */
export type ServiceSlug =
  | "document-shredding"
  | "on-site-shredding"
  | "off-site-shredding"
  | "hard-drive-shredding"
  | "contracts";

export const paths = {
  home: "/",
  book: "/book",
  /** /book with its Postcode field filled in (from the postcode checker). */
  bookWithPostcode: (postcode: string) => `/book?${new URLSearchParams({ postcode })}`,
  quote: "/secure-shredding-quote",
  areas: "/areas",
  area: (slug: string) => `/areas/${slug}`,
  /** The answer to the /areas postcode form without JavaScript. */
  postcodeCheck: "/areas/check-postcode",
  services: "/services",
  service: (slug: ServiceSlug) => `/services/${slug}`,
  news: "/news",
  /** Page 1 of the news list is /news itself. */
  newsPage: (page: number) => (page === 1 ? "/news" : `/news/page/${page}`),
  article: (slug: string) => `/news/${slug}`,
  /** What /news/{slug} shows, with status 404, when no article is published there (proxy.ts). */
  articleNotFound: "/article-not-found",
  contact: "/contact",
  /** A booking's manage page; the token is signed (lib/server/signed-links.ts). */
  manageBooking: (token: string) => `/bookings/${token}`,
  /** A certificate of destruction's own PDF, from the manage page. */
  manageCertificate: (token: string) => `/bookings/${token}/certificate`,
  /** An invoice's (or credit note's) page; the token is signed like the manage link's. */
  invoice: (token: string) => `/invoices/${token}`,
  /** The invoice's PDF, from its page. */
  invoicePdf: (token: string) => `/invoices/${token}/pdf`,
  /** A regular contract's page for the customer; the token is signed like the manage link's. */
  contract: (token: string) => `/contracts/${token}`,
  /** The contract's schedule as one calendar file (RRULE, EXDATE, moved visits). */
  contractCalendar: (token: string) => `/contracts/${token}/calendar.ics`,
  /** A contract visit's current certificate of destruction (PDF), through the contract's link. */
  contractCertificate: (token: string, visitId: string) =>
    `/contracts/${token}/visits/${visitId}/certificate`,
  /** The contract's waste transfer note of a year, as a PDF. */
  contractTransferNote: (token: string, year: number) =>
    `/contracts/${token}/waste-transfer-note/${year}`,
  /**
   * What a booking's, invoice's or contract's address shows, with status 404, when its token is
   * not valid (proxy.ts), and where a plain-form Pay now with a malformed token is sent.
   */
  linkNotValid: "/link-not-valid",
  /** The public verification page of a certificate of destruction. */
  certificate: (number: string) => `/certificates/${number}`,
  about: "/about",
  auth: "/auth",
  /** A customer's account: sign in with an e-mailed link, then every document. */
  account: "/account",
  /** Where a sign-in link lands (its token in the query); it signs the device in once. */
  accountSignIn: "/account/sign-in",
  /** Where an "Add another e-mail address" confirmation link lands. */
  accountConfirmEmail: "/account/confirm-email",
  /** Every certificate of the account in a date range, as one ZIP. */
  accountCertificatesZip: "/account/certificates.zip",
  /** Where an organisation's invitation link lands (its token in the query). */
  accountInvitation: "/account/invitation",
  /** An organisation's booking for one of its sites; `from` a past booking (Book again). */
  accountBook: (siteId: string, from?: string) =>
    `/account/book?${new URLSearchParams(from ? { site: siteId, from } : { site: siteId })}`,
  /** An organisation's statement of a month ("2026-11"), as a PDF or a CSV. */
  accountStatement: (month: string, format: "pdf" | "csv") =>
    `/account/statement.${format}?${new URLSearchParams({ month })}`,
  /** The auditors' destruction summary: a site (or all), a date range, as a PDF or a CSV. */
  accountDestructionSummary: (
    range: { from: string; to: string; site?: string },
    format: "pdf" | "csv",
  ) =>
    `/account/destruction-summary.${format}?${new URLSearchParams(
      range.site
        ? { site: range.site, from: range.from, to: range.to }
        : { from: range.from, to: range.to },
    )}`,
  admin: "/admin",
  /** The crew's phone app: today's and tomorrow's stops, recorded at the door. */
  crew: "/crew",
  /** Where the crew's phone sends its recordings (JSON, one per request, idempotency key inside). */
  crewRecordings: "/api/crew/recordings",
  /** The crew's 'On my way' on a stop (JSON {bookingId}): 'We are on our way' to its customer. */
  crewOnMyWay: "/api/crew/on-my-way",
  /** Destruction runs at the facility: Start a run, scan each seal, End run. */
  crewDestruction: "/crew/destruction",
  /** Where a run's page sends each seal it scanned (JSON, one per request, idempotency key inside). */
  crewDestructionScans: "/api/crew/destruction-scans",
  /** Where a run's page sends Start a run and End run (JSON; the run's id is made on the phone). */
  crewDestructionRuns: "/api/crew/destruction-runs",
  /** Whether a seal may be collected, asked by the phone as a seal field is left. */
  crewSeal: (seal: string) => `/api/crew/seals/${encodeURIComponent(seal)}`,
  /** The office's Team section: colleagues, their roles and invitations. */
  adminTeam: "/admin/team",
  /** Where an invited colleague sets their password; the token works once, for 24 hours. */
  teamInvitation: (token: string) => `/auth/invitation/${token}`,
  /** Where the admin opens after sign-in: Today, the office's day. */
  adminLanding: "/admin",
  /** The article form (Create Content). */
  adminCreate: "/admin/create",
  adminBookings: "/admin/bookings",
  /** The office books by phone. */
  adminNewBooking: "/admin/bookings/new",
  adminEnquiries: "/admin/enquiries",
  adminEnquiry: (id: string) => `/admin/enquiries/${id}`,
  /** The outbox's failed e-mails (E-mails, and Today's attention counts link to it). */
  adminEmails: "/admin/emails",
  adminArticles: "/admin/articles",
  adminSeo: "/admin/seo",
  adminListings: "/admin/listings",
  adminIndexing: "/admin/indexing",
  adminAutomation: "/admin/automation",
  adminCapacity: "/admin/capacity",
  /** Destruction runs and the facility's shredders. */
  adminDestruction: "/admin/destruction",
  adminCertificates: "/admin/certificates",
  /** The office's week board; `week` is any day of the week shown (its Monday by default). */
  adminSchedule: "/admin/schedule",
  adminScheduleWeek: (week: string) => `/admin/schedule?${new URLSearchParams({ week })}`,
  /** Plan route: a day's stops of one crew member ('' or none: any crew) in the planned order. */
  adminRoutePlans: "/admin/schedule/plan",
  adminRoutePlan: (day: string, crew = "") =>
    `/admin/schedule/plan?${new URLSearchParams(crew ? { day, crew } : { day })}`,
  /** A booking's page in the admin (the office's e-mails link to it). */
  adminBooking: (id: string) => `/admin/bookings/${id}`,
  /** A crew recording's signature and photos, for the booking's page (admin only). */
  adminRecordingSignature: (bookingId: string, recordingId: string) =>
    `/admin/bookings/${bookingId}/recordings/${recordingId}/signature`,
  adminRecordingPhoto: (bookingId: string, recordingId: string, position: number) =>
    `/admin/bookings/${bookingId}/recordings/${recordingId}/photos/${position}`,
  /** Business customers: organisations with their people, sites and documents. */
  adminCustomers: "/admin/customers",
  adminNewCustomer: "/admin/customers/new",
  adminCustomer: (id: string) => `/admin/customers/${id}`,
  adminInvoices: "/admin/invoices",
  adminContracts: "/admin/contracts",
  adminReports: "/admin/reports",
  adminNewContract: "/admin/contracts/new",
  /** A contract's page in the office: its visits, pause, resume, end, change from a day. */
  adminContract: (number: string) => `/admin/contracts/${number}`,
  /** An invoice's or credit note's PDF for the office (admin only). */
  adminInvoice: (number: string) => `/admin/invoices/${number}`,
  adminInvoicePdf: (number: string) => `/admin/invoices/${number}/pdf`,
  /** The bookkeeper's CSV of invoices and credit notes for a date range (admin only). */
  adminInvoiceExport: "/admin/invoices/export",
  /** Card payments refunded as duplicates (from Today's attention counts; not a tab). */
  adminDuplicatePayments: "/admin/invoices/duplicate-payments",
  /** A certificate's PDF for the office (admin only). */
  adminCertificatePdf: (number: string) => `/admin/certificates/${number}/pdf`,
  /** Seal labels: Print labels, the prints, and one print's labels as a PDF. */
  adminSealLabels: "/admin/seal-labels",
  adminSealLabelsPdf: (printId: string) => `/admin/seal-labels/${printId}/pdf`,
  /** The Custody report: every seal by state, filtered, and its CSV. */
  adminCustody: "/admin/custody",
  adminCustodyExport: "/admin/custody/export",
  /** Jobs the crew could not collect, not yet dealt with (from Today's attention counts). */
  adminCouldNotCollect: "/admin/bookings/could-not-collect",
  /** Crew recordings held for the office to check (from Today's attention counts). */
  adminCrewRecordings: "/admin/bookings/crew-recordings",
  /** The crews' run sheet of a day as a PDF (admin only). */
  adminRunSheet: (day: string) => `/admin/run-sheets/${day}`,
} as const;

export const mainNav = [
  { label: "Home", href: paths.home },
  { label: "Areas We Cover", href: paths.areas },
  { label: "Services We Offer", href: paths.services },
  { label: "About Us", href: paths.about },
  { label: "News", href: paths.news },
  { label: "Contact Us", href: paths.contact },
] as const;

/** Is `href` the current page or (for sections) an ancestor of it? Home matches only itself. */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The office's application, which has its own frame instead of the public one. */
export const isAdminPath = (pathname: string) => isActivePath(paths.admin, pathname);

/** The crew's phone app, which has its own frame too (components/crew/crew-frame.tsx). */
export const isCrewPath = (pathname: string) => isActivePath(paths.crew, pathname);

/**
 * Public pages that show the floating "Book a Shred" button: not the booking form itself nor a
 * booking's manage pages, where it would only cover their own controls.
 */
export function showsFloatingBook(pathname: string): boolean {
  return ![paths.book, "/bookings", "/invoices", "/contracts"].some((prefix) =>
    isActivePath(prefix, pathname),
  );
}
