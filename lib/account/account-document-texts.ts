// What the account's lists say beside the exact headings (account-texts.ts):
// their columns, links and empty states (true of a person's addresses and of an organisation's
// sites alike), once.

export const accountDocumentTexts = {
  noBookings: "No bookings yet.",
  noContracts: "No regular contracts yet.",
  noInvoices: "No invoices yet.",
  noCertificates: "No certificates of destruction yet. One is issued when a job is destroyed.",
  noTransferNotes: "No waste transfer notes: they come with a regular contract.",
  manage: "Manage",
  openContract: "Open contract",
  contractEnded: "Ended",
  noVisitPlanned: "None planned",
  downloadInvoice: "Download",
  downloadCertificate: "Download",
  verify: "Verification page",
  sign: "Sign",
  downloadNote: "Download",
  signed: (name: string) => `Signed by ${name}`,
  unsigned: "Not signed",
  zipIntro: "Every certificate issued between two days, as one ZIP file of PDFs.",
  from: "From",
  to: "To",
  /** Names each list's page links for screen readers, e.g. "Bookings pages". */
  pages: (list: string) => `${list} pages`,
  /** "Showing 11-20 of 43" */
  showing: (first: number, last: number, total: number) => `Showing ${first}-${last} of ${total}`,
} as const;
