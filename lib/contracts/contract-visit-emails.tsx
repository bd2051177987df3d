import { contractMessages } from "@/lib/contracts/contract-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { echoable } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// The office's notice of a change the customer made on their contract page: a visit
// skipped or moved, or an extra collection ordered. The office plans the round from it.

export type VisitChangeEmailData = {
  kind: "skipped" | "moved" | "extra";
  number: string;
  customerName: string;
  companyName: string;
  customerEmail: string;
  siteAddress: string;
  postcode: string;
  reference: string;
  day: string;
  extra: boolean;
  from?: string;
  note?: string | null;
};

function summary(c: VisitChangeEmailData): { subject: string; lead: string } {
  const day = formatLongDay(c.day);
  const what = c.extra ? "extra collection" : "visit";
  if (c.kind === "skipped") {
    return {
      subject: `Contract ${c.number}: ${what} of ${day} skipped`,
      lead: `The customer skipped the ${what} of ${day}.`,
    };
  }
  if (c.kind === "moved") {
    const from = formatLongDay(c.from ?? c.day);
    return {
      subject: `Contract ${c.number}: ${what} moved from ${from} to ${day}`,
      lead: `The customer moved the ${what} of ${from} to ${day}.`,
    };
  }
  return {
    subject: `Contract ${c.number}: extra collection requested for ${day}`,
    lead: `The customer requested an extra collection on ${day}.`,
  };
}

export function visitChangeOfficeEmail(c: VisitChangeEmailData, adminUrl: string) {
  const { subject, lead } = summary(c);
  return renderEmail(
    subject,
    <EmailLayout heading={contractMessages.heading(c.number)}>
      <Paragraph>{lead}</Paragraph>
      <DetailsTable
        rows={[
          ["Booking", c.reference],
          ["Company", c.companyName],
          ["Contact", c.customerName],
          ["E-mail", c.customerEmail],
          ["Site address", echoable(c.siteAddress)],
          ["Postcode", c.postcode],
          ...(c.note ? [["Note", echoable(c.note)] as [string, string | null]] : []),
        ]}
      />
      <ButtonLink href={adminUrl}>Open the booking in the admin</ButtonLink>
    </EmailLayout>,
  );
}
