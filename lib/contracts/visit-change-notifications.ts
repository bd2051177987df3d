import "server-only";
import { visitChangeOfficeEmail } from "@/lib/contracts/contract-visit-emails";
import { paths } from "@/lib/shared/paths";
import type { VisitChange } from "./visit-changes";
import { env, siteUrl } from "@/lib/server/env";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";

// What a customer's change on the contract page sends: the office hears of each one (to the same
// address as a booking's change, replying to the customer).

export function visitChangeEmails(change: VisitChange): OutgoingEmail[] {
  const { contract, visit } = change;
  return [
    {
      ...visitChangeOfficeEmail(
        {
          kind: change.kind,
          number: contract.number,
          customerName: contract.customerName,
          companyName: contract.companyName,
          customerEmail: contract.customerEmail,
          siteAddress: contract.siteAddress,
          postcode: contract.postcode,
          reference: visit.reference,
          day: visit.day,
          extra: visit.extra,
          from: change.from,
          note: change.note,
        },
        `${siteUrl()}${paths.adminBooking(visit.id)}`,
      ),
      to: env().OFFICE_EMAIL,
      replyTo: contract.customerEmail,
    },
  ];
}
