import { formatLongDay } from "@/lib/shared/dates";
import type { ContractChangeKind } from "@/lib/contracts/contract-change-rules";
import { contractMessages, frequencyLabel } from "@/lib/contracts/contract-rules";
import { formatCharge } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";
import { greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// The office's changes to a contract as the customer hears of them: a pause, a resume,
// the end, or a new frequency or price, each with the day it takes effect (a new price with the
// old one beside it), and the extra collections the change cancelled. The link to the contract's
// page is left out of the end's e-mail: it stops working that day.

export type ContractChangeEmail = {
  number: string;
  customerName: string;
  change: ContractChangeKind;
  cancelledExtras: string[];
};

export const contractChangeSubjects = {
  paused: (number: string) => `Your contract ${number} is paused`,
  resumed: (number: string) => `Your contract ${number} is resumed`,
  ended: (number: string) => `Your contract ${number} is ending`,
  changed: (number: string) => `Changes to your contract ${number}`,
} as const;

/** What changed, in a sentence, with the day it takes effect. */
function summary(e: ContractChangeEmail) {
  const c = e.change;
  const day = (iso: string) => <strong>{formatLongDay(iso)}</strong>;
  switch (c.kind) {
    case "paused":
      return c.until ? (
        <>
          We have paused your contract <strong>{e.number}</strong> from {day(c.from)} until{" "}
          {day(c.until)}: we make no visits on those days and visit again after them.
        </>
      ) : (
        <>
          We have paused your contract <strong>{e.number}</strong> from {day(c.from)}: we make no
          visits from that day until the contract is resumed.
        </>
      );
    case "resumed":
      return (
        <>
          We have resumed your contract <strong>{e.number}</strong> from {day(c.from)}
          {c.nextVisit ? <>: your next visit is on {day(c.nextVisit)}</> : null}.
        </>
      );
    case "ended":
      return (
        <>
          Your contract <strong>{e.number}</strong> ends on {day(c.from)}: we make no visits from
          that day on.
        </>
      );
    case "changed":
      return (
        <>
          From {day(c.from)} your contract <strong>{e.number}</strong> changes as shown below.
          Visits before that day are not changed.
        </>
      );
  }
}

/** The rows of a change of frequency or price: each with what it was and what it becomes. */
function changeRows(e: ContractChangeEmail): [string, string][] {
  const c = e.change;
  if (c.kind !== "changed") return [];
  const rows: [string, string][] = [["Takes effect", formatLongDay(c.from)]];
  if (c.frequency.before !== c.frequency.after) {
    rows.push(["Frequency was", frequencyLabel(c.frequency.before)]);
    rows.push(["Frequency from then", frequencyLabel(c.frequency.after)]);
  }
  if (c.pricePence.before !== c.pricePence.after) {
    rows.push(["Price per visit was (excluding VAT)", formatCharge(c.pricePence.before)]);
    rows.push(["Price per visit from then (excluding VAT)", formatCharge(c.pricePence.after)]);
  }
  return rows;
}

/** The customer's e-mail of one office change; `contractUrl` is the contract's signed page. */
export function contractChangeCustomerEmail(e: ContractChangeEmail, contractUrl: string) {
  const subject = contractChangeSubjects[e.change.kind](e.number);
  const rows = changeRows(e);
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(e.customerName)}</Paragraph>
      <Paragraph>{summary(e)}</Paragraph>
      {rows.length > 0 && <DetailsTable rows={rows} />}
      {e.cancelledExtras.length > 0 && (
        <Paragraph>
          {e.cancelledExtras.length === 1
            ? "Your extra collection on "
            : "Your extra collections on "}
          {e.cancelledExtras.map(formatLongDay).join(", ")}{" "}
          {e.cancelledExtras.length === 1 ? "is" : "are"} cancelled.
        </Paragraph>
      )}
      {e.change.kind !== "ended" && (
        <ButtonLink href={contractUrl}>{contractMessages.manageLink}</ButtonLink>
      )}
      <Paragraph>
        Questions about your contract: call us on {site.phone.display} or reply to this e-mail.
      </Paragraph>
    </EmailLayout>,
  );
}
