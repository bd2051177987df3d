import { PURCHASE_ORDER_MISSING } from "@/lib/bookings/purchase-order-rule";

// A business customer's organisation: its texts, once. Exact texts, kept word for word, are marked.

export const organisationTexts = {
  /** Exact. */
  setUp: "Set up your organisation",
  setUpIntro:
    "Add your colleagues with a role each, book and pay for every site, and put a purchase order number on every booking.",
  /** Exact: the set-up form's fields. */
  name: "Organisation name",
  billingAddress: "Billing address",
  postcode: "Postcode",
  vatNumber: "VAT number (optional)",
  purchaseOrderRequired: "A purchase order number is required on every booking",
  yes: "Yes",
  no: "No",
  setUpSubmit: "Set up organisation",
  setUpDone: (name: string) => `${name} is set up. You are its Administrator.`,
  setUpNext: "Add its sites and invite your colleagues below.",
  alreadyInOne: "This account already belongs to an organisation.",
  nameRequired: "Enter your organisation's name.",
  addressRequired: "Enter the billing address.",

  /** Exact. */
  people: "People",
  inviteColleague: "Invite a colleague",
  inviteEmail: "E-mail address",
  role: "Role",
  sitesForBooker: "Sites they may book for",
  allSites: "All sites",
  sendInvitation: "Send invitation",
  invitationSent: (email: string) =>
    `We have sent an invitation to ${email}. It works once, for 7 days.`,
  /** Exact: the invitation e-mail's subject. */
  invitationSubject: (organisation: string) =>
    `You have been invited to ${organisation} on North East Secure Shredding`,
  invitationPending: "Invited",
  acceptInvitation: "Accept the invitation",
  invitationNotValid:
    "This invitation has been used or has expired. Ask your colleague for a new one.",
  invitationOtherOrganisation:
    "This e-mail address's account already belongs to another organisation. Ask its Administrator to remove you first.",
  /** Exact. */
  remove: "Remove",
  /** Exact. */
  changeRole: "Change role",
  /** Exact: refused when the last Administrator would be removed or given another role. */
  lastAdministrator: "An organisation needs at least one Administrator.",

  /** Exact. */
  sites: "Sites",
  addSite: "Add a site",
  siteName: "Site name",
  siteAddress: "Address",
  accessNotes: "Access notes (optional)",
  siteContactName: "Site contact name",
  siteContactPhone: "Site contact phone",
  siteNameTaken: "You already have a site with that name.",
  noSites: "No sites yet. Add the first one to book for it.",
  allSitesOption: "All sites",

  /** Exact. */
  notYetInOrganisation: "Bookings under your colleagues' addresses not yet in the organisation",
  /** Exact. */
  addTo: (organisation: string) => `Add to ${organisation}`,
  chooseSite: "Site",

  /** Exact. */
  bookCollection: "Book a collection",
  /** Exact. */
  bookAgain: "Book again",
  /** Exact: the purchase order number, where the organisation requires one. */
  purchaseOrderMissing: PURCHASE_ORDER_MISSING,

  /** Exact. */
  payAllOpenInvoices: "Pay all open invoices",
  /** Exact. */
  downloadStatement: "Download statement",
  /** Exact: the statement's title. */
  statementTitle: (organisation: string, month: string) => `Statement ${organisation} ${month}`,
  /** Exact. */
  destructionSummary: "Destruction summary",
  /** Exact: the summary's title. */
  destructionSummaryTitle: (organisation: string, from: string, to: string) =>
    `Destruction summary ${organisation} ${from} to ${to}`,
} as const;

/** Each role's name and what it may do, as the people list and the invitation form say it. */
export const roleTexts = {
  administrator: { label: "Administrator", does: "People, sites, settings, and everything below." },
  booker: {
    label: "Booker",
    does: "Books and manages collections and contracts for all sites, or for the sites chosen for them.",
  },
  finance: { label: "Finance", does: "Invoices, credit notes, statements, payment." },
  viewer: { label: "Viewer", does: "Certificates, collection receipts and waste transfer notes." },
} as const;
