// The phone's queue in memory for unit tests: built by the same rules the
// IndexedDB store uses (lib/phone/phone-queue-rules.ts), with the same contract.
import {
  afterFailure,
  enqueue,
  sendingOrder,
  type Keyed,
  type Queued,
  type Refusal,
  type Settled,
} from "@/lib/phone/phone-queue-rules";
import type { QueueStore } from "@/lib/phone/phone-queue-store";

/** The queue as the store keeps it after `items` were submitted in this order. */
export function queueOf<T extends Keyed>(items: T[]): Queued<T>[] {
  const entries: Queued<T>[] = [];
  items.forEach((item, i) => {
    const { entry, added } = enqueue(entries, item, 1_000 + i);
    if (added) entries.push(entry);
  });
  return entries;
}

/** A QueueStore in memory holding `items`; `settled` lists the answers kept, in order. */
export function memoryStore<T extends Keyed, N, A>(items: T[], noteOf: (item: T) => N) {
  let queue = queueOf(items);
  const settled: Settled<N, A>[] = [];
  let clock = 10_000;
  const keep = (key: string, answer: A | Refusal, refused: boolean) => {
    const entry = queue.find((e) => e.key === key);
    queue = queue.filter((e) => e.key !== key);
    if (!entry) return;
    const note = noteOf(entry.item);
    const at = (clock += 1);
    settled.push(refused ? { key, note, answer, at, refused } : { key, note, answer, at });
  };
  const store: QueueStore<T, N, A> = {
    add: async (item) => {
      const { entry, added } = enqueue(queue, item, (clock += 1));
      if (added) queue.push(entry);
      return added;
    },
    queued: async () => sendingOrder(queue),
    settled: async () => [...settled],
    settle: async (key, answer) => keep(key, answer, false),
    refuse: async (key, refusal) => keep(key, refusal, true),
    forget: async (key) => {
      const index = settled.findIndex((s) => s.key === key && s.refused);
      if (index >= 0) settled.splice(index, 1);
    },
    failed: async (key, failure) => {
      const entry = queue.find((e) => e.key === key);
      const after = entry && afterFailure(entry, failure);
      if (after) queue = queue.map((e) => (e.key === key ? after : e));
      return after;
    },
    close: () => undefined,
  };
  return { store, settled, queue: () => queue };
}
