import type { Recording, RecordingAnswer } from "./recording-schema";

// The rules of the phone's queue of recordings (issue 37), free of IndexedDB and fetch so they are
// tested on their own: in what order recordings are sent, what each answer of
// POST /api/crew/recordings means for the recording, and how long to wait before trying again.

/** One recording kept on the phone until the server has answered it. */
export type QueuedRecording = {
  /** The recording's idempotency key: one entry per key, however often it is submitted. */
  key: string;
  /** Strictly increasing on this phone: the order the crew recorded in. */
  seq: number;
  recording: Recording;
  /** When it was put in the queue (ms since the epoch, the phone's clock). */
  queuedAt: number;
  /** Sending attempts that ended without an answer (no signal, the server down). */
  attempts: number;
};

/** A recording the server refused by rule (422): not sent again, shown until recorded anew. */
export type RefusedRecording = {
  key: string;
  bookingId: string;
  kind: Recording["kind"];
  answer: Extract<RecordingAnswer, { status: "refused" }>;
  refusedAt: number;
};

/**
 * The order of sending: oldest first (the order recorded, so Arrived goes before Collected for
 * the same stop), each key once.
 */
export function sendingOrder(entries: readonly QueuedRecording[]): QueuedRecording[] {
  const byKey = new Map<string, QueuedRecording>();
  for (const entry of entries) {
    const seen = byKey.get(entry.key);
    if (!seen || entry.seq < seen.seq) byKey.set(entry.key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.seq - b.seq || a.queuedAt - b.queuedAt);
}

/**
 * What becomes of a queued recording when a new one is submitted: a recording whose key is
 * already queued keeps its place (the same recording submitted twice is sent once); a new key
 * goes to the end.
 */
export function enqueue(
  entries: readonly QueuedRecording[],
  recording: Recording,
  now: number,
): { entry: QueuedRecording; added: boolean } {
  const existing = entries.find((entry) => entry.key === recording.key);
  if (existing) return { entry: existing, added: false };
  const lastSeq = entries.reduce((max, entry) => Math.max(max, entry.seq), 0);
  return {
    entry: { key: recording.key, seq: lastSeq + 1, recording, queuedAt: now, attempts: 0 },
    added: true,
  };
}

/** What the phone does with a recording after one attempt to send it. */
export type SendOutcome =
  /** The server has it (applied, held or stored before): off the queue, its answer kept. */
  | { action: "done"; answer: Exclude<RecordingAnswer, { status: "refused" }> }
  /** Refused by rule: off the queue (never resent), its message kept for the crew to see. */
  | { action: "refused"; answer: Extract<RecordingAnswer, { status: "refused" }> }
  /** Signed out: stop sending, keep everything, ask the crew member to sign in again. */
  | { action: "sign-in" }
  /** No answer worth keeping (no signal, server error, busy): keep it and try again later. */
  | { action: "retry" };

/** The result of one fetch: its HTTP status and parsed JSON body, or no answer at all. */
export type SendResult = { status: number; body: unknown } | { status: "network-error" };

const answered = new Set(["applied", "held", "duplicate"]);

function isAnswer(body: unknown): body is RecordingAnswer {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { status?: unknown }).status === "string"
  );
}

/** Used when a 4xx carries no readable message (a proxy's page, an empty body). */
export const unreadableRefusal = "The office's server did not accept this recording.";

export function outcomeOf(result: SendResult): SendOutcome {
  if (result.status === "network-error") return { action: "retry" };
  const { status, body } = result;
  if (status === 401 || status === 403) return { action: "sign-in" };
  if (status >= 200 && status < 300) {
    if (isAnswer(body) && answered.has(body.status)) {
      return { action: "done", answer: body as Exclude<RecordingAnswer, { status: "refused" }> };
    }
    // A 2xx the phone cannot read (a captive portal's page): not proof the server has it.
    return { action: "retry" };
  }
  // 408 timeout, 409 the same key being stored right now, 425/429 busy, 5xx: try again.
  if (status === 408 || status === 409 || status === 425 || status === 429 || status >= 500) {
    return { action: "retry" };
  }
  // Any other 4xx (422 refused by rule, 400 malformed, 404, 413 too large) will be refused again
  // however often it is sent.
  if (isAnswer(body) && body.status === "refused" && typeof body.message === "string") {
    return { action: "refused", answer: body };
  }
  return { action: "refused", answer: { status: "refused", message: unreadableRefusal } };
}

/** First retry after 5 s, doubling up to 5 minutes. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 5 * 60_000;

/** How long to wait before the next attempt after `failures` attempts in a row without answer. */
export function retryDelay(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 20));
}

/** What the screen shows for a stop: its latest recording still waiting, or its last answer. */
export type StopAnswer = RecordingAnswer | { status: "queued" };

/**
 * The answer per booking for the screen: a stop with a recording on the phone shows "queued";
 * otherwise the answer to its most recent recording (sent or refused).
 */
export function answersByBooking(
  queued: readonly QueuedRecording[],
  settled: readonly { bookingId: string; answer: RecordingAnswer; at: number }[],
): Record<string, StopAnswer> {
  const answers: Record<string, StopAnswer> = {};
  const latest = new Map<string, number>();
  for (const { bookingId, answer, at } of settled) {
    if ((latest.get(bookingId) ?? -Infinity) > at) continue;
    latest.set(bookingId, at);
    answers[bookingId] = answer;
  }
  for (const entry of queued) answers[entry.recording.bookingId] = { status: "queued" };
  return answers;
}

/** What this phone recorded at a stop and the office has not refused: its latest kind, and when
 * it arrived. Lets the screen, reloaded without signal, show a stop as the crew left it. */
export type RecordedOnPhone = { kind: Recording["kind"]; arrivedAt?: string };

export function recordedByBooking(
  queued: readonly QueuedRecording[],
  settled: readonly {
    bookingId: string;
    kind: Recording["kind"];
    recordedAt: string;
    answer: RecordingAnswer;
  }[],
): Record<string, RecordedOnPhone> {
  const all = [
    ...settled.filter((s) => s.answer.status !== "refused"),
    ...queued.map(({ recording }) => ({ ...recording })),
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
