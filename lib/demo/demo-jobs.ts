import "server-only";
import { randomUUID } from "node:crypto";
import {
  DEFAULT_DESTRUCTION_PLACE,
  type DestructionMethod,
} from "@/lib/certificates/certificate-rules";
import { formatSeal } from "@/lib/shared/seal-number";
import { todayInLondon } from "@/lib/shared/dates";
import { addDays, earlier, londonTime, workingDaysAfter } from "@/lib/demo/demo-calendar";
import type { DemoJob } from "@/lib/demo/demo-plan";
import { postcodeOf } from "@/lib/content/postcode-coverage";
import { formatCharge, priceBooking } from "@/lib/shared/prices";
import { cancelWithCredit } from "@/lib/booking-flows/lifecycle";
import { createBooking } from "@/lib/bookings/bookings";
import { emailDocument } from "@/lib/invoices/invoices";
import { markInvoicePaid } from "@/lib/payments/invoice-payments";
import { confirmBooking, recordCollection, recordDestruction } from "@/lib/custody/job-steps";
import { db } from "@/lib/server/db";
import { newBookingEmails } from "@/lib/bookings/booking-notifications";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { bookingConfirmedEmails, certificateEmails } from "@/lib/custody/job-notifications";
import { settleCheckout } from "@/lib/payments/settle";
import { DAY, HOUR, MINUTE, OFFICE, demoId, later, must, type DemoTimeline } from "./demo-timeline";

// The demo's jobs (fill-demo.ts): a one-off booking made as the /book form makes it, then its
// card payment, cancellation or confirmation, and the work of a job done (collection, destruction
// and certificate, payment of its invoice), each a step on the timeline at the time it happened.

const OPERATIVES = ["Dean Marshall", "Kyle Ferguson", "Liam O'Neill"];
const SLOT_TIMES = { am: "09:40", allday: "11:20", pm: "14:10" } as const;

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

/** The booking as the /book form stores it, made when the customer booked. */
async function storeBooking(t: DemoTimeline, job: DemoJob, index: number) {
  const { at, price } = bookedAt(job, index, t.now);
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
  t.stamp(id, "requested", at);
  return { id, at, totalPence: price.totalPence };
}

/** The customer pays by card a few minutes after booking, as Stripe's webhook settles it. */
function addCardPayment(t: DemoTimeline, id: string, bookedAt: Date, totalPence: number) {
  const paidAt = later(bookedAt, 4 * MINUTE);
  const sessionId = demoId("cs");
  t.step(paidAt, async () => {
    await db().checkoutSession.create({
      data: {
        id: sessionId,
        bookingId: id,
        amountPence: totalPence,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        expiresAt: later(bookedAt, 30 * MINUTE),
        createdAt: bookedAt,
      },
    });
    const settled = await db().$transaction((tx) =>
      settleCheckout(
        tx,
        {
          id: sessionId,
          amountTotal: totalPence,
          currency: "gbp",
          paymentStatus: "paid",
          paymentIntentId: demoId("pi"),
        },
        paidAt,
      ),
    );
    if (settled.result !== "paid") throw new Error(`Demo: card payment ${settled.result}`);
    t.stamp(id, "invoiced", paidAt);
    t.stamp(id, "paid", paidAt);
  });
  return paidAt;
}

function addCancellation(t: DemoTimeline, id: string, job: DemoJob, ready: Date) {
  const cancelledAt = earlier(later(ready, DAY + 2 * HOUR), later(t.now, -3 * HOUR));
  // The customer cancels online; a paid card booking is cancelled by the office on the phone.
  const actor = job.payment?.method === "card" ? OFFICE : ({ kind: "customer" } as const);
  t.step(cancelledAt, async () => {
    const cancelled = await cancelWithCredit(id, actor, cancelledAt);
    if (cancelled.status !== "changed") throw new Error(`Demo: cancel ${cancelled.status}`);
    t.stamp(id, "cancelled", cancelledAt);
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
      t.stamp(id, "credited", cancelledAt);
    }
  });
}

/** A one-off booking and what happened to it since, as the plan's job says. Returns its id. */
export async function addOneOffJob(t: DemoTimeline, job: DemoJob, index: number) {
  const { id, at, totalPence } = await storeBooking(t, job, index);
  const ready = job.payment?.method === "card" ? addCardPayment(t, id, at, totalPence) : at;
  if (job.outcome === "requested") return id;
  if (job.outcome === "cancelled") {
    addCancellation(t, id, job, ready);
    return id;
  }
  const confirmedAt = earlier(later(ready, 95 * MINUTE), later(t.now, -MINUTE));
  t.step(confirmedAt, async () => {
    must(await confirmBooking(id, OFFICE, bookingConfirmedEmails), "confirm");
    t.stamp(id, "confirmed", confirmedAt);
  });
  if (job.outcome !== "confirmed") addWorkSteps(t, id, job, index);
  return id;
}

type WorkedJob = Pick<
  DemoJob,
  "day" | "service" | "slot" | "bags" | "outcome" | "payment" | "hardDrives"
>;

/**
 * A job's work: collected on its day; destroyed (on site at once, else at the facility the next
 * morning) with its certificate and invoice issued; its invoice paid when the plan says.
 */
export function addWorkSteps(
  t: DemoTimeline,
  id: string,
  job: WorkedJob,
  index: number,
  time: string = SLOT_TIMES[job.slot],
) {
  const collectedAt = later(londonTime(job.day, time), (index % 5) * 9 * MINUTE);
  const operative = OPERATIVES[index % OPERATIVES.length]!;
  const onsite = job.service === "onsite";
  const sequence = t.nextJobOfWork();
  const destroyedAt = onsite
    ? later(collectedAt, 25 * MINUTE)
    : // At the facility the next morning, one job after another.
      later(londonTime(workingDaysAfter(job.day, 1)[0]!, "09:30"), sequence * 4 * MINUTE);
  const issuedAt = later(destroyedAt, 12 * MINUTE);
  addCollection(t, id, job, collectedAt, operative);
  // A visit collected yesterday is destroyed in the morning: not yet, before then.
  if (job.outcome !== "done" || issuedAt > t.now) return;
  addDestruction(t, id, job, { destroyedAt, issuedAt, operative, onsite });
  const payment = job.payment;
  if (payment && payment.method !== "card") {
    addInvoicePayment(t, id, payment, issuedAt);
  }
}

function addCollection(
  t: DemoTimeline,
  id: string,
  job: WorkedJob,
  collectedAt: Date,
  operative: string,
) {
  t.step(collectedAt, async () => {
    const seal = await t.printSeals(collectedAt);
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
    t.stamp(id, "collected", collectedAt);
    await db().jobCollection.update({
      where: { bookingId: id },
      data: { recordedAt: later(collectedAt, 20 * MINUTE) },
    });
  });
}

function addDestruction(
  t: DemoTimeline,
  id: string,
  job: WorkedJob,
  when: { destroyedAt: Date; issuedAt: Date; operative: string; onsite: boolean },
) {
  const { destroyedAt, issuedAt, operative, onsite } = when;
  const method: DestructionMethod = job.hardDrives
    ? "hard_drive"
    : onsite
      ? "onsite_mobile"
      : "cross_cut_offsite";
  t.step(issuedAt, async () => {
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
    t.stamp(id, "destroyed", destroyedAt);
    t.stamp(id, "certificate_issued", issuedAt);
    if (job.payment?.method !== "card") t.stamp(id, "invoiced", issuedAt);
    await db().jobDestruction.update({
      where: { bookingId: id },
      data: { recordedAt: issuedAt },
    });
  });
}

/** The office marks the job's invoice paid (Mark as paid) when the money arrives. */
function addInvoicePayment(
  t: DemoTimeline,
  id: string,
  payment: Exclude<NonNullable<DemoJob["payment"]>, { method: "card" }>,
  issuedAt: Date,
) {
  const paidAt = earlier(later(issuedAt, payment.afterDays * DAY), later(t.now, -MINUTE));
  t.step(paidAt, async () => {
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
    t.stamp(id, "paid", paidAt);
  });
}
