"use server";

import "server-only";
import { findArea } from "@/lib/content/areas";
import { contactMessages, quoteMessages } from "@/lib/shared/form-messages";
import { contactSchema } from "@/lib/enquiries/contact-schema";
import { quoteSchema } from "@/lib/enquiries/quote-schema";
import { createContactEnquiry, createQuoteEnquiry } from "./enquiries";
import { contactEmails, quoteEmails } from "./enquiry-notifications";
import { publicAction } from "@/lib/server/public-action";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";

// The quote and contact forms' actions: the enquiry and its e-mails are stored together.

export const submitQuote = publicAction(
  {
    schema: quoteSchema,
    deliver: deliverAfterResponse,
    limit: "enquiry",
    failure: quoteMessages.failed.description,
    label: "quote",
    botAnswer: undefined,
  },
  async (quote) => {
    await createQuoteEnquiry(quote, quoteEmails(quote));
    return { ok: true, data: undefined };
  },
);

export const submitContact = publicAction(
  {
    schema: contactSchema,
    deliver: deliverAfterResponse,
    limit: "enquiry",
    failure: contactMessages.failed.description,
    label: "contact",
    botAnswer: undefined,
  },
  async (contact, _request, areaSlug?: string) => {
    // Only a known town tags the enquiry; anything else is ignored.
    const area = areaSlug ? findArea(areaSlug) : undefined;
    await createContactEnquiry(
      contact,
      area?.slug ?? null,
      contactEmails(contact, area?.name ?? null),
    );
    return { ok: true, data: undefined };
  },
);
