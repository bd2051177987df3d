import "server-only";
import { previousMonthOf } from "@/lib/contracts/monthly-invoicing";
import { addDays, earlier, londonTime } from "@/lib/demo/demo-calendar";
import { contractCustomers } from "@/lib/demo/demo-customers";
import type { DemoPlan } from "@/lib/demo/demo-plan";
import { postcodeOf } from "@/lib/content/postcode-coverage";
import { newContractSchema, type NewContractInput } from "@/lib/contracts/contract-schema";
import { issueContractInvoice } from "@/lib/contracts/contract-invoices";
import { createContract } from "@/lib/contracts/contracts";
import { signTransferNote, transferNoteOf } from "@/lib/contracts/transfer-notes";
import { db } from "@/lib/server/db";
import { lockContract, materialiseContract } from "@/lib/contracts/visits";
import { newContractEmails } from "@/lib/contracts/contract-notifications";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { addWorkSteps } from "./demo-jobs";
import { HOUR, MINUTE, OFFICE, later, type DemoTimeline } from "./demo-timeline";

// The demo's regular contracts (fill-demo.ts): one weekly, invoiced per visit, and one
// fortnightly, invoiced monthly in arrears, made by the office before their start with their
// past visits worked, then kept planned ahead as the daily job keeps them.

export type DemoContracts = { weekly: string; fortnightly: string };

/**
 * The contracts, made before their start by the office, with their visits materialised and the
 * past ones worked. The fortnightly one's visit lands on a day whose on-site places were already
 * all booked; its invoice for last month is issued on the 1st as the daily job does.
 */
export async function addContracts(
  t: DemoTimeline,
  plan: DemoPlan,
  today: string,
): Promise<DemoContracts> {
  const contracts = [
    {
      key: "weekly",
      fields: {
        ...contractCustomers.weekly,
        service: "console_emptying",
        containers: "4",
        frequency: "weekly",
        start_day: plan.contracts.weekly.startDay,
        price: "38",
        purchase_order: "CMG-2291",
        sic_code: "86210",
        invoicing: "per_visit",
      },
    },
    {
      key: "fortnightly",
      fields: {
        ...contractCustomers.fortnightly,
        service: "onsite_shredding",
        containers: "2",
        frequency: "fortnightly",
        start_day: plan.contracts.fortnightly.startDay,
        price: "85",
        invoicing: "monthly_in_arrears",
      },
    },
  ] satisfies { key: keyof DemoContracts; fields: NewContractInput }[];
  const ids: Partial<DemoContracts> = {};
  for (const { key, fields } of contracts) {
    ids[key] = await addContract(t, key, fields, today);
  }
  const made = ids as DemoContracts;
  addMonthlyInvoice(t, made.fortnightly, today);
  return made;
}

async function addContract(
  t: DemoTimeline,
  key: keyof DemoContracts,
  fields: NewContractInput,
  today: string,
): Promise<string> {
  const input = newContractSchema.parse(fields);
  const createdOn = addDays(input.start_day, -3);
  const createdAt = londonTime(createdOn, "14:30");
  const made = new Date();
  const created = await createContract(
    { ...input, postcode: postcodeOf(input.postcode).postcode!, outsideArea: false },
    OFFICE.email,
    createdOn,
    (contract) => newContractEmails(contract, input.start_day),
  );
  await db().contract.update({ where: { id: created.id }, data: { createdAt } });
  await db().outboxEmail.updateMany({
    where: { toAddress: input.customer_email, createdAt: { gte: made } },
    data: { createdAt },
  });
  const visits = await db().booking.findMany({
    where: { contractId: created.id, selectedDate: { lt: new Date(`${today}T00:00:00Z`) } },
    orderBy: { selectedDate: "asc" },
    select: { id: true, selectedDate: true, serviceType: true, bagQuantity: true },
  });
  for (const [index, visit] of visits.entries()) {
    const day = visit.selectedDate.toISOString().slice(0, 10);
    // Per visit: the customer pays by bank transfer, but not the oldest (overdue) or the latest.
    const payment =
      key === "weekly" && index > 0 && index < visits.length - 1
        ? ({ method: "bank_transfer", afterDays: 12 } as const)
        : undefined;
    addWorkSteps(
      t,
      visit.id,
      {
        day,
        service: visit.serviceType,
        slot: "allday",
        bags: visit.bagQuantity,
        outcome: "done",
        payment,
      },
      index,
      // The regular round starts the day, before the one-off jobs.
      key === "weekly" ? "08:40" : "08:05",
    );
  }
  return created.id;
}

/** The monthly contract's invoice for last month, issued on the 1st as the daily job does. */
function addMonthlyInvoice(t: DemoTimeline, contractId: string, today: string) {
  const month = previousMonthOf(today);
  const monthlyAt = earlier(londonTime(addDays(month.last, 1), "07:05"), later(t.now, -MINUTE));
  t.step(monthlyAt, async () => {
    await db().$transaction(
      (tx) =>
        issueContractInvoice(tx, {
          contractId,
          period: month.period,
          lastDay: month.last,
          now: monthlyAt,
          emails: invoiceEmails,
        }),
      { timeout: 30_000, maxWait: 15_000 },
    );
  });
}

/**
 * Once the steps have run: each contract's visits planned 13 weeks ahead of today, as the daily
 * job keeps them, dated from its contract's making (so the bookings received lately are the
 * customers' own); and this year's waste transfer notes, the weekly customer's signed.
 */
export async function finishContracts(contracts: DemoContracts, today: string, now: Date) {
  for (const id of Object.values(contracts)) {
    await db().$transaction(
      async (tx) => materialiseContract(tx, (await lockContract(tx, id))!, today),
      { timeout: 30_000, maxWait: 15_000 },
    );
    const { createdAt } = await db().contract.findUniqueOrThrow({ where: { id } });
    await db().booking.updateMany({ where: { contractId: id }, data: { createdAt } });
    await db().bookingEvent.updateMany({
      where: { booking: { contractId: id }, kind: "scheduled" },
      data: { at: createdAt },
    });
  }
  const year = Number(today.slice(0, 4));
  await transferNoteOf(contracts.fortnightly, year);
  await signTransferNote(contracts.weekly, year, {
    name: contractCustomers.weekly.customer_name,
    sicCode: "86210",
    hierarchyDeclared: true,
    ip: "192.0.2.44",
    now: later(now, -2 * HOUR),
  });
}
