// A customer's account (issue 39): its texts, once. Exact texts from the issue are marked.

export const accountTexts = {
  title: "Your account",
  /** Exact (issue 39). */
  emailLabel: "E-mail address",
  /** Exact (issue 39). */
  sendLink: "Send me a sign-in link",
  /** Exact (issue 39): the same answer for a known and an unknown address. */
  linkSent:
    "If we have bookings under that address, we have sent you a link. It works once, for 30 minutes.",
  signInEmailSubject: "Your sign-in link to North East Secure Shredding",
  linkNotValid: "This link has been used or has expired. Please ask for a new one.",
  signOut: "Sign out",
  /** Exact (issue 39): the account's lists. */
  bookings: "Bookings",
  contracts: "Contracts",
  invoices: "Invoices",
  certificates: "Certificates",
  transferNotes: "Waste transfer notes",
  /** Exact (issue 39). */
  payByCard: "Pay now by card",
  /** Exact (issue 39). */
  addEmail: "Add another e-mail address",
  addEmailEmailSubject: "Confirm your e-mail address for North East Secure Shredding",
  /** Exact (issue 39). */
  downloadAllCertificates: "Download all certificates",
} as const;

/** The office books by phone (issue 39). Exact texts from the issue. */
export const phoneBookingTexts = {
  newBooking: "New booking",
  payAfter: "Pay after the collection",
  sendPaymentLink: "Send a card payment link",
  bookedByPhone: (member: string) => `Booked by ${member} by phone`,
} as const;
