import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Recording, RecordingAnswer } from "@/lib/crew/recording-schema";
import { outcomeOf } from "@/lib/phone/phone-queue-rules";
import { SERVER_FAILURES_BEFORE_PASSING, afterFailure } from "@/lib/phone/phone-queue-rules";
import { queueTexts } from "@/lib/phone/queue-texts";
import {
  answersByBooking,
  notSentRecordings,
  recordedByBooking,
  recordingAnswers,
  recordingNote,
  type QueuedRecording,
} from "@/lib/crew/recording-queue-rules";
import { queueOf } from "../support/memory-queue";

// The crew's recordings in the phone's queue: what each answer of
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
    : { ...base, kind, reason: "nobody_there", note: "", officeNote: "" };
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

  it("no signal or a page the phone cannot read: no answer; a server error or busy: the server failed", () => {
    expect(outcomeOf({ status: "network-error" }, recordingAnswers)).toEqual({ action: "retry" });
    for (const status of [500, 502, 503, 504, 408, 409]) {
      expect(outcomeOf({ status, body: null }, recordingAnswers)).toEqual({
        action: "server-failed",
      });
    }
    expect(outcomeOf({ status: 200, body: "<html>Wi-Fi login</html>" }, recordingAnswers)).toEqual({
      action: "retry",
    });
  });

  it("429: put off until later, with the server's words when it gave them", () => {
    const quota = {
      status: "refused",
      message: "Too many recordings from this phone today. Call the office.",
    };
    expect(outcomeOf({ status: 429, body: quota }, recordingAnswers)).toEqual({
      action: "later",
      notice: quota.message,
    });
    expect(outcomeOf({ status: 429, body: null }, recordingAnswers)).toEqual({
      action: "later",
      notice: null,
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

describe("the phone's Not sent list", () => {
  it("lists refusals (to delete) and the recordings the server keeps failing on or put off, with why", () => {
    const [failing, putOff, fine] = queueOf([
      recording(bookingA),
      recording(bookingB),
      recording(randomUUID()),
    ]) as [QueuedRecording, QueuedRecording, QueuedRecording];
    let stuck = failing;
    for (let n = 0; n < SERVER_FAILURES_BEFORE_PASSING; n++) {
      stuck = afterFailure(stuck, { kind: "server" });
    }
    const quota = "Too many recordings from this phone today. Call the office.";
    const later = afterFailure(putOff, { kind: "later", notice: quota });
    const refusedNote = noteOf(randomUUID());
    const list = notSentRecordings(
      [stuck, later, fine],
      [
        { key: "r1", note: refusedNote, answer: { status: "refused", message: "No." }, at: 1 },
        { key: "a1", note: noteOf(bookingA), answer: applied(), at: 2 },
      ],
    );
    expect(list.map(({ key, message, refused }) => ({ key, message, refused }))).toEqual([
      { key: "r1", message: "No.", refused: true },
      { key: stuck.key, message: queueTexts.serverSilent, refused: false },
      { key: later.key, message: quota, refused: false },
    ]);
    // The stops say the same while the recordings wait.
    expect(answersByBooking([stuck, later], [])).toEqual({
      [bookingA]: { status: "queued", message: queueTexts.serverSilent },
      [bookingB]: { status: "queued", message: quota },
    });
  });

  it("four server failures are not yet worth telling the crew", () => {
    let entry = queueOf([recording(bookingA)])[0]!;
    for (let n = 1; n < SERVER_FAILURES_BEFORE_PASSING; n++) {
      entry = afterFailure(entry, { kind: "server" });
    }
    expect(notSentRecordings([entry], [])).toEqual([]);
  });
});
