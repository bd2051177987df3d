import type { Recording, RecordingAnswer } from "./recording-schema";
import {
  hasStatus,
  waitingMessage,
  type AnswerRules,
  type Queued,
  type Settled,
} from "@/lib/phone/phone-queue-rules";

// The phone's queue of recordings: the generic queue's rules (phone-queue-rules.ts)
// applied to POST /api/crew/recordings, and what the screen shows per stop. Pure, so tested on
// their own.

/** A recording the server has: applied, held for the office, or stored before. */
export type RecordingReceipt = Exclude<RecordingAnswer, { status: "refused" }>;

/** What is kept of a recording once answered (its photos and signature are not). */
export type RecordingNote = Pick<Recording, "bookingId" | "kind" | "recordedAt">;

export type QueuedRecording = Queued<Recording>;
export type SettledRecording = Settled<RecordingNote, RecordingReceipt>;

export const recordingAnswers: AnswerRules<RecordingReceipt> = {
  accepts: (body): body is RecordingReceipt => hasStatus(body, ["applied", "held", "duplicate"]),
  unreadable: "The office's server did not accept this recording.",
};

export const recordingNote = ({ bookingId, kind, recordedAt }: Recording): RecordingNote => ({
  bookingId,
  kind,
  recordedAt,
});

/** A stop's recordings keep their order among themselves; other stops' may pass them. */
export const recordingGroup = (recording: Recording): string => recording.bookingId;

/** What the screen shows for a stop: its latest recording still waiting, or its last answer. */
export type StopAnswer = RecordingAnswer | { status: "queued"; message?: string };

/** A recording on the phone the office does not have: refused (to delete) or not sent yet. */
export type NotSentRecording = RecordingNote & {
  key: string;
  message: string;
  /** Refused by rule: it will never be sent, the crew may delete it. */
  refused: boolean;
};

/** The phone's 'Not sent' list, oldest first: refusals kept until deleted, then the recordings
 * still queued that the server failed on or put off. */
export function notSentRecordings(
  queued: readonly QueuedRecording[],
  settled: readonly SettledRecording[],
): NotSentRecording[] {
  const refused = settled.flatMap(({ key, note, answer }) =>
    answer.status === "refused" ? [{ ...note, key, message: answer.message, refused: true }] : [],
  );
  const waiting = queued.flatMap((entry) => {
    const message = waitingMessage(entry);
    return message
      ? [{ ...recordingNote(entry.item), key: entry.key, message, refused: false }]
      : [];
  });
  return [...refused, ...waiting];
}

/**
 * The answer per booking for the screen: a stop with a recording on the phone shows "queued";
 * otherwise the answer to its most recent recording (sent or refused).
 */
export function answersByBooking(
  queued: readonly QueuedRecording[],
  settled: readonly Pick<SettledRecording, "note" | "answer" | "at">[],
): Record<string, StopAnswer> {
  const answers: Record<string, StopAnswer> = {};
  const latest = new Map<string, number>();
  for (const { note, answer, at } of settled) {
    if ((latest.get(note.bookingId) ?? -Infinity) > at) continue;
    latest.set(note.bookingId, at);
    answers[note.bookingId] = answer;
  }
  for (const entry of queued) {
    const message = waitingMessage(entry);
    answers[entry.item.bookingId] = message ? { status: "queued", message } : { status: "queued" };
  }
  return answers;
}

/** What this phone recorded at a stop and the office has not refused: its latest kind, and when
 * it arrived. Lets the screen, reloaded without signal, show a stop as the crew left it. */
export type RecordedOnPhone = { kind: Recording["kind"]; arrivedAt?: string };

export function recordedByBooking(
  queued: readonly QueuedRecording[],
  settled: readonly Pick<SettledRecording, "note" | "answer">[],
): Record<string, RecordedOnPhone> {
  const all = [
    ...settled.filter((s) => s.answer.status !== "refused").map((s) => s.note),
    ...queued.map(({ item }) => recordingNote(item)),
  ].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  const recorded: Record<string, RecordedOnPhone> = {};
  for (const { bookingId, kind, recordedAt } of all) {
    const before = recorded[bookingId];
    recorded[bookingId] = {
      kind,
      arrivedAt: kind === "arrived" ? recordedAt : before?.arrivedAt,
    };
  }
  return recorded;
}
