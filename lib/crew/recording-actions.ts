"use server";

import "server-only";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { validationFailure } from "@/lib/server/validation-failure";
import { markRecordingChecked } from "./recording-attention";
import { crewRecordingTexts } from "./recording-view";

// Checked, on the office's list of crew recordings to check (issue 37): Office only. A second
// click (two offices at once) finds it resolved and changes nothing.

const checkedInput = z.object({ id: z.uuid() });

export const markRecordingCheckedAction = adminAction(
  crewRecordingTexts.held.checkFailed,
  async (admin, input: unknown): Promise<ActionResult> => {
    const parsed = checkedInput.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    await markRecordingChecked(parsed.data.id, admin.email);
    return { ok: true, data: undefined };
  },
);
