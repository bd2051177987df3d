import "server-only";
import { findArea } from "@/lib/content/areas";
import { contactSchema } from "@/lib/schemas/contact";
import { quoteSchema } from "@/lib/schemas/quote";
import { createContactEnquiry, createQuoteEnquiry } from "./data/enquiries";
import { publicSubmission } from "./public-submission";

// Quote and contact submissions (the steps every public form takes: public-submission.ts). One
// transaction stores the enquiry and its e-mails.

export const QUOTE_FAILED = "Failed to send quote request. Please try calling us directly.";
export const CONTACT_FAILED =
  "There was a problem sending your message. Please try again or call us directly.";

export const submitQuoteEnquiry = publicSubmission(
  {
    schema: quoteSchema,
    limit: "enquiry",
    failure: QUOTE_FAILED,
    label: "quote",
    botAnswer: undefined,
  },
  async (quote) => {
    await createQuoteEnquiry(quote);
    return { ok: true, data: undefined };
  },
);

const contactSubmission = publicSubmission(
  {
    schema: contactSchema,
    limit: "enquiry",
    failure: CONTACT_FAILED,
    label: "contact",
    botAnswer: undefined,
  },
  async (contact, areaSlug: string | undefined) => {
    // Only a known town tags the enquiry; anything else is ignored.
    const area = areaSlug ? findArea(areaSlug) : undefined;
    await createContactEnquiry(contact, area ? { slug: area.slug, name: area.name } : null);
    return { ok: true, data: undefined };
  },
);

export function submitContactEnquiry(input: unknown, areaSlug: string | undefined, ip: string) {
  return contactSubmission(input, ip, areaSlug);
}
