import { contractMessages } from "@/lib/contracts/contract-rules";
import { containersLabel } from "@/lib/shared/booking-options";
import { reminderDayLabel } from "@/lib/contracts/visit-reminders";
import { formatLongDay } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import { echoable, greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// The reminder the working day before a contract visit: the day, where (the site
// address, when it can be repeated: echo.ts), what we empty or collect, and the contract's page.

export type VisitReminder = {
  contractNumber: string;
  customerName: string;
  day: string;
  siteAddress: string;
  postcode: string;
  containers: number;
  reference: string;
};

export function visitReminderEmail(visit: VisitReminder, contractUrl: string) {
  const subject = contractMessages.reminderSubject(reminderDayLabel(visit.day));
  const address = echoable(visit.siteAddress);
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(visit.customerName)}</Paragraph>
      <Paragraph>
        This is a reminder that we visit your site on {formatLongDay(visit.day)} under your contract{" "}
        {visit.contractNumber}. Please make sure someone can let us in and show us the containers.
      </Paragraph>
      <DetailsTable
        rows={[
          ["Contract", visit.contractNumber],
          ["Visit", formatLongDay(visit.day)],
          ["Site address", address],
          ["Postcode", visit.postcode],
          ["Containers", containersLabel(visit.containers)],
          ["Booking reference", visit.reference],
        ]}
      />
      <ButtonLink href={contractUrl}>{contractMessages.manageLink}</ButtonLink>
      <Paragraph>
        A visit can be skipped or moved on your contract&apos;s page until 17:00 on the working day
        before it; after that, please call us on {site.phone.display}.
      </Paragraph>
    </EmailLayout>,
  );
}
