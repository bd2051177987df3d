import "server-only";
import { EmailLayout, Paragraph, DetailsTable, ButtonLink } from "@/emails/layout";
import { renderEmail } from "@/emails/render-email";
import { env } from "@/lib/server/env";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";
import { notCollectedReasons, type NotCollectedReason } from "./texts";

// The customer's e-mails from the crew's day (issue 37): the collection receipt sent at the door,
// and the notice that a stop could not be collected. The recording that causes them queues them
// in its own transaction (lib/crew: the apply step); the office's replies address applies.
// FIRST VERSION, to be finished by the receipt work: brand layout, the one-page PDF attached.

/** What the receipt states: as recorded at the door. */
export type CollectionReceipt = {
  bookingId: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  companyName: string | null;
  address: string | null;
  /** The manage link (a booking) or the contract's page (a contract visit). */
  manageUrl: string;
  /** What was collected, in words ("3 bags"). */
  whatCollected: string;
  count: number;
  weightKg: number | null;
  seals: string[];
  /** When it was collected (the phone's clock). */
  collectedAt: Date;
  operative: string;
  signedBy: string;
  signaturePng: Buffer | null;
};

export type NotCollectedNotice = {
  bookingId: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  manageUrl: string;
  reason: NotCollectedReason;
  note: string;
  at: Date;
};

/** Exact subjects (issue 37). */
export const crewEmailSubjects = {
  receipt: (reference: string) => `Collection receipt ${reference}`,
  notCollected: (reference: string) => `We could not collect today (${reference})`,
} as const;

export async function collectionReceiptEmails(
  receipt: CollectionReceipt,
): Promise<OutgoingEmail[]> {
  const rendered = renderEmail(
    crewEmailSubjects.receipt(receipt.reference),
    <EmailLayout heading="Collection receipt">
      <Paragraph>Hello {receipt.customerName},</Paragraph>
      <DetailsTable
        rows={[
          ["Reference", receipt.reference],
          ["Collected", receipt.whatCollected],
          ["Seal numbers", receipt.seals.join(", ")],
          ["Time", receipt.collectedAt.toISOString()],
          ["Operative", receipt.operative],
          ["Signed by", receipt.signedBy],
        ]}
      />
      <ButtonLink href={receipt.manageUrl}>Manage your booking</ButtonLink>
    </EmailLayout>,
  );
  return [{ ...rendered, to: receipt.customerEmail, replyTo: env().OFFICE_EMAIL }];
}

export function notCollectedEmails(notice: NotCollectedNotice): OutgoingEmail[] {
  const rendered = renderEmail(
    crewEmailSubjects.notCollected(notice.reference),
    <EmailLayout heading="We could not collect today">
      <Paragraph>Hello {notice.customerName},</Paragraph>
      <Paragraph>
        We could not collect {notice.reference} today: {notCollectedReasons[notice.reason]}
        {notice.note ? ` (${notice.note})` : ""}.
      </Paragraph>
      <ButtonLink href={notice.manageUrl}>Choose a new date</ButtonLink>
    </EmailLayout>,
  );
  return [{ ...rendered, to: notice.customerEmail, replyTo: env().OFFICE_EMAIL }];
}
