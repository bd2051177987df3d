// The rules of the phone's queues, free of IndexedDB and fetch so they are
// tested on their own, whatever is queued: the crew's recordings at the stops
// (recording-queue-*.ts) and the facility's runs and scans (lib/custody/run-queue*.ts). Each item
// carries its idempotency key; the queue sends oldest first, each key once, keeps the server's
// answer, and waits longer after each failure. One item never holds the rest back for ever: a
// refusal is kept aside for the crew, and an item the server keeps failing on (5xx, five times) is
// passed over while the rest go on; only no answer at all (no signal) ends a round.

import { queueTexts } from "./queue-texts";

/** What a queue holds: anything with its idempotency key. */
export type Keyed = { key: string };

/** One item kept on the phone until the server has answered it. */
export type Queued<T extends Keyed> = {
  /** The item's idempotency key: one entry per key, however often it is submitted. */
  key: string;
  /** Strictly increasing on this phone: the order the crew made them in. */
  seq: number;
  item: T;
  /** When it was put in the queue (ms since the epoch, the phone's clock). */
  queuedAt: number;
  /** Sending attempts that ended without an answer (no signal, the server down). */
  attempts: number;
  /** Of those, the attempts the server answered with a failure (5xx): see passesOver. */
  serverFailures?: number;
  /** What the server said when it put the item off (a 429's message), for the crew to read. */
  notice?: string;
};

/** After this many server failures an item no longer holds back the items after it. */
export const SERVER_FAILURES_BEFORE_PASSING = 5;

/**
 * The server failed on this item often enough that it is passed over: it stays queued and is
 * tried again each round, but the items after it (of other groups) are sent meanwhile.
 */
export const passesOver = (entry: Pick<Queued<Keyed>, "serverFailures">): boolean =>
  (entry.serverFailures ?? 0) >= SERVER_FAILURES_BEFORE_PASSING;

/** Why an item still on the phone has not gone yet, when the crew should know. */
export function waitingMessage(
  entry: Pick<Queued<Keyed>, "serverFailures" | "notice">,
): string | undefined {
  if (passesOver(entry)) return queueTexts.serverSilent;
  return entry.notice;
}

/** Refused by rule (a 4xx other than busy): not sent again, its message kept for the crew. */
export type Refusal = { status: "refused"; message: string };

/** An item the server has answered: taken off the queue, what the screen needs of it kept. */
export type Settled<N, A> = {
  key: string;
  /** What the screen needs of the item (not its photos). */
  note: N;
  answer: A | Refusal;
  /** When the answer came (ms since the epoch, the phone's clock). */
  at: number;
  /** Refused by rule (not sent): kept on the phone until the crew deletes it. */
  refused?: boolean;
};

/** Oldest first (the order made, so a run's start goes before its scans), each key once. */
export function sendingOrder<T extends Keyed>(entries: readonly Queued<T>[]): Queued<T>[] {
  const byKey = new Map<string, Queued<T>>();
  for (const entry of entries) {
    const seen = byKey.get(entry.key);
    if (!seen || entry.seq < seen.seq) byKey.set(entry.key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.seq - b.seq || a.queuedAt - b.queuedAt);
}

/**
 * What becomes of the queue when an item is submitted: a key already queued keeps its place (the
 * same item submitted twice is sent once); a new key goes to the end.
 */
export function enqueue<T extends Keyed>(
  entries: readonly Queued<T>[],
  item: T,
  now: number,
): { entry: Queued<T>; added: boolean } {
  const existing = entries.find((entry) => entry.key === item.key);
  if (existing) return { entry: existing, added: false };
  const lastSeq = entries.reduce((max, entry) => Math.max(max, entry.seq), 0);
  return {
    entry: { key: item.key, seq: lastSeq + 1, item, queuedAt: now, attempts: 0 },
    added: true,
  };
}

/** What the phone does with an item after one attempt to send it. */
export type SendOutcome<A> =
  /** The server has it (stored now or before): off the queue, its answer kept. */
  | { action: "done"; answer: A }
  /** Refused by rule: off the queue (never resent), its message kept for the crew to see. */
  | { action: "refused"; answer: Refusal }
  /** Signed out: stop sending, keep everything, ask the crew member to sign in again. */
  | { action: "sign-in" }
  /** No answer at all (no signal, a captive portal): keep it; the rest would not get through. */
  | { action: "retry" }
  /** The server failed (5xx, timeout, busy storing the same key): keep it and try again. */
  | { action: "server-failed" }
  /** The server puts it off (429, a daily quota spent): keep it, show why, try again later. */
  | { action: "later"; notice: string | null };

/** What befalls a queued item when an attempt does not take it off the queue. */
export type Failure =
  { kind: "no-answer" } | { kind: "server" } | { kind: "later"; notice: string | null };

/** The queued item after a failed attempt: counted, and what the crew is told of it. */
export function afterFailure<T extends Keyed>(entry: Queued<T>, failure: Failure): Queued<T> {
  const attempts = entry.attempts + 1;
  switch (failure.kind) {
    case "no-answer":
      return { ...entry, attempts };
    case "server": {
      const { notice: _notice, ...rest } = entry;
      return { ...rest, attempts, serverFailures: (entry.serverFailures ?? 0) + 1 };
    }
    case "later": {
      const { notice: _notice, ...rest } = entry;
      return failure.notice ? { ...rest, attempts, notice: failure.notice } : { ...rest, attempts };
    }
  }
}

/** The result of one fetch: its HTTP status and parsed JSON body, or no answer at all. */
export type SendResult = { status: number; body: unknown } | { status: "network-error" };

/** How a kind of item reads its route's answers. */
export type AnswerRules<A> = {
  /** A 2xx body that proves the server has the item (anything else may be a captive portal). */
  accepts(body: unknown): body is A;
  /** Used when a 4xx carries no readable message (a proxy's page, an empty body). */
  unreadable: string;
};

/** A JSON body with a string `status` among `statuses`. */
export function hasStatus(body: unknown, statuses: readonly string[]): boolean {
  if (typeof body !== "object" || body === null) return false;
  const status = (body as { status?: unknown }).status;
  return typeof status === "string" && statuses.includes(status);
}

function isRefusal(body: unknown): body is Refusal {
  return (
    hasStatus(body, ["refused"]) && typeof (body as { message?: unknown }).message === "string"
  );
}

export function outcomeOf<A>(result: SendResult, rules: AnswerRules<A>): SendOutcome<A> {
  if (result.status === "network-error") return { action: "retry" };
  const { status, body } = result;
  if (status === 401 || status === 403) return { action: "sign-in" };
  if (status >= 200 && status < 300) {
    // A 2xx the phone cannot read (a captive portal's page): not proof the server has it.
    return rules.accepts(body) ? { action: "done", answer: body } : { action: "retry" };
  }
  // Too many from this phone for now (a daily quota): the server's words are kept on the item.
  if (status === 429) return { action: "later", notice: isRefusal(body) ? body.message : null };
  // 408 timeout, 409 the same key being stored right now, 425 too early, 5xx: try again.
  if (status === 408 || status === 409 || status === 425 || status >= 500) {
    return { action: "server-failed" };
  }
  // Any other 4xx (422 refused by rule, 400 malformed, 404, 413 too large) will be refused again
  // however often it is sent.
  if (isRefusal(body)) return { action: "refused", answer: body };
  return { action: "refused", answer: { status: "refused", message: rules.unreadable } };
}

/** First retry after 5 s, doubling up to 5 minutes. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 5 * 60_000;

/** How long to wait before the next attempt after `failures` attempts in a row without answer. */
export function retryDelay(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 20));
}
