import { paths } from "@/lib/shared/paths";
import type { Recording, RecordingAnswer } from "./recording-schema";
import {
  createPhoneQueue,
  type QueueContents,
  type QueueSpec,
} from "@/lib/phone/phone-queue-client";
import { postJson } from "@/lib/phone/phone-queue-sender";
import {
  answersByBooking,
  notSentRecordings,
  recordedByBooking,
  recordingAnswers,
  recordingGroup,
  type NotSentRecording,
  type RecordedOnPhone,
  type RecordingNote,
  type RecordingReceipt,
  type StopAnswer,
} from "./recording-queue-rules";
import { recordingStore } from "./recording-queue-store";

// The phone's queue of recordings as the crew app runs it: the generic queue
// (phone-queue-client.ts) holding recordings, sent to POST /api/crew/recordings, and what the
// stops' screen reads of it (components/crew/recording-queue.tsx). Client-only.

export type QueueSnapshot = {
  waiting: number;
  answers: Record<string, StopAnswer>;
  /** Per booking, what this phone recorded there (kept across reloads, unlike the screen). */
  recorded: Record<string, RecordedOnPhone>;
  /** Stops whose latest recording was refused by rule (not sent again). */
  refused: number;
  /** Recordings the office does not have: refused (the crew may delete them) or failing. */
  notSent: NotSentRecording[];
  /** The server said 401: sending stopped until the crew member signs in again. */
  signedOut: boolean;
  /** The office's latest answer since the app opened (what "Sent" refers to), if any. */
  last: RecordingAnswer | null;
};

export const emptyQueue: QueueSnapshot = {
  waiting: 0,
  answers: {},
  recorded: {},
  refused: 0,
  notSent: [],
  signedOut: false,
  last: null,
};

const recordingQueue: QueueSpec<Recording, RecordingNote, RecordingReceipt> = {
  store: recordingStore,
  answers: recordingAnswers,
  send: (recording) => postJson(paths.crewRecordings, recording),
  groupOf: recordingGroup,
};

function snapshotOf({
  queued,
  settled,
  signedOut,
  openedAt,
}: QueueContents<Recording, RecordingNote, RecordingReceipt>): QueueSnapshot {
  const answers = answersByBooking(queued, settled);
  const refused = Object.values(answers).filter((answer) => answer.status === "refused").length;
  const recorded = recordedByBooking(queued, settled);
  const last = settled.filter((entry) => entry.at >= openedAt).at(-1)?.answer ?? null;
  const notSent = notSentRecordings(queued, settled);
  return { waiting: queued.length, answers, recorded, refused, notSent, signedOut, last };
}

export function createRecordingQueue() {
  return createPhoneQueue(recordingQueue, snapshotOf, emptyQueue);
}

export type RecordingQueue = ReturnType<typeof createRecordingQueue>;
