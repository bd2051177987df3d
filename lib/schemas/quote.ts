import { z } from "zod";

// The quote form (spec section 5, 'Quote form'), shared by the form and the server action.
export const quoteSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be less than 100 characters"),
  company: z
    .string()
    .trim()
    .min(2, "Company name must be at least 2 characters")
    .max(100, "Company name must be less than 100 characters"),
  email: z
    .string()
    .trim()
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email("Please enter a valid email address")),
  phone: z
    .string()
    .trim()
    .min(10, "Please enter a valid phone number")
    .max(20, "Please enter a valid phone number"),
  postcode: z
    .string()
    .trim()
    .min(5, "Please enter a valid postcode")
    .max(10, "Please enter a valid postcode"),
  message: z.string().trim().max(1000, "Message must be less than 1000 characters"),
});

export type QuoteInput = z.input<typeof quoteSchema>;
export type Quote = z.output<typeof quoteSchema>;

export const emptyQuote: QuoteInput = {
  name: "",
  company: "",
  email: "",
  phone: "",
  postcode: "",
  message: "",
};

/** The message the office receives (spec: company, postcode, phone and the free text). */
export function composeQuoteMessage(quote: Quote): string {
  return [
    `Company: ${quote.company}`,
    `Postcode: ${quote.postcode}`,
    `Phone: ${quote.phone}`,
    "",
    quote.message || "No additional details provided",
  ].join("\n");
}
