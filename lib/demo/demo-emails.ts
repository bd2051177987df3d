import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { DEMO_EMAIL_DOMAIN } from "@/lib/demo/demo-texts";
import { db } from "@/lib/server/db";

/** The provider id of the e-mails the demo marks sent (none was handed to a provider). */
const DEMO_PROVIDER_ID = "demo";

const demoRow = { endsWith: `@${DEMO_EMAIL_DOMAIN}` };
/** E-mails to a demo customer, or to the office about a demo booking, enquiry or invoice. */
export const demoEmails = [
  { toAddress: demoRow },
  { booking: { customerEmail: demoRow } },
  { enquiry: { email: demoRow } },
  { invoice: { customerEmail: demoRow } },
] satisfies Prisma.OutboxEmailWhereInput[];

/**
 * Every e-mail the demo filed (to a demo customer, or to the office about a demo booking,
 * enquiry or invoice) marked sent, as the worker marks a delivered one; and one confirmation
 * that bounced, failed as the worker leaves a message the provider refused.
 */
export async function markEmailsSent(now: Date, failed: { id: string; to: string } | null) {
  await db().outboxEmail.updateMany({
    where: { status: "pending", OR: demoEmails },
    data: { status: "sent", attempts: 1, sentAt: now, providerId: DEMO_PROVIDER_ID },
  });
  // Each delivered a moment after it was filed.
  await db().$executeRaw`
    update outbox_emails set sent_at = least(created_at + interval '40 seconds', clock_timestamp())
    where provider_id = ${DEMO_PROVIDER_ID} and status = 'sent' and sent_at = ${now}`;
  if (!failed) return;
  const confirmation = await db().outboxEmail.findFirstOrThrow({
    where: { bookingId: failed.id, toAddress: failed.to },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  await db().outboxEmail.update({
    where: { id: confirmation.id },
    data: {
      status: "failed",
      sentAt: null,
      providerId: null,
      lastError: `550 5.1.1 <${failed.to}>: the recipient's mailbox does not exist`,
    },
  });
}
