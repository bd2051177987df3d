import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { Recording, RecordingAnswer } from "./recording-schema";
import { enqueue, sendingOrder, type QueuedRecording } from "./recording-queue-rules";

// The phone's queue of recordings in IndexedDB (issue 37), through idb. A recording is written
// here before any attempt to send it, so it survives the app being closed, the tab being killed
// and the phone restarting; it leaves the queue only in the same transaction that keeps the
// server's answer. Client-only: every function needs the browser's indexedDB.

const DATABASE = "crew-recordings";
const VERSION = 1;
/** Answers are shown for the day's work; older ones are dropped when the queue is opened. */
const KEEP_ANSWERS_MS = 3 * 24 * 60 * 60 * 1000;

export type SettledRecording = {
  key: string;
  bookingId: string;
  kind: Recording["kind"];
  /** The recording's own time (the phone's clock, ISO 8601). */
  recordedAt: string;
  answer: RecordingAnswer;
  /** When the answer came (ms since the epoch, the phone's clock). */
  at: number;
};

interface QueueSchema extends DBSchema {
  queue: { key: string; value: QueuedRecording; indexes: { seq: number } };
  answers: { key: string; value: SettledRecording; indexes: { at: number } };
}

export type QueueStore = {
  /** Keeps the recording (once per idempotency key); returns whether it was new. */
  add(recording: Recording, now?: number): Promise<boolean>;
  /** Everything waiting, oldest first. */
  queued(): Promise<QueuedRecording[]>;
  /** The answers kept for the screen. */
  settled(): Promise<SettledRecording[]>;
  /** Takes the recording off the queue and keeps the server's answer, in one transaction. */
  settle(key: string, answer: RecordingAnswer, now?: number): Promise<void>;
  /** Counts an attempt that ended without an answer. */
  countAttempt(key: string): Promise<void>;
  close(): void;
};

function open(): Promise<IDBPDatabase<QueueSchema>> {
  return openDB<QueueSchema>(DATABASE, VERSION, {
    upgrade(database) {
      database.createObjectStore("queue", { keyPath: "key" }).createIndex("seq", "seq");
      database.createObjectStore("answers", { keyPath: "key" }).createIndex("at", "at");
    },
  });
}

export async function openQueueStore(): Promise<QueueStore> {
  const database = await open();
  await dropOldAnswers(database, Date.now() - KEEP_ANSWERS_MS);
  return {
    async add(recording, now = Date.now()) {
      const transaction = database.transaction("queue", "readwrite");
      const { entry, added } = enqueue(await transaction.store.getAll(), recording, now);
      if (added) await transaction.store.add(entry);
      await transaction.done;
      return added;
    },
    async queued() {
      return sendingOrder(await database.getAllFromIndex("queue", "seq"));
    },
    async settled() {
      return database.getAllFromIndex("answers", "at");
    },
    async settle(key, answer, now = Date.now()) {
      const transaction = database.transaction(["queue", "answers"], "readwrite");
      const queue = transaction.objectStore("queue");
      const entry = await queue.get(key);
      if (entry) {
        await queue.delete(key);
        await transaction.objectStore("answers").put({
          key,
          bookingId: entry.recording.bookingId,
          kind: entry.recording.kind,
          recordedAt: entry.recording.recordedAt,
          answer,
          at: now,
        });
      }
      await transaction.done;
    },
    async countAttempt(key) {
      const transaction = database.transaction("queue", "readwrite");
      const entry = await transaction.store.get(key);
      if (entry) await transaction.store.put({ ...entry, attempts: entry.attempts + 1 });
      await transaction.done;
    },
    close: () => database.close(),
  };
}

async function dropOldAnswers(database: IDBPDatabase<QueueSchema>, before: number) {
  const transaction = database.transaction("answers", "readwrite");
  let cursor = await transaction.store.index("at").openCursor(IDBKeyRange.upperBound(before, true));
  while (cursor) {
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await transaction.done;
}
