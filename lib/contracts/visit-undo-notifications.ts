import "server-only";
import {
  visitUndoCustomerEmail,
  visitUndoOfficeEmail,
  type VisitUndoEmailData,
} from "@/lib/contracts/visit-undo-emails";
import { paths } from "@/lib/shared/paths";
import { env, siteUrl } from "@/lib/server/env";
import { contractUrl } from "@/lib/server/signed-links";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";

// What an Undo on a contract visit sends: the customer's notice that the visit is on
// again, with the contract's link; the office's notice when the customer undid it (as it hears
// of the customer's skips and moves).

export function visitUndoEmails(
  undo: VisitUndoEmailData & { contractId: string; visitId: string },
  by: "customer" | "admin",
): OutgoingEmail[] {
  const customer: OutgoingEmail = {
    ...visitUndoCustomerEmail(undo, contractUrl(undo.contractId)),
    to: undo.customerEmail,
    replyTo: env().OFFICE_EMAIL,
  };
  if (by !== "customer") return [customer];
  return [
    customer,
    {
      ...visitUndoOfficeEmail(undo, `${siteUrl()}${paths.adminBooking(undo.visitId)}`),
      to: env().OFFICE_EMAIL,
      replyTo: undo.customerEmail,
    },
  ];
}
