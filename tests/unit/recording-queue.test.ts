import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Recording, RecordingAnswer } from "@/lib/crew/recording-schema";
import { outcomeOf } from "@/lib/crew/phone-queue-rules";
import {
  answersByBooking,
  recordedByBooking,
  recordingAnswers,
  recordingNote,
} from "@/lib/crew/recording-queue-rules";
import { queueOf } from "../support/memory-queue";

// The crew's recordings in the phone's queue (issue 37): what each answer of
// POST /api/crew/recordings means, and what the stops' screen shows of the queue. The queue's own
// rules (order, once, backoff), for recordings and the facility's scans alike: phone-queue.test.ts.

const bookingA = randomUUID();
const bookingB = randomUUID();

function recording(bookingId: string, kind: "arrived" | "not_collected" = "arrived"): Recording {
  const base = {
    key: randomUUID(),
    bookingId,
    recordedAt: new Date().toISOString(),
    deviceId: "phone-0001",
    deviceLabel: "Test phone",
    jobVersion: "open|2026-11-27|allday|collection|1|DL1|",
  };
  return kind === "arrived"
    ? { ...base, kind }
    : { ...base, kind, reason: "nobody_there", note: "" };
}

const noteOf = (bookingId: string) => recordingNote(recording(bookingId));

const applied = (id = randomUUID()): RecordingAnswer => ({
  status: "applied",
  recordingId: id,
  message: "Sent to the office.",
});

describe("what each answer of POST /api/crew/recordings means for the phone", () => {
  it("applied, held and duplicate: done, with the answer kept", () => {
    const held: RecordingAnswer = { status: "held", recordingId: "r", message: "held" };
    const duplicate: RecordingAnswer = {
      status: "duplicate",
      recordingId: "r",
      state: "applied",
      message: "stored before",
    };
    for (const answer of [applied(), held, duplicate]) {
      expect(outcomeOf({ status: 200, body: answer }, recordingAnswers)).toEqual({
        action: "done",
        answer,
      });
    }
  });

  it("no signal, a server error, busy or a page the phone cannot read: try again", () => {
    expect(outcomeOf({ status: "network-error" }, recordingAnswers)).toEqual({ action: "retry" });
    for (const status of [500, 502, 503, 504, 408, 409, 429]) {
      expect(outcomeOf({ status, body: null }, recordingAnswers)).toEqual({ action: "retry" });
    }
    expect(outcomeOf({ status: 200, body: "<html>Wi-Fi login</html>" }, recordingAnswers)).toEqual({
      action: "retry",
    });
  });

  it("422: refused with the server's message; another 4xx: refused with a plain one", () => {
    const refusal: RecordingAnswer = { status: "refused", message: "The same seal twice." };
    expect(outcomeOf({ status: 422, body: refusal }, recordingAnswers)).toEqual({
      action: "refused",
      answer: refusal,
    });
    expect(outcomeOf({ status: 413, body: null }, recordingAnswers)).toEqual({
      action: "refused",
      answer: { status: "refused", message: recordingAnswers.unreadable },
    });
  });

  it("401 and 403: sign in again", () => {
    expect(outcomeOf({ status: 401, body: null }, recordingAnswers)).toEqual({ action: "sign-in" });
    expect(outcomeOf({ status: 403, body: null }, recordingAnswers)).toEqual({ action: "sign-in" });
  });
});

describe("what the screen shows per stop", () => {
  it("a waiting recording shows as queued over any earlier answer; otherwise the latest answer", () => {
    const waiting = queueOf([recording(bookingA)]);
    const refusal: RecordingAnswer = { status: "refused", message: "No." };
    const later = applied();
    const answers = answersByBooking(waiting, [
      { note: noteOf(bookingA), answer: later, at: 5 },
      { note: noteOf(bookingB), answer: later, at: 2 },
      { note: noteOf(bookingB), answer: refusal, at: 1 },
    ]);
    expect(answers).toEqual({ [bookingA]: { status: "queued" }, [bookingB]: later });
  });
});

describe("what the phone recorded at each stop, kept across reloads", () => {
  it("the latest kind per stop and when the crew arrived; a refused recording does not count", () => {
    const arrived = { ...recording(bookingA), recordedAt: "2026-11-27T09:00:00.000+00:00" };
    const notCollected = {
      ...recording(bookingA, "not_collected"),
      recordedAt: "2026-11-27T09:05:00.000+00:00",
    };
    const refusedArrival = { ...recording(bookingB), recordedAt: "2026-11-27T10:00:00.000+00:00" };
    const recorded = recordedByBooking(queueOf([notCollected]), [
      { note: recordingNote(arrived), answer: applied() },
      { note: recordingNote(refusedArrival), answer: { status: "refused", message: "No." } },
    ]);
    expect(recorded).toEqual({
      [bookingA]: { kind: "not_collected", arrivedAt: arrived.recordedAt },
    });
  });
});
