// An organisation's documents on /account, its Pay all open invoices and its statement: their
// words, once (the exact ones, such as 'Pay all open invoices' and the statement's title, are in
// organisation-texts.ts).

export const organisationMoneyTexts = {
  filters: "Show documents",
  site: "Site",
  allSites: "All sites",
  status: "Status",
  allStatuses: "All",
  show: "Show",
  siteColumn: "Site",
  noSite: "Not yet in a site",

  moneyHeading: "Payment and statements",
  nothingToPay:
    "There was nothing to pay by card just now: your invoices may have been paid already.",
  payAllIntro: (count: number, total: string) =>
    `${count} open ${count === 1 ? "invoice" : "invoices"} to pay, ${total} in all.`,
  noOpenInvoices: "No open invoices to pay.",
  payAllDescription: (organisation: string, count: number) =>
    `${organisation}: ${count} ${count === 1 ? "invoice" : "invoices"}`,
  payAllUnavailable: "Card payment is not available just now. Please pay by bank transfer.",
  paid: "Thank you: your payment has been received and your invoices are marked paid.",
  processing:
    "Thank you: your payment is being processed. Your invoices read Paid once it has cleared.",
  duplicate:
    "Some of those invoices had been paid already: that part of your payment is being refunded to your card.",

  statementIntro:
    "Opening balance, the month's invoices, payments and credit notes, and the closing balance.",
  month: "Month",
  statementPdf: "PDF",
  statementCsv: "CSV",
  downloadStatementAs: (format: string) => `Download statement (${format})`,
  badMonth: "Choose a month (yyyy-mm) no later than this one.",
  badMonths:
    "Choose months no later than this one, the second not before the first, a year at most.",
  toMonth: "To month (optional, for several months)",
  openingBalance: "Opening balance",
  closingBalance: "Closing balance",
  invoice: "Invoice",
  creditNote: "Credit note",
  payment: "Payment",
  refund: "Refund",
  refundDetail: "Refund to card",
  creditNoteFor: (invoice: string) => (invoice ? `For ${invoice}` : ""),
  moreRows: (count: number) =>
    `${count} more ${count === 1 ? "line is" : "lines are"} in the CSV statement for this month.`,
  notAvailable: "Not found.",
  noMovements: "No invoices, payments or credit notes this month.",
  statementColumns: {
    date: "Date",
    kind: "Type",
    document: "Document",
    site: "Site",
    detail: "Detail",
    amount: "Amount",
    balance: "Balance",
  },
  statementPage: (organisation: string) => `Statement for ${organisation}`,
  statementFileName: (months: readonly string[], format: "pdf" | "csv") =>
    months.length === 1
      ? `statement-${months[0]}.${format}`
      : `statement-${months[0]}-to-${months.at(-1)}.${format}`,
} as const;
