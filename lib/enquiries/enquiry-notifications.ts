import "server-only";
import {
  contactCustomerEmail,
  contactOfficeEmail,
  quoteCustomerEmail,
  quoteOfficeEmail,
} from "@/lib/enquiries/enquiry-emails";
import type { Contact } from "@/lib/enquiries/contact-schema";
import type { Quote } from "@/lib/enquiries/quote-schema";
import { paths } from "@/lib/shared/paths";
import { env, siteUrl } from "@/lib/server/env";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";

// What an enquiry sends: the office's copy (replies go to the visitor) and the visitor's
// acknowledgement (replies go to the office). The office's copy links to the admin's enquiries
// from that address (the e-mails are written before the row exists, so not to the row itself).

const adminUrl = (email: string) =>
  `${siteUrl()}${paths.adminEnquiries}?${new URLSearchParams({ q: email })}`;

export function quoteEmails(quote: Quote): OutgoingEmail[] {
  const office = env().OFFICE_EMAIL;
  return [
    { ...quoteOfficeEmail(quote, adminUrl(quote.email)), to: office, replyTo: quote.email },
    { ...quoteCustomerEmail(quote.name), to: quote.email, replyTo: office },
  ];
}

export function contactEmails(contact: Contact, areaName: string | null): OutgoingEmail[] {
  const office = env().OFFICE_EMAIL;
  return [
    {
      ...contactOfficeEmail(contact, areaName, adminUrl(contact.email)),
      to: office,
      replyTo: contact.email,
    },
    { ...contactCustomerEmail(contact.name), to: contact.email, replyTo: office },
  ];
}
