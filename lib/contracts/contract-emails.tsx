import { formatLongDay } from "@/lib/shared/dates";
import {
  contractMessages,
  contractServiceLabels,
  frequencyLabel,
  type ContractService,
  type Frequency,
} from "@/lib/contracts/contract-rules";
import { formatCharge } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";
import { greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { renderEmail } from "@/lib/server/mail/render-email";

// A regular contract as the customer first hears of it: its number, the service, how
// often, the first visit and the price per visit, and the signed link to the contract's page
// where visits are skipped or moved. The greeting repeats the name through the echo rules
// (echo.ts); the address, company and purchase order the office typed are not repeated.

export type NewContractEmail = {
  number: string;
  customerName: string;
  service: ContractService;
  frequency: Frequency;
  containers: number;
  firstVisitDay: string;
  pricePence: number;
};

/** The customer's e-mail for a new contract; `contractUrl` is its signed page. */
export function newContractCustomerEmail(c: NewContractEmail, contractUrl: string) {
  const subject = contractMessages.emailSubject(c.number);
  return renderEmail(
    subject,
    <EmailLayout heading={subject}>
      <Paragraph>{greeting(c.customerName)}</Paragraph>
      <Paragraph>
        Thank you for choosing {site.name}. Your regular contract <strong>{c.number}</strong> is set
        up: we visit {frequencyLabel(c.frequency).toLowerCase()}, the first time on{" "}
        <strong>{formatLongDay(c.firstVisitDay)}</strong>.
      </Paragraph>
      <DetailsTable
        rows={[
          ["Contract number", c.number],
          ["Service", contractServiceLabels[c.service]],
          ["Frequency", frequencyLabel(c.frequency)],
          ["Containers", String(c.containers)],
          ["First visit", formatLongDay(c.firstVisitDay)],
          ["Price per visit (excluding VAT)", formatCharge(c.pricePence)],
        ]}
      />
      <ButtonLink href={contractUrl}>{contractMessages.manageLink}</ButtonLink>
      <Paragraph>
        On your contract&apos;s page you can see your visits, skip or move one, ask for an extra
        collection and download your certificates and invoices. Keep this e-mail: the link is yours
        for as long as the contract runs.
      </Paragraph>
      <Paragraph>
        Questions about your contract: call us on {site.phone.display} or reply to this e-mail.
      </Paragraph>
    </EmailLayout>,
  );
}
