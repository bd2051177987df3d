// The account's Book a collection for a site and Book again: their words, once. The exact texts
// ('Book a collection', 'Book again', 'Enter your purchase order number.') are in
// organisation-texts.ts.

export const organisationBookingTexts = {
  /** The page's heading: Book a collection for one site. */
  heading: (site: string) => `Book a collection for ${site}`,
  intro: (organisation: string) =>
    `The same prices, days and notice as every booking. The site's address and contact are filled in: change them if this collection differs. Booked for ${organisation}.`,
  bookAgainIntro: (reference: string) => `The same service and quantity as ${reference}.`,
  backToAccount: "Back to your account",
  /** Refused by the action: the site is not one the member may book for. */
  notYourSite: "You cannot book for this site. Choose one of your organisation's sites.",
  /** The link's accessible name beside each site's name. */
  bookCollectionFor: (site: string) => `Book a collection for ${site}`,
  /** Book again's accessible name beside a booking's reference. */
  bookAgainFor: (reference: string) => `Book again: the same as ${reference}`,
  purchaseOrderHint: "Required by your organisation: printed on your invoice.",
} as const;
