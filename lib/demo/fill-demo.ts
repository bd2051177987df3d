import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import type { BookingEventKind, Prisma } from "@/generated/prisma/client";
import {
  DEFAULT_DESTRUCTION_PLACE,
  type DestructionMethod,
} from "@/lib/certificates/certificate-rules";
import { previousMonthOf } from "@/lib/contracts/monthly-invoicing";
import { todayInLondon } from "@/lib/shared/dates";
import { addDays, earlier, londonTime, workingDaysAfter } from "@/lib/demo/demo-calendar";
import { contractCustomers, demoEnquiries } from "@/lib/demo/demo-customers";
import { demoPlan, type DemoJob } from "@/lib/demo/demo-plan";
import { DEMO_EMAIL_DOMAIN } from "@/lib/demo/demo-texts";
import { postcodeOf } from "@/lib/content/postcode-coverage";
import { formatCharge, priceBooking } from "@/lib/shared/prices";
import { newContractSchema, type NewContractInput } from "@/lib/contracts/contract-schema";
import { contactSchema } from "@/lib/enquiries/contact-schema";
import { quoteSchema } from "@/lib/enquiries/quote-schema";
import { cancelBooking } from "@/lib/bookings/booking-changes";
import { createBooking } from "@/lib/bookings/bookings";
import { closeDay, isClosedDay } from "@/lib/bookings/capacity";
import { issueContractInvoice } from "@/lib/contracts/contract-invoices";
import { createContract } from "@/lib/contracts/contracts";
import { emailDocument } from "@/lib/invoices/invoices";
import { createContactEnquiry, createQuoteEnquiry } from "@/lib/enquiries/enquiries";
import { setEnquiryStatus } from "@/lib/office/inbox";
import { markInvoicePaid } from "@/lib/invoices/invoice-payments";
import { confirmBooking, recordCollection, recordDestruction } from "@/lib/custody/job-steps";
import { signTransferNote, transferNoteOf } from "@/lib/contracts/transfer-notes";
import { db } from "@/lib/server/db";
import { sendInvoiceReminders } from "@/lib/invoices/invoice-reminders";
import { sendVisitReminders } from "@/lib/contracts/visit-reminder-job";
import { cancelledBookingEmails, newBookingEmails } from "@/lib/bookings/booking-notifications";
import { newContractEmails } from "@/lib/contracts/contract-notifications";
import { contactEmails, quoteEmails } from "@/lib/enquiries/enquiry-notifications";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { bookingConfirmedEmails, certificateEmails } from "@/lib/custody/job-notifications";
import { settleCheckout } from "@/lib/payments/settle";
import { lockContract, materialiseContract } from "@/lib/contracts/visits";
import { formatSeal } from "@/lib/custody/seal-number";
import { printDemoSeals } from "./demo-seals";
import { demoSummary, isDemoFilled, type DemoSummary } from "./demo-summary";

// `npm run demo`: a realistic fortnight around today in the database, made through
// the same functions the site and the office use (booking, the job workflow that issues
// certificates and invoices, card payments, Mark as paid, contracts and their visits, closures,
// enquiries), so numbers, history and links are what the real flows make. Each step runs at the
// time it happened (a job of last week was collected last week), in order, so certificates and
// invoices are numbered in the order they were issued. What the functions stamp with the clock
// (history rows, when a row was made) is then set to that time. The e-mails they file are marked
// sent, so starting the site afterwards sends none, except the one that failed on purpose.
// Demo rows are known by their customers' e-mail domain; a database that has them is left alone.

/** The provider id of the e-mails the demo marks sent (none was handed to a provider). */
const DEMO_PROVIDER_ID = "demo";
const OFFICE = { kind: "admin", email: `office@${DEMO_EMAIL_DOMAIN}` } as const;
const OPERATIVES = ["Dean Marshall", "Kyle Ferguson", "Liam O'Neill"];
const SLOT_TIMES = { am: "09:40", allday: "11:20", pm: "14:10" } as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DemoOutcome =
  { status: "filled"; summary: DemoSummary } | { status: "already-filled"; summary: DemoSummary };

type Step = { at: Date; run: () => Promise<void> };
type Times = Map<string, Partial<Record<BookingEventKind, Date>>>;

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString("hex")}`;

function must<T extends { status: string }>(outcome: T, what: string): T {
  if (outcome.status === "refused" || outcome.status === "full" || outcome.status === "closed") {
    throw new Error(`Demo: ${what} was refused (${JSON.stringify(outcome)})`);
  }
  return outcome;
}

/** When the customer booked: `leadDays` before the day, or earlier if the rules ask it. */
function bookedAt(job: DemoJob, index: number, now: Date) {
  let at = earlier(
    londonTime(addDays(job.day, -job.leadDays), `${String(9 + (index % 8)).padStart(2, "0")}:15`),
    later(now, -2 * HOUR - index * 7 * MINUTE),
  );
  for (let tries = 0; tries < 30; tries++) {
    const price = priceBooking(
      { service: job.service, bags: job.bags, slot: job.slot, day: job.day },
      at,
    );
    if (price.available) return { at, price };
    at = later(at, -DAY);
  }
  throw new Error(`Demo: no time to book ${job.day} found`);
}

export async function fillDemo({
  now = new Date(),
  log = () => {},
}: { now?: Date; log?: (line: string) => void } = {}): Promise<DemoOutcome> {
  if (await isDemoFilled()) return { status: "already-filled", summary: await demoSummary(now) };
  const today = todayInLondon(now);
  const plan = demoPlan(today);
  const steps: Step[] = [];
  const times: Times = new Map();
  let workSequence = 0;
  // Each collection's two seals, never shared between jobs (a seal is used once), drawn
  // when its step runs: steps run in time order, so labels are printed in the order of their
  // numbers, as a real printer numbers them, one print strictly after the one before.
  let nextSeal = 104_200;
  let lastPrint = new Date(0);
  const printSeals = async (collectedAt: Date) => {
    const seal = nextSeal;
    nextSeal += 3;
    const printedAt = new Date(Math.max(collectedAt.getTime() - DAY, lastPrint.getTime() + MINUTE));
    lastPrint = printedAt;
    await printDemoSeals([seal, seal + 1], OFFICE.email, printedAt);
    return seal;
  };
  const stamp = (bookingId: string, kind: BookingEventKind, at: Date) =>
    times.set(bookingId, { ...times.get(bookingId), [kind]: at });
  const step = (at: Date, run: () => Promise<void>) => {
    if (at > now) throw new Error(`Demo: a step planned in the future (${at.toISOString()})`);
    steps.push({ at, run });
  };

  // The closed day comes first, so nothing is booked onto it (a day the office closed stays so).
  if (!(await isClosedDay(db(), plan.closedDay.day))) {
    await closeDay(plan.closedDay.day, plan.closedDay.reason, OFFICE.email);
    await db().closedDate.update({
      where: { day: new Date(`${plan.closedDay.day}T00:00:00Z`) },
      data: { createdAt: later(now, -6 * DAY) },
    });
  }

  // The one-off bookings, as the /book form stores them, each with its steps in the timeline.
  let failedEmailBooking: { id: string; to: string } | null = null;
  for (const [index, job] of plan.jobs.entries()) {
    const { at, price } = bookedAt(job, index, now);
    const outcome = must(
      await createBooking(
        {
          idempotencyKey: randomUUID(),
          customerName: job.customer.customerName,
          customerEmail: job.customer.customerEmail,
          customerPhone: job.customer.customerPhone,
          companyName: job.customer.companyName,
          serviceType: job.service,
          day: job.day,
          timeSlot: job.slot,
          bagQuantity: job.bags,
          subtotalPence: price.subtotalPence,
          vatPence: price.vatPence,
          totalPence: price.totalPence,
          collectionAddress: job.customer.collectionAddress,
          specialRequirements: job.notes ?? null,
          ...postcodeOf(job.customer.postcode),
          paymentChoice: job.payment?.method === "card" ? "card_now" : "after_collection",
          purchaseOrder: index % 5 === 1 ? `PO-${4410 + index}` : null,
        },
        newBookingEmails,
      ),
      `booking ${job.day}`,
    );
    if (outcome.status !== "stored") throw new Error("Demo: booking not stored");
    const id = outcome.id;
    await db().booking.update({ where: { id }, data: { createdAt: at } });
    await db().outboxEmail.updateMany({ where: { bookingId: id }, data: { createdAt: at } });
    stamp(id, "requested", at);
    if (job.failedEmail) failedEmailBooking = { id, to: job.customer.customerEmail };

    let ready = at;
    if (job.payment?.method === "card") {
      const paidAt = later(at, 4 * MINUTE);
      const sessionId = demoId("cs");
      step(paidAt, async () => {
        await db().checkoutSession.create({
          data: {
            id: sessionId,
            bookingId: id,
            amountPence: price.totalPence,
            url: `https://checkout.stripe.com/c/pay/${sessionId}`,
            expiresAt: later(at, 30 * MINUTE),
            createdAt: at,
          },
        });
        const settled = await db().$transaction((tx) =>
          settleCheckout(
            tx,
            {
              id: sessionId,
              amountTotal: price.totalPence,
              currency: "gbp",
              paymentStatus: "paid",
              paymentIntentId: demoId("pi"),
            },
            paidAt,
          ),
        );
        if (settled.result !== "paid") throw new Error(`Demo: card payment ${settled.result}`);
        stamp(id, "invoiced", paidAt);
        stamp(id, "paid", paidAt);
      });
      ready = paidAt;
    }
    if (job.outcome === "requested") continue;

    if (job.outcome === "cancelled") {
      const cancelledAt = earlier(later(ready, DAY + 2 * HOUR), later(now, -3 * HOUR));
      // The customer cancels online; a paid card booking is cancelled by the office on the phone.
      const actor = job.payment?.method === "card" ? OFFICE : ({ kind: "customer" } as const);
      step(cancelledAt, async () => {
        const cancelled = await cancelBooking(id, actor, cancelledAt, (after, refundPence) =>
          cancelledBookingEmails(after, actor, refundPence),
        );
        if (cancelled.status !== "changed") throw new Error(`Demo: cancel ${cancelled.status}`);
        stamp(id, "cancelled", cancelledAt);
        if (cancelled.refundId) {
          // What Stripe's answer records (refunds.ts): the refund made, its history row, and the
          // credit note e-mailed now that the money is back.
          const refund = await db().refund.update({
            where: { id: cancelled.refundId },
            data: { status: "succeeded", stripeRefundId: demoId("re"), attempts: 1 },
          });
          await db().$transaction((tx) =>
            emailDocument(tx, refund.creditNoteId, cancelledAt, invoiceEmails),
          );
          await db().bookingEvent.create({
            data: {
              bookingId: id,
              kind: "refunded",
              actor: "system",
              detail: `${formatCharge(refund.amountPence)} (${refund.stripeRefundId})`,
              at: later(cancelledAt, 2 * MINUTE),
            },
          });
          stamp(id, "credited", cancelledAt);
        }
      });
      continue;
    }

    const confirmedAt = earlier(later(ready, 95 * MINUTE), later(now, -MINUTE));
    step(confirmedAt, async () => {
      must(await confirmBooking(id, OFFICE, bookingConfirmedEmails), "confirm");
      stamp(id, "confirmed", confirmedAt);
    });
    if (job.outcome === "confirmed") continue;
    addWorkSteps(id, job, index);
  }

  function addWorkSteps(
    id: string,
    job: Pick<DemoJob, "day" | "service" | "slot" | "bags" | "outcome" | "payment" | "hardDrives">,
    index: number,
    time: string = SLOT_TIMES[job.slot],
  ) {
    const collectedAt = later(londonTime(job.day, time), (index % 5) * 9 * MINUTE);
    const operative = OPERATIVES[index % OPERATIVES.length]!;
    const onsite = job.service === "onsite";
    const destroyedAt = onsite
      ? later(collectedAt, 25 * MINUTE)
      : // At the facility the next morning, one job after another.
        later(londonTime(workingDaysAfter(job.day, 1)[0]!, "09:30"), workSequence * 4 * MINUTE);
    workSequence++;
    const issuedAt = later(destroyedAt, 12 * MINUTE);
    step(collectedAt, async () => {
      const seal = await printSeals(collectedAt);
      must(
        await recordCollection(id, OFFICE, {
          collectedAt,
          quantity: job.bags,
          weightKg: (job.bags * 7.5).toFixed(1),
          sealNumbers: `${formatSeal(seal)}, ${formatSeal(seal + 1)}`,
          operative,
        }),
        "collection",
      );
      stamp(id, "collected", collectedAt);
      await db().jobCollection.update({
        where: { bookingId: id },
        data: { recordedAt: later(collectedAt, 20 * MINUTE) },
      });
    });
    // A visit collected yesterday is destroyed in the morning: not yet, before then.
    if (job.outcome !== "done" || issuedAt > now) return;
    const method: DestructionMethod = job.hardDrives
      ? "hard_drive"
      : onsite
        ? "onsite_mobile"
        : "cross_cut_offsite";
    step(issuedAt, async () => {
      must(
        await recordDestruction(
          id,
          OFFICE,
          {
            destroyedAt,
            destroyedBy: operative,
            method,
            place: onsite ? "On site, in our mobile shredding vehicle" : DEFAULT_DESTRUCTION_PLACE,
          },
          issuedAt,
          certificateEmails,
        ),
        "destruction",
      );
      stamp(id, "destroyed", destroyedAt);
      stamp(id, "certificate_issued", issuedAt);
      if (job.payment?.method !== "card") stamp(id, "invoiced", issuedAt);
      await db().jobDestruction.update({
        where: { bookingId: id },
        data: { recordedAt: issuedAt },
      });
    });
    const payment = job.payment;
    if (payment && payment.method !== "card") {
      const paidAt = earlier(later(issuedAt, payment.afterDays * DAY), later(now, -MINUTE));
      step(paidAt, async () => {
        const invoice = await db().invoice.findFirstOrThrow({
          where: { bookingId: id, kind: "invoice" },
          select: { number: true },
        });
        must(
          await markInvoicePaid({
            number: invoice.number,
            method: payment.method,
            receivedOn: todayInLondon(paidAt),
            actor: OFFICE,
            now: paidAt,
          }),
          "mark as paid",
        );
        stamp(id, "paid", paidAt);
      });
    }
  }

  // The contracts, made before their start by the office, with their visits materialised. The
  // fortnightly one's visit lands on a day whose on-site places were already all booked.
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
  ] satisfies { key: string; fields: NewContractInput }[];
  const contractIds: Record<string, string> = {};
  for (const { key, fields } of contracts) {
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
    contractIds[key] = created.id;
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
  }

  // The monthly contract's invoice for last month, issued on the 1st as the daily job does.
  const month = previousMonthOf(today);
  const monthlyAt = earlier(londonTime(addDays(month.last, 1), "07:05"), later(now, -MINUTE));
  step(monthlyAt, async () => {
    await db().$transaction(
      (tx) =>
        issueContractInvoice(tx, {
          contractId: contractIds.fortnightly!,
          period: month.period,
          lastDay: month.last,
          now: monthlyAt,
          emails: invoiceEmails,
        }),
      { timeout: 30_000, maxWait: 15_000 },
    );
  });

  // Enquiries from the quote and contact forms over the fortnight; one quote already answered.
  const enquiryIds: string[] = [];
  for (const [index, fields] of demoEnquiries.quotes.entries()) {
    const at = earlier(londonTime(plan.past[2 + index * 3]!, "13:05"), now);
    step(at, async () => {
      const quote = quoteSchema.parse(fields);
      const id = await createQuoteEnquiry(quote, quoteEmails(quote));
      await db().enquiry.update({ where: { id }, data: { createdAt: at } });
      if (index === 0) await setEnquiryStatus(id, "answered");
      enquiryIds.push(id);
    });
  }
  for (const [index, fields] of demoEnquiries.contacts.entries()) {
    const at = earlier(londonTime(plan.past[4 + index * 2]!, "16:40"), now);
    step(at, async () => {
      const contact = contactSchema.parse(fields);
      const id = await createContactEnquiry(contact, null, contactEmails(contact, null));
      await db().enquiry.update({ where: { id }, data: { createdAt: at } });
      enquiryIds.push(id);
    });
  }

  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const [index, { at, run }] of steps.entries()) {
    const started = new Date();
    await run();
    // The e-mails the step filed, at the time it happened.
    await db().outboxEmail.updateMany({
      where: { createdAt: { gte: started }, OR: demoEmails },
      data: { createdAt: at },
    });
    if ((index + 1) % 20 === 0) log(`  ${index + 1} of ${steps.length} steps done`);
  }

  // The daily job has kept each contract's visits planned 13 weeks ahead of today.
  // Every visit is dated from its contract's making, so the bookings received lately are the
  // customers' own.
  for (const id of Object.values(contractIds)) {
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

  // This year's waste transfer notes: the weekly customer signed theirs, the other has not.
  const year = Number(today.slice(0, 4));
  await transferNoteOf(contractIds.fortnightly!, year);
  await signTransferNote(contractIds.weekly!, year, {
    name: contractCustomers.weekly.customer_name,
    sicCode: "86210",
    hierarchyDeclared: true,
    ip: "192.0.2.44",
    now: later(now, -2 * HOUR),
  });

  // The daily jobs' e-mails due now (the overdue invoice's reminder, tomorrow's visits), so that
  // starting the site does not send them; then the history's times.
  await sendInvoiceReminders({ now });
  await sendVisitReminders({ now });
  await retime(times);
  await markEmailsSent(now, failedEmailBooking);
  return { status: "filled", summary: await demoSummary(now) };
}

/** The history rows (and when the bookings were made) at the times their steps happened. */
async function retime(times: Times) {
  for (const [bookingId, kinds] of times) {
    for (const [kind, at] of Object.entries(kinds)) {
      await db().bookingEvent.updateMany({
        where: { bookingId, kind: kind as BookingEventKind },
        data: { at },
      });
    }
  }
}

const demoRow = { endsWith: `@${DEMO_EMAIL_DOMAIN}` };
/** E-mails to a demo customer, or to the office about a demo booking, enquiry or invoice. */
const demoEmails = [
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
async function markEmailsSent(now: Date, failed: { id: string; to: string } | null) {
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
