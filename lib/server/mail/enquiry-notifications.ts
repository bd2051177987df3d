import "server-only";
import {
  contactCustomerEmail,
  contactOfficeEmail,
  quoteCustomerEmail,
  quoteOfficeEmail,
} from "@/emails/enquiry-emails";
import type { Contact } from "@/lib/schemas/contact";
import type { Quote } from "@/lib/schemas/quote";
import { env } from "../env";
import type { OutgoingEmail } from "./outbox";

// What an enquiry sends: the office's copy (replies go to the visitor) and the visitor's
// acknowledgement (replies go to the office).

export function quoteEmails(quote: Quote): OutgoingEmail[] {
  const office = env().OFFICE_EMAIL;
  return [
    { ...quoteOfficeEmail(quote), to: office, replyTo: quote.email },
    { ...quoteCustomerEmail(), to: quote.email, replyTo: office },
  ];
}

export function contactEmails(contact: Contact, areaName: string | null): OutgoingEmail[] {
  const office = env().OFFICE_EMAIL;
  return [
    { ...contactOfficeEmail(contact, areaName), to: office, replyTo: contact.email },
    { ...contactCustomerEmail(), to: contact.email, replyTo: office },
  ];
}
