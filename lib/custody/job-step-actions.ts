"use server";

import "server-only";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { unprintableFieldRefusal } from "@/lib/certificates/printable";
import { adminAction } from "@/lib/server/admin-action";
import { adminActor } from "@/lib/server/admin-guard";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { validationFailure } from "@/lib/server/validation-failure";
import {
  collectedSchema,
  collectionRecord,
  correctionSchema,
  destroyedSchema,
  destructionRecord,
} from "./job-schema";
import {
  confirmBooking,
  correctCertificate,
  recordCollection,
  recordDestruction,
  type StepOutcome,
} from "./job-steps";
import { bookingConfirmedEmails, certificateEmails } from "./job-notifications";

// The office's job workflow on the admin's booking page: confirm, collected, destroyed and the
// certificate, a correction. Every step is recorded in the booking's history with the admin's
// address. (Rescheduling and cancelling are the booking's: lib/booking-flows/office-booking-actions.ts.)

/** The step's answer; a step that filed e-mails has them sent right after the response. */
function answer(outcome: StepOutcome, mailed: boolean): ActionResult {
  if (outcome.status !== "done") {
    return outcome.field
      ? fieldRefusal(outcome.field, outcome.message)
      : { ok: false, reason: "validation", message: outcome.message };
  }
  if (mailed) deliverAfterResponse();
  return { ok: true, data: undefined };
}

export const confirmBookingAction = adminAction(
  "Failed to confirm the booking",
  async (admin, id: string): Promise<ActionResult> =>
    answer(await confirmBooking(String(id), adminActor(admin), bookingConfirmedEmails), true),
);

export const markCollectedAction = adminAction(
  "Failed to record the collection",
  async (admin, id: string, input: unknown): Promise<ActionResult> => {
    const parsed = collectedSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const { operative, seal_numbers } = parsed.data;
    const unprintable = unprintableFieldRefusal({ operative, seal_numbers });
    if (unprintable) return unprintable;
    const outcome = await recordCollection(
      String(id),
      adminActor(admin),
      collectionRecord(parsed.data),
    );
    return answer(outcome, false);
  },
);

export const markDestroyedAction = adminAction(
  "Failed to record the destruction",
  async (admin, id: string, input: unknown): Promise<ActionResult> => {
    const parsed = destroyedSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const { destroyed_by, place } = parsed.data;
    const unprintable = unprintableFieldRefusal({ destroyed_by, place });
    if (unprintable) return unprintable;
    const outcome = await recordDestruction(
      String(id),
      adminActor(admin),
      destructionRecord(parsed.data),
      new Date(),
      certificateEmails,
    );
    return answer(outcome, true);
  },
);

export const correctCertificateAction = adminAction(
  "Failed to issue the corrected certificate",
  async (admin, id: string, input: unknown): Promise<ActionResult> => {
    const parsed = correctionSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const { operative, seal_numbers, destroyed_by, place } = parsed.data;
    const unprintable = unprintableFieldRefusal({ operative, seal_numbers, destroyed_by, place });
    if (unprintable) return unprintable;
    const outcome = await correctCertificate(
      String(id),
      adminActor(admin),
      collectionRecord(parsed.data),
      destructionRecord(parsed.data),
      new Date(),
      certificateEmails,
    );
    return answer(outcome, true);
  },
);
