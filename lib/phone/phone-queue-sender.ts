import {
  outcomeOf,
  passesOver,
  type AnswerRules,
  type Keyed,
  type SendResult,
} from "./phone-queue-rules";
import type { QueueStore } from "./phone-queue-store";

// Sends what waits in a phone's queue, oldest first and one at a time, each as
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
 * One round: sends what waits, oldest first. An item refused by rule is kept aside for the crew
 * and the next goes on. An item the server fails on (5xx) ends the round until it has failed
 * SERVER_FAILURES_BEFORE_PASSING times; from then on it is tried each round but passed over, and
 * the items after it go on, except those of its own group (`groupOf`: the same stop, the same
 * run), which keep their order behind it. No answer at all ends the round (the rest would not get
 * through either, and must not overtake it), and so does a 429 (the server puts them all off).
 * "retry" when something is left to send again later.
 */
export async function sendWaiting<T extends Keyed, N, A>(
  store: QueueStore<T, N, A>,
  send: (item: T) => Promise<SendResult>,
  rules: AnswerRules<A>,
  groupOf?: (item: T) => string,
): Promise<SendingRound> {
  const heldBack = new Set<string>();
  let passed = false;
  for (const entry of await store.queued()) {
    const group = groupOf?.(entry.item);
    if (group !== undefined && heldBack.has(group)) continue;
    const outcome = outcomeOf(await send(entry.item), rules);
    switch (outcome.action) {
      case "done":
        await store.settle(entry.key, outcome.answer);
        break;
      case "refused":
        await store.refuse(entry.key, outcome.answer);
        break;
      case "retry":
        await store.failed(entry.key, { kind: "no-answer" });
        return "retry";
      case "later":
        await store.failed(entry.key, { kind: "later", notice: outcome.notice });
        return "retry";
      case "server-failed": {
        const after = await store.failed(entry.key, { kind: "server" });
        if (!after || !passesOver(after)) return "retry";
        passed = true;
        if (group !== undefined) heldBack.add(group);
        break;
      }
      case "sign-in":
        return "sign-in";
    }
  }
  return passed ? "retry" : "idle";
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
