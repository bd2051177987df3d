import "server-only";
import { visitChangeOfficeEmail } from "@/emails/contract-visit-emails";
import { paths } from "@/lib/shared/paths";
import type { VisitChange } from "../contracts/visit-changes";
import { env, siteUrl } from "../env";
import type { OutgoingEmail } from "./outbox";

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
