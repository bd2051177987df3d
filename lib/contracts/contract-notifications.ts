import "server-only";
import { contractChangeCustomerEmail } from "@/lib/contracts/contract-change-emails";
import { newContractCustomerEmail } from "@/lib/contracts/contract-emails";
import type { ContractChangeNotice } from "./contract-changes";
import type { ContractForEmail } from "./contracts";
import { env } from "@/lib/server/env";
import { contractUrl } from "@/lib/server/signed-links";
import type { OutgoingEmail } from "@/lib/server/mail/outbox";

// What a contract sends the customer when the office sets it up, with the contract's
// signed link, and when the office pauses, resumes, ends or re-prices it, with the day
// that takes effect; each is filed in the transaction that makes the change. Replies go to the
// office.

/** The new contract's e-mail to the customer; `firstVisitDay` is the day its first visit falls on. */
export function newContractEmails(
  contract: ContractForEmail,
  firstVisitDay: string,
): OutgoingEmail[] {
  return [
    {
      ...newContractCustomerEmail(
        {
          number: contract.number,
          customerName: contract.customer_name,
          service: contract.service,
          frequency: contract.frequency,
          containers: contract.containers,
          firstVisitDay,
          pricePence: contract.price,
        },
        contractUrl(contract.id),
      ),
      to: contract.customer_email,
      replyTo: env().OFFICE_EMAIL,
    },
  ];
}

/** The customer's e-mail of an office change (pause, resume, end, new frequency or price). */
export function contractChangeEmails(notice: ContractChangeNotice): OutgoingEmail[] {
  const { contract } = notice;
  return [
    {
      ...contractChangeCustomerEmail(
        {
          number: contract.number,
          customerName: contract.customerName,
          change: notice.change,
          cancelledExtras: notice.cancelledExtras,
        },
        contractUrl(contract.id),
      ),
      to: contract.customerEmail,
      replyTo: env().OFFICE_EMAIL,
    },
  ];
}
