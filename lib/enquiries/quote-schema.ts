import { object } from "zod/mini";
import type { input, output } from "zod/mini";
import { email, text } from "@/lib/shared/form-fields";

// The quote form (spec section 5, 'Quote form'), shared by the form and the server action.
export const quoteSchema = object({
  name: text({
    min: [2, "Name must be at least 2 characters"],
    max: [100, "Name must be less than 100 characters"],
  }),
  company: text({
    min: [2, "Company name must be at least 2 characters"],
    max: [100, "Company name must be less than 100 characters"],
  }),
  email: email("Please enter a valid email address"),
  phone: text({
    min: [10, "Please enter a valid phone number"],
    max: [20, "Please enter a valid phone number"],
  }),
  postcode: text({
    min: [5, "Please enter a valid postcode"],
    max: [10, "Please enter a valid postcode"],
  }),
  message: text({ max: [1000, "Message must be less than 1000 characters"] }),
});

export type QuoteInput = input<typeof quoteSchema>;
export type Quote = output<typeof quoteSchema>;

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
