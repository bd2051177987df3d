// What the account's lists say beside the exact headings (account-texts.ts):
// their columns, links and empty states, once.

export const accountDocumentTexts = {
  noBookings: "No bookings under your addresses yet.",
  noContracts: "No regular contracts under your addresses.",
  noInvoices: "No invoices under your addresses yet.",
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
