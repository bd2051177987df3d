import {
  crewEmailSubjects,
  notCollectedRows,
  receiptRows,
  type CollectionReceipt,
  type NotCollectedNotice,
} from "@/lib/crew/receipt";
import { site } from "@/lib/shared/site";
import { echoable, greeting } from "@/lib/server/mail/echo";
import { ButtonLink, DetailsTable, EmailLayout, Paragraph } from "@/lib/server/mail/email-layout";
import { inOneLine } from "@/lib/server/mail/multiline-text";
import { renderEmail } from "@/lib/server/mail/render-email";

// What the customer hears from the crew's day: the receipt written at the door, and
// the notice that a stop could not be collected. The rows are the receipt's own (lib/crew/receipt.ts),
// so the e-mail and its PDF say the same thing.

export function collectionReceiptEmail(r: CollectionReceipt) {
  const address = echoable(r.address);
  const from = address ? ` from ${inOneLine(address)}` : "";
  return renderEmail(
    crewEmailSubjects.receipt(r.reference),
    <EmailLayout heading="Collection receipt">
      <Paragraph>{greeting(r.customerName)}</Paragraph>
      <Paragraph>
        We have collected your material{from} and sealed it for secure destruction. This is your
        receipt, signed at the door; it is also attached as a PDF.
      </Paragraph>
      <DetailsTable rows={receiptRows(r)} />
      <ButtonLink href={r.manageUrl}>Manage your booking</ButtonLink>
      <Paragraph>
        You will receive a certificate of destruction once the material has been destroyed.
        Questions: {site.phone.display}.
      </Paragraph>
    </EmailLayout>,
  );
}

export function notCollectedEmail(n: NotCollectedNotice) {
  return renderEmail(
    crewEmailSubjects.notCollected(n.reference),
    <EmailLayout heading="We could not collect today">
      <Paragraph>{greeting(n.customerName)}</Paragraph>
      <Paragraph>
        Our crew called for your collection {n.reference} today but could not collect it.
      </Paragraph>
      <DetailsTable rows={notCollectedRows(n)} />
      <Paragraph>Please choose a new date for your collection:</Paragraph>
      <ButtonLink href={n.manageUrl}>Choose a new date</ButtonLink>
      <Paragraph>
        Or call the office on <strong>{site.phone.display}</strong> and we will arrange it with you.
      </Paragraph>
    </EmailLayout>,
  );
}
