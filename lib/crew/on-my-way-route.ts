import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { crewReadRefusal, readCrewJson } from "@/lib/phone/crew-request";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { onMyWay } from "@/lib/routes/arrival-notices";
import { aboutTime } from "@/lib/routes/arrival-rules";
import { arrivalTexts as texts } from "@/lib/routes/arrival-texts";

// POST /api/crew/on-my-way (paths.crewOnMyWay): the crew's 'On my way' on a stop, as JSON
// {bookingId}. Who (Crew or Office), from where (this site's pages) and the body are checked as
// for a recording (lib/phone/crew-request.ts); whose stop it is, in onMyWay. Answers
// {status, message}: 200 sent or already (the customer was told once today; the time they were
// told), 403 not this member's stop, 409 not today, already recorded or no location, 422 unreadable.
// The phone sends it only online: it is not queued (see components/routes/on-my-way.tsx).

export type OnMyWayAnswer = {
  status: "sent" | "already" | "refused";
  message: string;
  expectedAt?: string;
};

const body = z.object({ bookingId: z.uuid() });

const answer = (status: number, json: OnMyWayAnswer) => Response.json(json, { status });

export async function postOnMyWay(request: NextRequest): Promise<Response> {
  const read = await readCrewJson(request, 4 * 1024);
  if (read.status !== "ok") {
    const refusal = crewReadRefusal(read, texts.refusals);
    return answer(refusal.status, { status: "refused", message: refusal.message });
  }
  const parsed = body.safeParse(read.body);
  if (!parsed.success) return answer(422, { status: "refused", message: texts.refusals.invalid });
  const outcome = await onMyWay(read.member, parsed.data.bookingId);
  switch (outcome.status) {
    case "sent":
    case "already": {
      if (outcome.status === "sent") deliverAfterResponse();
      const time = aboutTime(outcome.expectedAt);
      return answer(200, {
        status: outcome.status,
        message: outcome.status === "sent" ? texts.onMyWaySent(time) : texts.onMyWayAlready(time),
        expectedAt: outcome.expectedAt.toISOString(),
      });
    }
    case "not-yours":
      return answer(403, { status: "refused", message: texts.onMyWayNotYours });
    case "not-today":
      return answer(409, { status: "refused", message: texts.onMyWayNotToday });
    case "recorded":
      return answer(409, { status: "refused", message: texts.onMyWayRecorded });
    case "no-location":
      return answer(409, { status: "refused", message: texts.onMyWayNoLocation });
  }
}
