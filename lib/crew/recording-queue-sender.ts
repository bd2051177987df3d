import { paths } from "@/lib/paths";
import type { Recording } from "./recording-schema";
import { outcomeOf, type SendResult } from "./recording-queue-rules";
import type { QueueStore } from "./recording-queue-store";

// Sends the phone's waiting recordings (issue 37), oldest first and one at a time, each as JSON
// to POST /api/crew/recordings with its idempotency key inside: the server stores a key once, so
// a recording sent twice (an answer lost on the way back, two tabs) is stored once. Client-only.

/** How a round of sending ended: all sent, stopped to try again later, or signed out. */
export type SendingRound = "idle" | "retry" | "sign-in" | "busy";

/** The longest a phone waits for one answer before counting the attempt as failed. */
const SEND_TIMEOUT_MS = 30_000;

export async function postRecording(recording: Recording): Promise<SendResult> {
  try {
    const response = await fetch(paths.crewRecordings, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(recording),
      credentials: "same-origin",
      cache: "no-store",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch {
    return { status: "network-error" };
  }
}

/**
 * One round: sends what waits, oldest first, until the queue is empty or an attempt ends without
 * an answer (the rest would not get through either, and must not overtake it).
 */
export async function sendWaiting(
  store: QueueStore,
  send: (recording: Recording) => Promise<SendResult> = postRecording,
): Promise<SendingRound> {
  for (const entry of await store.queued()) {
    const outcome = outcomeOf(await send(entry.recording));
    switch (outcome.action) {
      case "done":
      case "refused":
        await store.settle(entry.key, outcome.answer);
        break;
      case "retry":
        await store.countAttempt(entry.key);
        return "retry";
      case "sign-in":
        return "sign-in";
    }
  }
  return "idle";
}

const LOCK = "crew-recording-queue";
let sendingHere: Promise<SendingRound> | null = null;

/**
 * Runs `round` unless this tab or another is already sending ("busy"): two tabs of the app must
 * not send the same recording at once. Across tabs through the Web Locks API where the browser
 * has it; within a tab always.
 */
export function withSendingLock(round: () => Promise<SendingRound>): Promise<SendingRound> {
  if (sendingHere) return Promise.resolve("busy");
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const run = locks
    ? (locks.request(LOCK, { ifAvailable: true }, (lock) =>
        lock ? round() : ("busy" as const),
      ) as Promise<SendingRound>)
    : round();
  sendingHere = run;
  return run.finally(() => {
    sendingHere = null;
  });
}
