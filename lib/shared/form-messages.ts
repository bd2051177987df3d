import { site } from "./site";

// What the public forms tell the visitor (spec sections 3 and 5), word for word: the form shows
// these toasts and the server action answers with the same failure texts.

export type ToastText = { title: string; description: string };

export const bookingMessages = {
  sent: {
    title: "Booking Request Sent!",
    description:
      "Your booking request has been sent to our team and confirmation will follow shortly via email.",
  },
  missing: {
    title: "Missing Information",
    description: "Please fill in all required fields to complete your booking.",
  },
  fullyBooked: {
    title: "Date Fully Booked",
    description: "That date has just been fully booked. Please choose another date.",
  },
  closed: {
    title: "Date Unavailable",
    description: "We are closed on that date. Please choose another date.",
  },
  /** A date chosen on a form left open past the notice cut-off (lib/shared/dates.ts). */
  tooSoon: {
    title: "Date Unavailable",
    description: `Online bookings need a working day's notice. For sooner, please call us on ${site.phone.display}.`,
  },
  failed: {
    title: "Booking Failed",
    description: `There was a problem processing your booking. Please try again or call us at ${site.phone.display}.`,
  },
} as const satisfies Record<string, ToastText>;

/** What the confirmation panel says after a booking is stored. */
export const bookingConfirmation = {
  heading: (reference: string) => `Booking ${reference} requested`,
  manageLink: "We have e-mailed you a link to change or cancel it.",
} as const;

/** A day that filled up or was closed while the visitor chose it (capacity outcomes). */
export const dayTakenMessages = {
  full: bookingMessages.fullyBooked,
  closed: bookingMessages.closed,
} as const satisfies Record<string, ToastText>;

/** The day-taken toast a refusal's message stands for, if it is one (the form then rereads the calendar). */
export function dayTakenToastOf(message: string | undefined): ToastText | undefined {
  return Object.values(dayTakenMessages).find((taken) => taken.description === message);
}

export const quoteMessages = {
  sent: {
    title: "Quote Request Sent!",
    description: "We'll contact you within 24 hours with your personalized quote.",
  },
  failed: {
    title: "Error",
    description: "Failed to send quote request. Please try calling us directly.",
  },
} as const satisfies Record<string, ToastText>;

export const contactMessages = {
  sent: {
    title: "Message sent successfully!",
    description: "We'll respond within 24 hours during business hours.",
  },
  /** The title over the first problem's message. */
  invalid: { title: "Validation Error", description: "" },
  failed: {
    title: "Error sending message",
    description: "There was a problem sending your message. Please try again or call us directly.",
  },
} as const satisfies Record<string, ToastText>;
