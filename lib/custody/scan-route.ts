import "server-only";
import type { NextRequest } from "next/server";
import { crewReadRefusal, readCrewJson } from "@/lib/phone/crew-request";
import { phoneAnswerTexts } from "@/lib/phone/answer-texts";
import { crewRefusals } from "./run-step-refusals";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { custodyTexts } from "./custody-texts";
import { scanSeal } from "./scan-seal";
import { scanSchema } from "./scan-schema";

// POST /api/crew/destruction-scans (paths.crewDestructionScans): one seal scanned at the shredder,
// as JSON (lib/custody/scan-schema.ts). Checked in the order of the crew's recordings route: who
// (Crew or Office), from where (this site's pages only), how much, the schema; what the scan does
// is decided by scanSeal under the seal's and the booking's row locks.
//
// 201 answered (destroyed or refused with its reason: stored, stop sending it); 200 the same key
// again (the first answer); 401 not signed in (sign in, keep it); 403 no Crew or Office role, or
// another site; 404 no such run; 413 too large; 422 breaks the schema.

const MAX_SCAN_BODY = 4 * 1024;

const refused = (status: number, message: string) =>
  Response.json({ status: "refused", message }, { status });

export async function postScan(request: NextRequest): Promise<Response> {
  const read = await readCrewJson(request, MAX_SCAN_BODY);
  if (read.status !== "ok") {
    const refusal = crewReadRefusal(read, crewRefusals);
    return refused(refusal.status, refusal.message);
  }
  const parsed = scanSchema.safeParse(read.body);
  if (!parsed.success) {
    return refused(422, parsed.error.issues[0]?.message ?? phoneAnswerTexts.invalid);
  }
  const outcome = await scanSeal(parsed.data.runId, parsed.data, read.member);
  if (!outcome.found) return refused(404, custodyTexts.noRun);
  if (outcome.mailed) deliverAfterResponse();
  return Response.json(outcome.answer, { status: outcome.answer.duplicate ? 200 : 201 });
}
