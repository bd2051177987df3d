import "server-only";
import {
  contactCustomerEmail,
  contactOfficeEmail,
  quoteCustomerEmail,
  quoteOfficeEmail,
} from "@/emails/enquiry-emails";
import type { Contact } from "@/lib/schemas/contact";
import type { Quote } from "@/lib/schemas/quote";
import { db } from "../db";
import { env } from "../env";
import { enqueueEmail } from "../mail/outbox";

// Storing an enquiry and the e-mails it causes, in one transaction.

export async function createQuoteEnquiry(quote: Quote): Promise<string> {
  const office = env().OFFICE_EMAIL;
  return db().$transaction(async (tx) => {
    const enquiry = await tx.enquiry.create({
      data: {
        kind: "quote",
        name: quote.name,
        email: quote.email,
        phone: quote.phone,
        companyName: quote.company,
        postcode: quote.postcode,
        message: quote.message || null,
      },
      select: { id: true },
    });
    await enqueueEmail(tx, {
      ...quoteOfficeEmail(quote),
      to: office,
      replyTo: quote.email,
      enquiryId: enquiry.id,
    });
    await enqueueEmail(tx, {
      ...quoteCustomerEmail(),
      to: quote.email,
      replyTo: office,
      enquiryId: enquiry.id,
    });
    return enquiry.id;
  });
}

export async function createContactEnquiry(
  contact: Contact,
  area?: { slug: string; name: string } | null,
): Promise<string> {
  const office = env().OFFICE_EMAIL;
  return db().$transaction(async (tx) => {
    const enquiry = await tx.enquiry.create({
      data: {
        kind: "contact",
        name: contact.name,
        email: contact.email,
        phone: contact.phone || null,
        companyName: contact.company_name || null,
        subject: contact.subject || null,
        message: contact.message,
        areaSlug: area?.slug ?? null,
      },
      select: { id: true },
    });
    await enqueueEmail(tx, {
      ...contactOfficeEmail(contact, area?.name),
      to: office,
      replyTo: contact.email,
      enquiryId: enquiry.id,
    });
    await enqueueEmail(tx, {
      ...contactCustomerEmail(),
      to: contact.email,
      replyTo: office,
      enquiryId: enquiry.id,
    });
    return enquiry.id;
  });
}
