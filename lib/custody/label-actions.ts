"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import { validationFailure } from "@/lib/server/validation-failure";
import { issueSeals } from "./issue-seals";
import { printLabelsSchema } from "./label-schema";
import { labelTexts } from "./label-texts";

// Print labels (Office only, through adminAction: a Crew member is refused as a stranger is). The
// seals are issued here; the page then offers the print's PDF for download.

export type PrintedLabels = { id: string; firstNumber: number; lastNumber: number; sheets: number };

export const printLabelsAction = adminAction(
  labelTexts.failure,
  async (office, input: unknown): Promise<ActionResult<PrintedLabels>> => {
    const parsed = printLabelsSchema.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const { id, firstNumber, lastNumber, sheets } = await issueSeals(
      parsed.data.sheets,
      office.email,
    );
    return { ok: true, data: { id, firstNumber, lastNumber, sheets } };
  },
);
