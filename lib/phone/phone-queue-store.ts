import { openDB, type IDBPDatabase, type IDBPTransaction } from "idb";
import {
  afterFailure,
  enqueue,
  sendingOrder,
  type Failure,
  type Keyed,
  type Queued,
  type Refusal,
  type Settled,
} from "./phone-queue-rules";

// A phone's queue in IndexedDB, through idb, one database per kind of item
// (its spec names it). An item is written here before any attempt to send it, so it survives the
// app being closed, the tab being killed and the phone restarting; it leaves the queue only in the
// same transaction that keeps the server's answer (a refusal stays until the crew deletes it).
// Client-only: it needs the browser's indexedDB.

/** Answers are shown for the day's work; older ones are dropped when the queue is opened. */
const KEEP_ANSWERS_MS = 3 * 24 * 60 * 60 * 1000;

/** Two object stores: "queue" (keyed by the item's key, by seq) and "answers" (by key, by at). */
type UpgradeTransaction = IDBPTransaction<unknown, ("queue" | "answers")[], "versionchange">;

export type StoreSpec<T extends Keyed, N> = {
  /** The IndexedDB database's name: it stays the same for as long as phones hold one. */
  database: string;
  version: number;
  /**
   * Rewrites what an older version kept (called after the stores exist, only when the phone had
   * version `oldVersion` >= 1). Only IndexedDB calls may be awaited inside.
   */
  migrate?: (transaction: UpgradeTransaction, oldVersion: number) => Promise<void>;
  /** What the screen needs of an item once answered (not its photos). */
  noteOf(item: T): N;
};

export type QueueStore<T extends Keyed, N, A> = {
  /** Keeps the item (once per idempotency key); returns whether it was new. */
  add(item: T, now?: number): Promise<boolean>;
  /** Everything waiting, oldest first. */
  queued(): Promise<Queued<T>[]>;
  /** The answers kept for the screen, oldest first. */
  settled(): Promise<Settled<N, A>[]>;
  /** Takes the item off the queue and keeps the server's answer, in one transaction. */
  settle(key: string, answer: A, now?: number): Promise<void>;
  /** Takes a refused item off the queue and keeps it, with why, until the crew deletes it. */
  refuse(key: string, refusal: Refusal, now?: number): Promise<void>;
  /** Deletes a refused item from the phone (the crew confirmed); other answers stay. */
  forget(key: string): Promise<void>;
  /** Counts an attempt that did not take the item off the queue; returns the item as kept. */
  failed(key: string, failure: Failure): Promise<Queued<T> | undefined>;
  close(): void;
};

function open<T extends Keyed, N>(spec: StoreSpec<T, N>): Promise<IDBPDatabase> {
  return openDB(spec.database, spec.version, {
    async upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        database.createObjectStore("queue", { keyPath: "key" }).createIndex("seq", "seq");
        database.createObjectStore("answers", { keyPath: "key" }).createIndex("at", "at");
      } else if (spec.migrate) {
        await spec.migrate(transaction as UpgradeTransaction, oldVersion);
      }
    },
    // A newer version of the app opened in another tab: let it upgrade rather than wait.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
    },
  });
}

export async function openQueueStore<T extends Keyed, N, A>(
  spec: StoreSpec<T, N>,
): Promise<QueueStore<T, N, A>> {
  const database = await open(spec);
  await dropOldAnswers(database, Date.now() - KEEP_ANSWERS_MS);
  async function keepAnswer(key: string, answer: A | Refusal, now: number, refused: boolean) {
    const transaction = database.transaction(["queue", "answers"], "readwrite");
    const queue = transaction.objectStore("queue");
    const entry = (await queue.get(key)) as Queued<T> | undefined;
    if (entry) {
      await queue.delete(key);
      const note = spec.noteOf(entry.item);
      const settled: Settled<N, A> = refused
        ? { key, note, answer, at: now, refused }
        : { key, note, answer, at: now };
      await transaction.objectStore("answers").put(settled);
    }
    await transaction.done;
  }
  return {
    async add(item, now = Date.now()) {
      const transaction = database.transaction("queue", "readwrite");
      const { entry, added } = enqueue<T>(await transaction.store.getAll(), item, now);
      if (added) await transaction.store.add(entry);
      await transaction.done;
      return added;
    },
    async queued() {
      return sendingOrder<T>(await database.getAllFromIndex("queue", "seq"));
    },
    async settled() {
      return database.getAllFromIndex("answers", "at");
    },
    settle: (key, answer, now = Date.now()) => keepAnswer(key, answer, now, false),
    refuse: (key, refusal, now = Date.now()) => keepAnswer(key, refusal, now, true),
    async forget(key) {
      const transaction = database.transaction("answers", "readwrite");
      const settled = (await transaction.store.get(key)) as Settled<N, A> | undefined;
      if (settled?.refused) await transaction.store.delete(key);
      await transaction.done;
    },
    async failed(key, failure) {
      const transaction = database.transaction("queue", "readwrite");
      const entry = (await transaction.store.get(key)) as Queued<T> | undefined;
      const after = entry && afterFailure(entry, failure);
      if (after) await transaction.store.put(after);
      await transaction.done;
      return after;
    },
    close: () => database.close(),
  };
}

/** Drops old answers; a refused item stays until the crew deletes it. */
async function dropOldAnswers(database: IDBPDatabase, before: number) {
  const transaction = database.transaction("answers", "readwrite");
  let cursor = await transaction.store.index("at").openCursor(IDBKeyRange.upperBound(before, true));
  while (cursor) {
    if (!(cursor.value as { refused?: boolean }).refused) await cursor.delete();
    cursor = await cursor.continue();
  }
  await transaction.done;
}

/** Rewrites every record of `store` through `change` (null: leave it), inside an upgrade. */
export async function rewriteRecords(
  transaction: UpgradeTransaction,
  store: "queue" | "answers",
  change: (record: Record<string, unknown>) => Record<string, unknown> | null,
): Promise<void> {
  let cursor = await transaction.objectStore(store).openCursor();
  while (cursor) {
    const changed = change(cursor.value as Record<string, unknown>);
    if (changed) await cursor.update(changed);
    cursor = await cursor.continue();
  }
}
