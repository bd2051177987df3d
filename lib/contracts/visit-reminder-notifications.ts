import "server-only";
import { visitReminderEmail, type VisitReminder } from "@/lib/contracts/visit-reminder-email";
import { env } from "@/lib/server/env";
import { contractUrl } from "@/lib/server/signed-links";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";

/** The customer's reminder of a contract visit, with a link to the contract's page. */
export async function visitReminderEmails(
  visit: VisitReminder & { contractId: string; customerEmail: string },
): Promise<OutgoingEmail[]> {
  return [
    {
      ...visitReminderEmail(visit, contractUrl(visit.contractId)),
      to: visit.customerEmail,
      replyTo: env().OFFICE_EMAIL,
    },
  ];
}
