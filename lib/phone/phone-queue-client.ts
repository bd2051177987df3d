import {
  FIRST_RETRY_MS,
  retryDelay,
  type AnswerRules,
  type Keyed,
  type Queued,
  type SendResult,
  type Settled,
} from "./phone-queue-rules";
import { sendWaiting, withSendingLock } from "./phone-queue-sender";
import { openQueueStore, type QueueStore, type StoreSpec } from "./phone-queue-store";

// A phone's queue as the crew's pages run it, outside React so a screen only
// subscribes to it; one per kind of item (the recordings at the stops, the facility's runs and
// scans), each with its own database, lock and channel. submit() writes the item to IndexedDB
// first, so nothing is lost if the app closes or the phone restarts before it is sent, then tries
// to send. What waits is sent oldest first, one at a time: when the app starts, when the phone is
// back online, after each new item, and on a timer that waits longer after each failure. Tabs of
// the app tell each other when the queue changed. Client-only.

/** What is queued, where it goes and how its answers read. */
export type QueueSpec<T extends Keyed, N, A> = {
  store: StoreSpec<T, N>;
  answers: AnswerRules<A>;
  /** Sends one item to its route (postJson). */
  send(item: T): Promise<SendResult>;
  /** Items that must keep their order among themselves (a stop's recordings, a run's steps). */
  groupOf?: (item: T) => string;
};

/** The queue as kept on the phone, for a kind's view of it. */
export type QueueContents<T extends Keyed, N, A> = {
  queued: Queued<T>[];
  settled: Settled<N, A>[];
  /** The server said 401 or 403: sending stopped until the crew member signs in again. */
  signedOut: boolean;
  /** When this page's queue started (answers since then are "new"). */
  openedAt: number;
};

export type PhoneQueue<T, V> = {
  /** Starts sending and listening (online, other tabs); returns the stop. */
  start(): () => void;
  submit(item: T): Promise<void>;
  /** Deletes a refused item from the phone (after the crew confirmed). */
  forget(key: string): Promise<void>;
  subscribe(listener: () => void): () => void;
  snapshot(): V;
};

export function createPhoneQueue<T extends Keyed, N, A, V>(
  spec: QueueSpec<T, N, A>,
  view: (contents: QueueContents<T, N, A>) => V,
  empty: V,
): PhoneQueue<T, V> {
  const name = spec.store.database;
  let snapshot = empty;
  let store: Promise<QueueStore<T, N, A>> | null = null;
  let channel: BroadcastChannel | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let signedOut = false;
  const openedAt = Date.now();
  const listeners = new Set<() => void>();

  const openStore = () => (store ??= openQueueStore<T, N, A>(spec.store));

  async function refresh() {
    const queue = await openStore();
    const [queued, settled] = await Promise.all([queue.queued(), queue.settled()]);
    snapshot = view({ queued, settled, signedOut, openedAt });
    for (const listener of listeners) listener();
  }

  function later(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void send().catch(failed), ms);
  }

  /** IndexedDB failed (closed for a newer version of the app in another tab): reopen next time. */
  function failed() {
    reopen();
    later(retryDelay(++failures));
  }

  function reopen() {
    const broken = store;
    store = null;
    void broken?.then((queue) => queue.close()).catch(() => undefined);
  }

  async function send() {
    clearTimeout(timer);
    const queue = await openStore();
    const round = await withSendingLock(name, () =>
      sendWaiting(queue, spec.send, spec.answers, spec.groupOf),
    );
    if (round === "sign-in") signedOut = true;
    if (round === "idle") signedOut = false;
    await refresh();
    channel?.postMessage("changed");
    if (round === "retry") later(retryDelay(++failures));
    // Another tab is sending; look again later in case it is closed meanwhile.
    else if (round === "busy") later(FIRST_RETRY_MS);
    else failures = 0;
  }

  const sendSoon = () => void send().catch(failed);
  const onOnline = () => {
    failures = 0;
    sendSoon();
  };
  const onChannel = () => void refresh();

  return {
    start() {
      // Asks the browser not to clear this site's storage when the phone runs low on space.
      void navigator.storage?.persist?.().catch(() => false);
      if (typeof BroadcastChannel !== "undefined") {
        channel = new BroadcastChannel(name);
        channel.addEventListener("message", onChannel);
      }
      window.addEventListener("online", onOnline);
      void refresh().then(send).catch(failed);
      return () => {
        clearTimeout(timer);
        window.removeEventListener("online", onOnline);
        channel?.close();
        channel = null;
      };
    },
    async submit(item) {
      // Kept before anything else; once more on a fresh connection if the first was closed.
      await openStore()
        .then((queue) => queue.add(item))
        .catch(async () => {
          reopen();
          await (await openStore()).add(item);
        });
      await refresh();
      channel?.postMessage("changed");
      failures = 0;
      sendSoon();
    },
    async forget(key) {
      await (await openStore()).forget(key);
      await refresh();
      channel?.postMessage("changed");
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
  };
}
