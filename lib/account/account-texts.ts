// A customer's account: its texts, once. Exact texts, kept word for word, are marked.

export const accountTexts = {
  title: "Your account",
  /** Exact. */
  emailLabel: "E-mail address",
  /** Exact. */
  sendLink: "Send me a sign-in link",
  /** Exact: the same answer for a known and an unknown address. */
  linkSent:
    "If we have bookings under that address, we have sent you a link. It works once, for 30 minutes.",
  signInEmailSubject: "Your sign-in link to North East Secure Shredding",
  linkNotValid: "This link has been used or has expired. Please ask for a new one.",
  signOut: "Sign out",
  /** Exact: the account's lists. */
  bookings: "Bookings",
  contracts: "Contracts",
  invoices: "Invoices",
  certificates: "Certificates",
  transferNotes: "Waste transfer notes",
  /** Exact. */
  payByCard: "Pay now by card",
  /** Exact. */
  addEmail: "Add another e-mail address",
  addEmailEmailSubject: "Confirm your e-mail address for North East Secure Shredding",
  /** Exact. */
  downloadAllCertificates: "Download all certificates",
} as const;
