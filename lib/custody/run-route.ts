import "server-only";
import type { NextRequest } from "next/server";
import { crewReadRefusal, readCrewJson } from "@/lib/phone/crew-request";
import { phoneAnswerTexts } from "@/lib/phone/answer-texts";
import { crewRefusals } from "./run-step-refusals";
import { custodyTexts as texts } from "./custody-texts";
import { endRun, runCounts, runSummary, startRun } from "./runs";
import { runStepSchema, type RunAnswer } from "./scan-schema";

// POST /api/crew/destruction-runs (paths.crewDestructionRuns): Start a run or End run from a
// run's page, as JSON (scan-schema.ts runStepSchema), sent from the phone's queue in order with
// the run's scans (the start before them, the end after). Checked as the scans are: who (Crew or
// Office), from where (this site's pages only), how much, the schema.
//
// 201 started or ended now; 200 the same start or end again (the first answer); 401 not signed in
// (sign in, keep it); 403 no Crew or Office role, or another site; 404 no such run (end); 413 too
// large; 422 breaks the schema, a shredder no longer in use, or a run id already started with
// another shredder or operator.

const MAX_RUN_BODY = 4 * 1024;

const refused = (status: number, message: string) =>
  Response.json({ status: "refused", message }, { status });

const answered = async (
  runId: string,
  status: RunAnswer["status"],
  message: string,
  duplicate: boolean,
) =>
  Response.json({ status, message, duplicate, ...(await runCounts(runId)) } satisfies RunAnswer, {
    status: duplicate ? 200 : 201,
  });

export async function postRunStep(request: NextRequest): Promise<Response> {
  const read = await readCrewJson(request, MAX_RUN_BODY);
  if (read.status !== "ok") {
    const refusal = crewReadRefusal(read, crewRefusals);
    return refused(refusal.status, refusal.message);
  }
  const parsed = runStepSchema.safeParse(read.body);
  if (!parsed.success) {
    return refused(422, parsed.error.issues[0]?.message ?? phoneAnswerTexts.invalid);
  }
  const step = parsed.data;
  if (step.action === "start") {
    const started = await startRun(
      step.shredderId,
      step.operator,
      read.member,
      new Date(step.startedAt),
      step.runId,
    );
    if (!started.ok) return refused(422, started.message);
    return answered(step.runId, "started", texts.runStarted, started.duplicate);
  }
  if (!(await runSummary(step.runId))) return refused(404, texts.noRun);
  const ended = await endRun(step.runId, new Date(step.endedAt));
  return answered(step.runId, "ended", texts.runEndedNow, !ended);
}
