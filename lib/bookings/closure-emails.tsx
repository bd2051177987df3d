import { closedDayMessages } from "@/lib/bookings/lifecycle-rules";
import { site } from "@/lib/shared/site";
import { greeting } from "@/lib/server/mail/echo";
import { ButtonLink, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

/**
 * The customer's request for a new date after the office closed their collection day: the
 * manage link, which lets them choose one online whatever the usual cut-off. Fixed wording
 * beside the greeting (lib/server/mail/echo.ts).
 */
export function closedDayCustomerEmail(
  b: { reference: string; day: string; customerName: string },
  manageUrl: string,
) {
  return renderEmail(
    closedDayMessages.subject(b.reference),
    <EmailLayout heading="Please choose a new date">
      <Paragraph>{greeting(b.customerName)}</Paragraph>
      <Paragraph>{closedDayMessages.notice(b.day)}</Paragraph>
      <Paragraph>
        Your booking {b.reference} is kept: choose a new date with the button below, or call{" "}
        {site.phone.display} quoting {b.reference}.
      </Paragraph>
      <ButtonLink href={manageUrl}>Choose a new date</ButtonLink>
    </EmailLayout>,
  );
}
