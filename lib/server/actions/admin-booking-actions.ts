"use server";

import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { cancelSchema, rescheduleSchema } from "@/lib/schemas/manage-booking";
import { collectedSchema, correctionSchema, destroyedSchema } from "@/lib/schemas/job";
import { adminAction } from "../admin-action";
import { cancelBookingAs, rescheduleBookingAs, type Rescheduled } from "../booking-lifecycle";
import {
  confirmBooking,
  correctCertificate,
  recordCollection,
  recordDestruction,
  type StepOutcome,
} from "../data/job-steps";
import { deliverAfterResponse } from "../mail/deliver-soon";
import { bookingConfirmedEmails, certificateEmails } from "../mail/job-notifications";
import { validationFailure } from "../validation-failure";

// The admin's booking page: the office's job workflow (confirm, collected, destroyed and the
// certificate, a correction), and rescheduling or cancelling on the customer's own paths
// (server/booking-lifecycle.ts) without the online deadline. Every step is recorded in the
// booking's history with the admin's address.

/** A destruction cannot be recorded in the future (a few minutes' clock difference allowed). */
const CLOCK_SLACK_MS = 5 * 60_000;
const IN_THE_FUTURE = "The destruction date and time cannot be in the future.";

/** The step's answer; a step that filed e-mails has them sent right after the response. */
function answer(outcome: StepOutcome): ActionResult {
  if (outcome.status !== "done") {
    return { ok: false, reason: "validation", message: outcome.message };
  }
  deliverAfterResponse();
  return { ok: true, data: undefined };
}

function sentAfter<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) deliverAfterResponse();
  return result;
}

const futureDestruction = (destroyedAt: Date, now: Date): ActionResult | null =>
  destroyedAt.getTime() > now.getTime() + CLOCK_SLACK_MS
    ? {
        ok: false,
        reason: "validation",
        message: IN_THE_FUTURE,
        fieldErrors: { destroyed_at: [IN_THE_FUTURE] },
      }
    : null;

export const confirmBookingAction = adminAction(
  "Failed to confirm the booking",
  async (admin, id: string): Promise<ActionResult> =>
    answer(
      await confirmBooking(
        String(id),
        { kind: "admin", email: admin.email },
        bookingConfirmedEmails,
      ),
    ),
);

export const markCollectedAction = adminAction(
  "Failed to record the collection",
  async (admin, id: string, input: unknown): Promise<ActionResult> => {
    const parsed = collectedSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const { quantity, weight_kg, seal_numbers, operative } = parsed.data;
    return answer(
      await recordCollection(
        String(id),
        { kind: "admin", email: admin.email },
        { quantity, weightKg: weight_kg, sealNumbers: seal_numbers, operative },
      ),
    );
  },
);

export const markDestroyedAction = adminAction(
  "Failed to record the destruction",
  async (admin, id: string, input: unknown): Promise<ActionResult> => {
    const parsed = destroyedSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const now = new Date();
    const { destroyed_at, method, place } = parsed.data;
    return (
      futureDestruction(destroyed_at, now) ??
      answer(
        await recordDestruction(
          String(id),
          { kind: "admin", email: admin.email },
          { destroyedAt: destroyed_at, method, place },
          now,
          certificateEmails,
        ),
      )
    );
  },
);

export const correctCertificateAction = adminAction(
  "Failed to issue the corrected certificate",
  async (admin, id: string, input: unknown): Promise<ActionResult> => {
    const parsed = correctionSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const now = new Date();
    const data = parsed.data;
    return (
      futureDestruction(data.destroyed_at, now) ??
      answer(
        await correctCertificate(
          String(id),
          { kind: "admin", email: admin.email },
          {
            quantity: data.quantity,
            weightKg: data.weight_kg,
            sealNumbers: data.seal_numbers,
            operative: data.operative,
          },
          { destroyedAt: data.destroyed_at, method: data.method, place: data.place },
          now,
          certificateEmails,
        ),
      )
    );
  },
);

export const rescheduleBookingAction = adminAction(
  "Failed to reschedule the booking",
  async (admin, input: unknown): Promise<ActionResult<Rescheduled>> => {
    const parsed = rescheduleSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const actor = { kind: "admin", email: admin.email } as const;
    return sentAfter(
      await rescheduleBookingAs(actor, parsed.data.booking, parsed.data, new Date()),
    );
  },
);

export const cancelBookingAction = adminAction(
  "Failed to cancel the booking",
  async (admin, input: unknown): Promise<ActionResult> => {
    const parsed = cancelSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    return sentAfter(
      await cancelBookingAs({ kind: "admin", email: admin.email }, parsed.data.booking, new Date()),
    );
  },
);
