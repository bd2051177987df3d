import { echoable, greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";
import { aboutTime } from "./arrival-rules";
import { arrivalTexts as texts } from "./arrival-texts";

// 'We are on our way': sent to the next stop's customer when the crew records the stop before,
// or presses 'On my way' (arrival-notices.ts). The estimated time, the booking and its page.

export type ArrivalEmail = {
  reference: string;
  customerName: string;
  address: string | null;
  postcode: string | null;
  expectedAt: Date;
};

export function arrivalEmail(notice: ArrivalEmail, manageUrl: string) {
  const time = aboutTime(notice.expectedAt);
  return renderEmail(
    texts.subject(notice.reference, time),
    <EmailLayout heading={texts.heading}>
      <Paragraph>{greeting(notice.customerName)}</Paragraph>
      <Paragraph>{texts.lead(time)}</Paragraph>
      <DetailsTable
        rows={[
          ["Expected", `about ${time}`],
          ["Booking reference", notice.reference],
          ["Collection address", echoable(notice.address)],
          ["Postcode", notice.postcode],
        ]}
      />
      <Paragraph>{texts.estimate}</Paragraph>
      <ButtonLink href={manageUrl}>{texts.manageLink}</ButtonLink>
      <Paragraph>{texts.callUs}</Paragraph>
    </EmailLayout>,
  );
}
