"use server";

import "server-only";
import { z } from "zod";
import type { ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { validationFailure } from "@/lib/server/validation-failure";
import { applyHeldRecording, discardHeldRecording } from "./held-recordings";
import { crewRecordingTexts } from "./recording-view";

// Apply and Discard, on the office's list of crew recordings to check: Office only (adminAction
// re-checks the caller). A second click (two offices at once) finds it answered and changes
// nothing.

const texts = crewRecordingTexts.held;
const recordingInput = z.object({ id: z.uuid() });

export const applyHeldRecordingAction = adminAction(
  texts.applyFailed,
  async (admin, input: unknown): Promise<ActionResult> => {
    const parsed = recordingInput.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const outcome = await applyHeldRecording(parsed.data.id, admin.email);
    if (outcome.status === "gone") return { ok: false, reason: "validation", message: texts.gone };
    if (outcome.status === "held") {
      return { ok: false, reason: "validation", message: texts.stillHeld(outcome.reason) };
    }
    if (outcome.mailed) deliverAfterResponse();
    return { ok: true, data: undefined };
  },
);

export const discardHeldRecordingAction = adminAction(
  texts.discardFailed,
  async (admin, input: unknown): Promise<ActionResult> => {
    const parsed = recordingInput.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    if (!(await discardHeldRecording(parsed.data.id, admin.email))) {
      return { ok: false, reason: "validation", message: texts.gone };
    }
    return { ok: true, data: undefined };
  },
);
