import "server-only";
import { asDate } from "@/lib/shared/db-day";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { contractNumber } from "@/lib/contracts/contract-rules";
import { scheduleRule } from "@/lib/contracts/schedule";
import type { NewContract } from "@/lib/contracts/contract-schema";
import { db } from "@/lib/server/db";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { lockContract, materialiseContract, type MaterialiseReport } from "./visits";

// Regular contracts: made by the office, numbered CON-{6 digits} without gaps in the
// creating transaction, with their first rule period and the visits of the next 13 weeks.

type Tx = Prisma.TransactionClient;

async function drawContractNumber(tx: Tx): Promise<string> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    insert into contract_counters (id, last) values (1, 1)
    on conflict (id) do update set last = contract_counters.last + 1
    returning last`;
  return contractNumber(row!.last);
}

export type CreatedContract = { id: string; number: string; visits: MaterialiseReport };

/** What the e-mails to the customer need to know of a new contract. */
export type ContractForEmail = NewContract & { id: string; number: string; outsideArea: boolean };

/**
 * Stores a contract, its first period (frequency, rule and price from the start day), its visits
 * of the next 13 weeks and the e-mails `emails` composes, in one transaction.
 */
export async function createContract(
  input: NewContract & { postcode: string; outsideArea: boolean },
  createdBy: string,
  today: string,
  emails: (contract: ContractForEmail) => OutgoingEmail[],
): Promise<CreatedContract> {
  return db().$transaction(
    async (tx) => {
      const id = randomUUID();
      const number = await drawContractNumber(tx);
      await tx.contract.create({
        data: {
          id,
          number,
          customerName: input.customer_name,
          companyName: input.company_name,
          customerEmail: input.customer_email,
          customerPhone: input.customer_phone,
          siteAddress: input.site_address,
          postcode: input.postcode,
          outsideArea: input.outsideArea,
          service: input.service,
          containers: input.containers,
          startDay: asDate(input.start_day),
          purchaseOrder: input.purchase_order || null,
          sicCode: input.sic_code || null,
          invoicing: input.invoicing,
          createdBy,
          periods: {
            create: {
              fromDay: asDate(input.start_day),
              frequency: input.frequency,
              rule: scheduleRule(input.frequency, input.start_day),
              pricePence: input.price,
              createdBy,
            },
          },
        },
      });
      const contract = (await lockContract(tx, id))!;
      const visits = await materialiseContract(tx, contract, today);
      for (const email of emails({ ...input, id, number })) await enqueueEmail(tx, email);
      return { id, number, visits };
    },
    { timeout: 30_000, maxWait: 15_000 },
  );
}

/**
 * Every active or paused contract's visits brought in line with its schedule (the daily job).
 * Each contract in its own transaction, under its row lock, so a run that fails part-way keeps
 * what it did and the next run finishes it.
 */
export async function materialiseAllContracts(
  today: string,
): Promise<MaterialiseReport & { contracts: number }> {
  const ids = await db().contract.findMany({
    where: { OR: [{ status: { not: "ended" } }, { statusFrom: { gte: asDate(today) } }] },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
  const total = { contracts: ids.length, created: 0, cancelled: 0, repriced: 0, reinstated: 0 };
  for (const { id } of ids) {
    const report = await db().$transaction(
      async (tx) => {
        const contract = await lockContract(tx, id);
        return contract ? materialiseContract(tx, contract, today) : null;
      },
      { timeout: 30_000, maxWait: 15_000 },
    );
    if (!report) continue;
    total.created += report.created;
    total.cancelled += report.cancelled;
    total.repriced += report.repriced;
    total.reinstated += report.reinstated;
  }
  return total;
}
