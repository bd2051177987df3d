import "server-only";
import type { NextRequest } from "next/server";
import { sealCheck } from "@/lib/custody/claim-seals";
import { db } from "@/lib/server/db";
import { crewCheckOf } from "@/lib/phone/crew-request";
import { recordingAnswerTexts as texts } from "./recording-texts";

// GET /api/crew/seals/{seal}: whether a seal may be collected, asked by the crew's
// phone as a seal field is left, so the crew learn before the customer signs. It moves nothing:
// the recording's own transaction decides (lib/crew/apply-recording.ts). Crew and Office only.

/** What the route answers: the seal may be collected, or why not (the exact texts). */
export type SealCheckAnswer = { ok: true } | { ok: false; message: string };

export async function getSealCheck(request: NextRequest, seal: string): Promise<Response> {
  const check = await crewCheckOf(request);
  if (check.status !== "crew") {
    const message = check.status === "anonymous" ? texts.signIn : texts.notCrew;
    return Response.json({ ok: false, message } satisfies SealCheckAnswer, {
      status: check.status === "anonymous" ? 401 : 403,
    });
  }
  const text = seal.trim().slice(0, 40);
  const message = await db().$transaction((tx) => sealCheck(tx, text));
  return Response.json(
    (message ? { ok: false, message } : { ok: true }) satisfies SealCheckAnswer,
    {
      headers: { "cache-control": "no-store" },
    },
  );
}
