import "server-only";
import type { Actor } from "@/lib/shared/actor";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { manageMessages } from "@/lib/bookings/lifecycle-rules";
import { formatLongDay, unavailableMessages } from "@/lib/shared/dates";
import { dayTakenMessages } from "@/lib/shared/form-messages";
import { priceBooking, priceOfDay } from "@/lib/shared/prices";
import { officeMoveMessages, officeMoveRefusal } from "@/lib/bookings/office-move";
import type { RescheduleRequest } from "@/lib/bookings/manage-booking-schema";
import {
  cancelBooking,
  findManagedBooking,
  rescheduleBooking,
  type ChangeOutcome,
} from "@/lib/bookings/booking-changes";
import {
  cancelledBookingEmails,
  rescheduledBookingEmails,
} from "@/lib/bookings/booking-notifications";
import { lockContractOfVisit, recordVisitMove } from "@/lib/contracts/visit-changes";
import { closeOpenCheckouts } from "@/lib/payments/checkout";
import { attemptRefund, creditAndRefundBooking } from "@/lib/payments/refunds";
import { availabilityChanged } from "@/lib/server/revalidate";

// Rescheduling and cancelling, whoever asks: the manage page's actions (the customer, through the
// signed link) and the admin's booking page and Schedule board call these with their actor. They
// join three domains: the booking's change (lib/bookings), its contract visit's move
// (lib/contracts) and its refund and Checkout (lib/payments), which bookings do not import. The
// customer's new date keeps /book's rules (a working day's notice, weekends, bank holidays,
// horizon, capacity); the office's keeps the same but for the notice: it may move a job to
// tomorrow (lib/bookings/office-move.ts). The price is computed here for the service and bags.

export const NOT_CHANGEABLE_BY_OFFICE = "A booking can only be changed before it is collected.";

type NotChanged = Exclude<ChangeOutcome, { status: "changed" | "price_change" }>;

function refused(outcome: NotChanged, actor: Actor): ActionResult<never> {
  if (outcome.status === "full" || outcome.status === "closed") {
    return fieldRefusal("selected_date", dayTakenMessages[outcome.status].description);
  }
  const message = {
    cancelled: manageMessages.cancelled,
    unchanged: manageMessages.sameDate,
    locked: actor.kind === "customer" ? manageMessages.tooLate : NOT_CHANGEABLE_BY_OFFICE,
    missing: manageMessages.notFound,
  }[outcome.status];
  return { ok: false, reason: "validation", message };
}

export type Rescheduled = { day: string; timeSlot: string; totalPence: number };

export async function rescheduleBookingAs(
  actor: Actor,
  id: string,
  request: Pick<RescheduleRequest, "selected_date" | "time_slot">,
  now: Date,
): Promise<ActionResult<Rescheduled>> {
  const booking = await findManagedBooking(id);
  if (!booking) return refused({ status: "missing" }, actor);
  const job = {
    service: booking.serviceType,
    bags: booking.bagQuantity,
    slot: request.time_slot,
    day: request.selected_date,
  };
  // The customer needs a working day's notice; the office may move a job to tomorrow (the day's
  // places are checked under its lock in either case).
  const officeRefusal = actor.kind === "admin" ? officeMoveRefusal(job.day, now) : null;
  if (officeRefusal) return fieldRefusal("selected_date", officeMoveMessages[officeRefusal]);
  const price = actor.kind === "admin" ? priceOfDay(job) : priceBooking(job, now);
  if (!price.available) return fieldRefusal("selected_date", unavailableMessages[price.reason]);
  // A contract visit keeps the contract's price wherever it moves (as the contract page's move).
  const charge = booking.contractId ? booking : price;
  const outcome = await rescheduleBooking(
    id,
    {
      day: request.selected_date,
      timeSlot: request.time_slot,
      subtotalPence: charge.subtotalPence,
      vatPence: charge.vatPence,
      totalPence: charge.totalPence,
    },
    actor,
    now,
    (before, after) => rescheduledBookingEmails(before, after, actor),
    { lock: lockContractOfVisit, record: recordVisitMove },
  );
  if (outcome.status === "full" || outcome.status === "closed" || outcome.status === "changed") {
    await availabilityChanged("action");
  }
  if (outcome.status === "price_change") {
    return fieldRefusal(
      "selected_date",
      manageMessages.priceChangesOnMove(formatLongDay(request.selected_date)),
    );
  }
  if (outcome.status !== "changed") return refused(outcome, actor);
  const { after } = outcome;
  return {
    ok: true,
    data: { day: after.day, timeSlot: after.timeSlot, totalPence: after.totalPence },
  };
}

/**
 * Cancels the booking with its e-mails, crediting its invoice and writing the refund of a card
 * payment in the same transaction (the refund is asked of Stripe by the caller, or its job).
 */
export function cancelWithCredit(id: string, actor: Actor, now: Date): Promise<ChangeOutcome> {
  return cancelBooking(
    id,
    actor,
    now,
    (after, refundPence) => cancelledBookingEmails(after, actor, refundPence),
    creditAndRefundBooking,
  );
}

export async function cancelBookingAs(actor: Actor, id: string, now: Date): Promise<ActionResult> {
  const outcome = await cancelWithCredit(id, actor, now);
  if (outcome.status === "price_change") return refused({ status: "unchanged" }, actor);
  if (outcome.status !== "changed") return refused(outcome, actor);
  await availabilityChanged("action");
  // A paid booking's refund: asked of Stripe now; a failure is retried by the refund job.
  if (outcome.refundId) await attemptRefund(outcome.refundId, now);
  // An unpaid card booking: its payment page, perhaps still open, can no longer take the money.
  if (outcome.before.paymentChoice === "card_now") await closeOpenCheckouts(id);
  return { ok: true, data: undefined };
}
