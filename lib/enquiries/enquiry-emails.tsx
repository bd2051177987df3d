import { composeQuoteMessage, type Quote } from "@/lib/enquiries/quote-schema";
import type { Contact } from "@/lib/enquiries/contact-schema";
import { site } from "@/lib/shared/site";
import { greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// Office notifications and customer acknowledgements for the quote and contact forms.
// The office's copy shows what the visitor typed (escaped by the renderer; subjects lose line
// breaks in the outbox). The customer's acknowledgement never does: anyone can type someone
// else's address into a form, so whatever the visitor wrote, a message or a link, would reach a
// stranger in the company's name. It is fixed wording and the company's own facts, greeting the
// visitor by name only when the name carries no link or number (echo.ts).

/** The office's copy links to the admin's enquiries from that address. */
export function quoteOfficeEmail(quote: Quote, adminUrl: string) {
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
      <ButtonLink href={adminUrl}>Open the enquiry in the admin</ButtonLink>
    </EmailLayout>,
  );
}

export function quoteCustomerEmail(name: string) {
  return renderEmail(
    `We've received your quote request - ${site.name}`,
    <EmailLayout heading="Thank you for your quote request">
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        We&apos;ve received your request for a quote and will contact you within{" "}
        {site.responsePromise} with your personalised quote.
      </Paragraph>
      <Paragraph>
        Need us sooner? Call {site.phone.display}. Our emergency service runs 24/7.
      </Paragraph>
      <Paragraph>If you did not ask us for a quote, you can ignore this e-mail.</Paragraph>
    </EmailLayout>,
  );
}

export function contactOfficeEmail(
  contact: Contact,
  areaName: string | null | undefined,
  adminUrl: string,
) {
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
      <ButtonLink href={adminUrl}>Open the enquiry in the admin</ButtonLink>
    </EmailLayout>,
  );
}

export function contactCustomerEmail(name: string) {
  return renderEmail(
    `We've received your message - ${site.name}`,
    <EmailLayout heading="Thank you for your message">
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Thank you for getting in touch. We&apos;ll respond within {site.responsePromise} during
        business hours.
      </Paragraph>
      <Paragraph>If it is urgent, call us on {site.phone.display}.</Paragraph>
      <Paragraph>If you did not write to us, you can ignore this e-mail.</Paragraph>
    </EmailLayout>,
  );
}
