import "server-only";
import type { Contact } from "@/lib/enquiries/contact-schema";
import type { Quote } from "@/lib/enquiries/quote-schema";
import { db } from "@/lib/server/db";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";

// Storing an enquiry and the e-mails composed for it (mail/enquiry-notifications.ts), in one
// transaction.

type NewEnquiry = {
  kind: "quote" | "contact";
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  postcode?: string;
  subject?: string | null;
  message: string | null;
  areaSlug?: string | null;
};

async function createEnquiry(enquiry: NewEnquiry, emails: OutgoingEmail[]): Promise<string> {
  return db().$transaction(async (tx) => {
    const { id } = await tx.enquiry.create({ data: enquiry, select: { id: true } });
    for (const email of emails) await enqueueEmail(tx, { ...email, enquiryId: id });
    return id;
  });
}

export function createQuoteEnquiry(quote: Quote, emails: OutgoingEmail[]): Promise<string> {
  return createEnquiry(
    {
      kind: "quote",
      name: quote.name,
      email: quote.email,
      phone: quote.phone,
      companyName: quote.company,
      postcode: quote.postcode,
      message: quote.message || null,
    },
    emails,
  );
}

export function createContactEnquiry(
  contact: Contact,
  areaSlug: string | null,
  emails: OutgoingEmail[],
): Promise<string> {
  return createEnquiry(
    {
      kind: "contact",
      name: contact.name,
      email: contact.email,
      phone: contact.phone || null,
      companyName: contact.company_name || null,
      subject: contact.subject || null,
      message: contact.message,
      areaSlug,
    },
    emails,
  );
}
