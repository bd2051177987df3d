/** The office books by phone. Exact texts. */
export const phoneBookingTexts = {
  newBooking: "New booking",
  payAfter: "Pay after the collection",
  sendPaymentLink: "Send a card payment link",
  bookedByPhone: (member: string) => `Booked by ${member} by phone`,
} as const;
