import { composeQuoteMessage, type Quote } from "@/lib/schemas/quote";
import type { Contact } from "@/lib/schemas/contact";
import { site } from "@/lib/site";
import { DetailsTable, EmailLayout, Paragraph } from "./layout";
import { renderEmail } from "./render-email";

// Office notifications and customer acknowledgements for the quote and contact forms. Every value
// a visitor typed passes through the renderer's escaping; subjects lose line breaks in the outbox.

export function quoteOfficeEmail(quote: Quote) {
  return renderEmail(
    `New quote request: ${quote.name} (${quote.company})`,
    <EmailLayout heading="New quote request (business_quote)">
      <Paragraph>
        A visitor asked for a quote on the website. Reply to this e-mail to answer them.
      </Paragraph>
      <DetailsTable
        rows={[
          ["Name", quote.name],
          ["Email", quote.email],
          ["Phone", quote.phone],
          ["Type", "business_quote"],
          ["Message", composeQuoteMessage(quote)],
        ]}
      />
    </EmailLayout>,
  );
}

export function quoteCustomerEmail(quote: Quote) {
  return renderEmail(
    `We've received your quote request - ${site.name}`,
    <EmailLayout heading="Thank you for your quote request">
      <Paragraph>Hello {quote.name},</Paragraph>
      <Paragraph>
        We&apos;ve received your request and will contact you within {site.responsePromise} with
        your personalised quote. Here is what you sent us:
      </Paragraph>
      <DetailsTable
        rows={[
          ["Company", quote.company],
          ["Email", quote.email],
          ["Phone", quote.phone],
          ["Postcode", quote.postcode],
          ["Details", quote.message || "No additional details provided"],
        ]}
      />
      <Paragraph>
        Need us sooner? Call {site.phone.display}. Our emergency service runs 24/7.
      </Paragraph>
    </EmailLayout>,
  );
}

export function contactOfficeEmail(contact: Contact, areaName?: string | null) {
  const subject = contact.subject ? `: ${contact.subject}` : "";
  return renderEmail(
    `New message from ${contact.name}${subject}${areaName ? ` [${areaName}]` : ""}`,
    <EmailLayout heading="New contact message">
      <Paragraph>
        A visitor sent a message from the website. Reply to this e-mail to answer them.
      </Paragraph>
      <DetailsTable
        rows={[
          ["Name", contact.name],
          ["Email", contact.email],
          ["Phone", contact.phone],
          ["Company", contact.company_name],
          ["Subject", contact.subject],
          ["Area page", areaName],
          ["Message", contact.message],
        ]}
      />
    </EmailLayout>,
  );
}

export function contactCustomerEmail(contact: Contact) {
  return renderEmail(
    `We've received your message - ${site.name}`,
    <EmailLayout heading="Thank you for your message">
      <Paragraph>Hello {contact.name},</Paragraph>
      <Paragraph>
        Thank you for getting in touch. We&apos;ll respond within {site.responsePromise} during
        business hours. This is what you sent us:
      </Paragraph>
      <DetailsTable
        rows={[
          ["Subject", contact.subject],
          ["Phone", contact.phone],
          ["Company", contact.company_name],
          ["Message", contact.message],
        ]}
      />
      <Paragraph>If it is urgent, call us on {site.phone.display}.</Paragraph>
    </EmailLayout>,
  );
}
