import { contractMessages } from "@/lib/contracts/contract-rules";
import type { VisitChangeMark } from "@/lib/contracts/visit-undo-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import { greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// A skip or a move of a contract visit taken back with Undo: the customer hears the
// visit is on again (whoever undid it), and the office hears of an undo the customer made, as it
// hears of the skip or the move itself.

export type VisitUndoEmailData = {
  number: string;
  customerName: string;
  companyName: string;
  customerEmail: string;
  reference: string;
  change: VisitChangeMark;
  /** The day the visit was on before the undo (a move's new day). */
  from: string;
};

function summary(c: VisitUndoEmailData) {
  const day = formatLongDay(c.change.restoreDay);
  return c.change.kind === "skipped"
    ? {
        subject: `Contract ${c.number}: the visit of ${day} is back on`,
        customer: `The skip of your visit of ${day} has been undone: we will visit on ${day}.`,
        office: `The customer undid the skip of the visit of ${day}: it is back on.`,
      }
    : {
        subject: `Contract ${c.number}: visit moved back to ${day}`,
        customer: `The move of your visit has been undone: we will visit on ${day}, not ${formatLongDay(c.from)}.`,
        office: `The customer undid the move of the visit to ${formatLongDay(c.from)}: it is back on ${day}.`,
      };
}

const rows = (c: VisitUndoEmailData): [string, string][] => [
  ["Contract", c.number],
  ["Booking", c.reference],
  ["Visit", formatLongDay(c.change.restoreDay)],
];

export function visitUndoCustomerEmail(c: VisitUndoEmailData, contractUrl: string) {
  const { subject, customer } = summary(c);
  return renderEmail(
    subject,
    <EmailLayout heading={contractMessages.heading(c.number)}>
      <Paragraph>{greeting(c.customerName)}</Paragraph>
      <Paragraph>{customer}</Paragraph>
      <DetailsTable rows={rows(c)} />
      <ButtonLink href={contractUrl}>{contractMessages.manageLink}</ButtonLink>
      <Paragraph>Questions about your visits: call us on {site.phone.display}.</Paragraph>
    </EmailLayout>,
  );
}

export function visitUndoOfficeEmail(c: VisitUndoEmailData, adminUrl: string) {
  const { subject, office } = summary(c);
  return renderEmail(
    subject,
    <EmailLayout heading={contractMessages.heading(c.number)}>
      <Paragraph>{office}</Paragraph>
      <DetailsTable rows={[...rows(c), ["Company", c.companyName], ["E-mail", c.customerEmail]]} />
      <ButtonLink href={adminUrl}>Open the booking in the admin</ButtonLink>
    </EmailLayout>,
  );
}
