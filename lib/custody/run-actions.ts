"use server";

import "server-only";
import { z } from "zod";
import { fieldRefusal, type ActionResult } from "@/lib/action-result";
import { checkCrew } from "@/lib/crew/guard";
import { recordingAnswerTexts } from "@/lib/crew/recording-texts";
import { adminAction } from "@/lib/server/admin-action";
import { validationFailure } from "@/lib/server/validation-failure";
import { custodyTexts as texts } from "./custody-texts";
import { endRun, runSummary, startRun, type RunSummary } from "./runs";
import { startRunSchema } from "./scan-schema";
import { addShredder, retireShredder } from "./shredders";

// Start a run and End run, for Crew and Office (checked here, on the server, each time); the
// shredders' list, for the Office only (adminAction). Scans go through their JSON route
// (scan-route.ts) so the phone can queue them.

async function crewOnly(): Promise<
  ActionResult<never> | { member: { id: string; email: string; isOffice: boolean } }
> {
  const check = await checkCrew();
  if (check.status === "anonymous") {
    return { ok: false, reason: "server", message: recordingAnswerTexts.signIn };
  }
  if (check.status === "forbidden") {
    return { ok: false, reason: "server", message: recordingAnswerTexts.notCrew };
  }
  return { member: check.member };
}

export async function startRunAction(input: unknown): Promise<ActionResult<RunSummary>> {
  const caller = await crewOnly();
  if (!("member" in caller)) return caller;
  const parsed = startRunSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  const started = await startRun(parsed.data.shredderId, parsed.data.operator, caller.member);
  if (!started.ok) return fieldRefusal("shredderId", started.message);
  const summary = await runSummary(started.runId);
  if (!summary) return { ok: false, reason: "server", message: texts.noRun };
  return { ok: true, data: summary };
}

export async function endRunAction(runId: unknown): Promise<ActionResult<RunSummary>> {
  const caller = await crewOnly();
  if (!("member" in caller)) return caller;
  const id = z.uuid().safeParse(runId);
  const summary = id.success ? await runSummary(id.data) : null;
  if (!id.success || !summary) return { ok: false, reason: "validation", message: texts.noRun };
  await endRun(id.data);
  return { ok: true, data: (await runSummary(id.data)) ?? summary };
}

const shredderName = z.object({
  name: z.string().trim().min(1, "Please give the shredder's name").max(80),
});

export const addShredderAction = adminAction(
  "Failed to add the shredder",
  async (_admin, input: unknown): Promise<ActionResult> => {
    const parsed = shredderName.safeParse(input);
    if (!parsed.success) return validationFailure(parsed.error);
    const added = await addShredder(parsed.data.name);
    return added.ok ? { ok: true, data: undefined } : fieldRefusal("name", added.message);
  },
);

export const retireShredderAction = adminAction(
  "Failed to retire the shredder",
  async (_admin, id: unknown): Promise<ActionResult> => {
    const parsed = z.uuid().safeParse(id);
    if (parsed.success) await retireShredder(parsed.data);
    return { ok: true, data: undefined };
  },
);
