import { outcomeOf, type AnswerRules, type Keyed, type SendResult } from "./phone-queue-rules";
import type { QueueStore } from "./phone-queue-store";

// Sends what waits in a phone's queue (issues 37 and 38), oldest first and one at a time, each as
// JSON with its idempotency key inside: the server stores a key once, so an item sent twice (an
// answer lost on the way back, two tabs) is stored once. Client-only.

/** How a round of sending ended: all sent, stopped to try again later, or signed out. */
export type SendingRound = "idle" | "retry" | "sign-in" | "busy";

/** The longest a phone waits for one answer before counting the attempt as failed. */
const SEND_TIMEOUT_MS = 30_000;

/** POSTs `body` as JSON to this site's `url`; no answer at all is a "network-error". */
export async function postJson(url: string, body: unknown): Promise<SendResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    return { status: response.status, body: answer };
  } catch {
    return { status: "network-error" };
  }
}

/**
 * One round: sends what waits, oldest first, until the queue is empty or an attempt ends without
 * an answer (the rest would not get through either, and must not overtake it).
 */
export async function sendWaiting<T extends Keyed, N, A>(
  store: QueueStore<T, N, A>,
  send: (item: T) => Promise<SendResult>,
  rules: AnswerRules<A>,
): Promise<SendingRound> {
  for (const entry of await store.queued()) {
    const outcome = outcomeOf(await send(entry.item), rules);
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

const sendingHere = new Map<string, Promise<SendingRound>>();

/**
 * Runs `round` unless this tab or another is already sending the queue `lock` ("busy"): two tabs
 * of the app must not send the same item at once. Across tabs through the Web Locks API where the
 * browser has it; within a tab always.
 */
export function withSendingLock(
  lock: string,
  round: () => Promise<SendingRound>,
): Promise<SendingRound> {
  if (sendingHere.has(lock)) return Promise.resolve("busy");
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const run = locks
    ? (locks.request(lock, { ifAvailable: true }, (held) =>
        held ? round() : ("busy" as const),
      ) as Promise<SendingRound>)
    : round();
  sendingHere.set(lock, run);
  return run.finally(() => {
    sendingHere.delete(lock);
  });
}
