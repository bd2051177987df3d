import "server-only";
import { newContractCustomerEmail } from "@/emails/contract-emails";
import type { ContractForEmail } from "../data/contracts";
import { env } from "../env";
import { contractUrl } from "../manage-token";
import type { OutgoingEmail } from "./outbox";

// What a contract sends when the office sets it up (issue 28): the customer's e-mail with the
// contract's signed link, filed with the contract in the transaction that creates it (createContract's
// `emails`). Replies go to the office.

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
