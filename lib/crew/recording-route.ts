import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { deliverAfterResponse } from "@/lib/mail-delivery/deliver-soon";
import { applyRecording } from "./apply-recording";
import { crewReadRefusal, readCrewJson } from "@/lib/phone/crew-request";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_SIGNATURE_BYTES,
  recordingSchema,
  type RecordingAnswer,
} from "./recording-schema";
import { recordingAnswerTexts as texts } from "./recording-texts";

// POST /api/crew/recordings (paths.crewRecordings): one recording from the crew's phone, as JSON
// (lib/crew/recording-schema.ts). Who may send (Crew or Office), from where (this site's pages
// only), how much (3 photos and two signatures; crew-request.ts), and the schema are checked first,
// before anything is read or stored; whose job it is and what it does are decided by
// applyRecording, under the booking's row lock.
//
// Every answer is a RecordingAnswer as JSON. 201 applied or held (stored: stop sending it); 200
// duplicate (stored before: stop sending it); 401 refused (not signed in: sign in, keep it); 403
// refused (no Crew or Office role, another site, or not this member's job); 413 refused (too
// large); 422 refused (breaks the schema, fieldErrors by path, e.g. "seals.1").

/** Base64 is 4 characters for every 3 bytes; the rest of a recording is a few kilobytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
export const MAX_RECORDING_BODY =
  MAX_PHOTOS * base64Length(MAX_PHOTO_BYTES) + 2 * base64Length(MAX_SIGNATURE_BYTES) + 64 * 1024;

const refused = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
  Response.json({ status: "refused", message, fieldErrors } satisfies RecordingAnswer, {
    status,
    headers: status === 413 ? { connection: "close" } : undefined,
  });

/** Each failing field's messages under its path ("seals.1", "signedBy"), as the phone's form names them. */
function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "recording";
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

export async function postRecording(request: NextRequest): Promise<Response> {
  const read = await readCrewJson(request, MAX_RECORDING_BODY);
  if (read.status !== "ok") {
    const refusal = crewReadRefusal(read, texts);
    return refused(refusal.status, refusal.message);
  }
  const parsed = recordingSchema.safeParse(read.body);
  if (!parsed.success) {
    return refused(
      422,
      parsed.error.issues[0]?.message ?? texts.invalid,
      fieldErrorsOf(parsed.error),
    );
  }
  const outcome = await applyRecording(read.member, parsed.data);
  if (outcome.mailed) deliverAfterResponse();
  return Response.json(outcome.answer, { status: outcome.httpStatus });
}
