import type { Recording, RecordingAnswer } from "./recording-schema";
import {
  answersByBooking,
  FIRST_RETRY_MS,
  recordedByBooking,
  retryDelay,
  type RecordedOnPhone,
  type StopAnswer,
} from "./recording-queue-rules";
import { sendWaiting, withSendingLock } from "./recording-queue-sender";
import { openQueueStore, type QueueStore } from "./recording-queue-store";

// The phone's queue of recordings as the crew app runs it (issue 37), outside React so the
// screen only subscribes to it (components/crew/recording-queue.tsx). submit() writes the
// recording to IndexedDB first, so nothing is lost if the app closes or the phone restarts
// before it is sent, then tries to send. What waits is sent oldest first, one at a time: when the
// app starts, when the phone is back online, after each new recording, and on a timer that
// waits longer after each failure. Tabs of the app tell each other when the queue changed.
// Client-only.

export type QueueSnapshot = {
  waiting: number;
  answers: Record<string, StopAnswer>;
  /** Per booking, what this phone recorded there (kept across reloads, unlike the screen). */
  recorded: Record<string, RecordedOnPhone>;
  /** Stops whose latest recording was refused by rule (not sent again). */
  refused: number;
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
  signedOut: false,
  last: null,
};

const CHANNEL = "crew-recording-queue";

export type RecordingQueue = {
  /** Starts sending and listening (online, other tabs); returns the stop. */
  start(): () => void;
  submit(recording: Recording): Promise<void>;
  subscribe(listener: () => void): () => void;
  snapshot(): QueueSnapshot;
};

export function createRecordingQueue(): RecordingQueue {
  let snapshot = emptyQueue;
  let store: Promise<QueueStore> | null = null;
  let channel: BroadcastChannel | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let signedOut = false;
  const openedAt = Date.now();
  const listeners = new Set<() => void>();

  const openStore = () => (store ??= openQueueStore());

  async function refresh() {
    const queue = await openStore();
    const [queued, settled] = await Promise.all([queue.queued(), queue.settled()]);
    const answers = answersByBooking(queued, settled);
    const refused = Object.values(answers).filter((answer) => answer.status === "refused").length;
    const recorded = recordedByBooking(queued, settled);
    const last = settled.filter((entry) => entry.at >= openedAt).at(-1)?.answer ?? null;
    snapshot = { waiting: queued.length, answers, recorded, refused, signedOut, last };
    for (const listener of listeners) listener();
  }

  function later(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void send().catch(() => later(retryDelay(++failures))), ms);
  }

  async function send() {
    clearTimeout(timer);
    const queue = await openStore();
    const round = await withSendingLock(() => sendWaiting(queue));
    if (round === "sign-in") signedOut = true;
    if (round === "idle") signedOut = false;
    await refresh();
    channel?.postMessage("changed");
    if (round === "retry") later(retryDelay(++failures));
    // Another tab is sending; look again later in case it is closed meanwhile.
    else if (round === "busy") later(FIRST_RETRY_MS);
    else failures = 0;
  }

  const onOnline = () => {
    failures = 0;
    void send().catch(() => later(retryDelay(++failures)));
  };
  const onChannel = () => void refresh();

  return {
    start() {
      // Asks the browser not to clear this site's storage when the phone runs low on space.
      void navigator.storage?.persist?.().catch(() => false);
      if (typeof BroadcastChannel !== "undefined") {
        channel = new BroadcastChannel(CHANNEL);
        channel.addEventListener("message", onChannel);
      }
      window.addEventListener("online", onOnline);
      void refresh()
        .then(send)
        .catch(() => later(retryDelay(++failures)));
      return () => {
        clearTimeout(timer);
        window.removeEventListener("online", onOnline);
        channel?.close();
        channel = null;
      };
    },
    async submit(recording) {
      await (await openStore()).add(recording);
      await refresh();
      channel?.postMessage("changed");
      failures = 0;
      void send().catch(() => later(retryDelay(++failures)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
  };
}
