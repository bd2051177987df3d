import "fake-indexeddb/auto";
import { randomUUID } from "node:crypto";
import { deleteDB, openDB } from "idb";
import { afterEach, describe, expect, it } from "vitest";
import { openQueueStore } from "@/lib/phone/phone-queue-store";
import type { Recording, RecordingAnswer } from "@/lib/crew/recording-schema";
import type { RecordingNote, RecordingReceipt } from "@/lib/crew/recording-queue-rules";
import { recordingStore } from "@/lib/crew/recording-queue-store";
import { startKey, type RunQueueAnswer, type RunQueueItem } from "@/lib/custody/run-queue-rules";

// The phone's queue in IndexedDB, on an in-memory IndexedDB: one database per
// kind, each key kept once, an answer kept as the item leaves the queue, and a phone that still
// holds the recordings' database of before (version 1) keeps what waited there and what was
// answered.

afterEach(async () => {
  await deleteDB(recordingStore.database);
  await deleteDB("crew-destruction-test");
});

function recording(): Recording {
  return {
    key: randomUUID(),
    kind: "arrived",
    bookingId: randomUUID(),
    recordedAt: "2026-11-27T09:00:00.000+00:00",
    deviceId: "phone-0001",
    deviceLabel: "Test phone",
    jobVersion: "open|2026-11-27|allday|collection|1|DL1|",
  };
}

describe("a phone that kept recordings in the queue's first version", () => {
  it("still sends what waited there and shows what was answered, after the upgrade", async () => {
    const waiting = recording();
    const answeredBefore = recording();
    const answer: RecordingAnswer = { status: "applied", recordingId: "r1", message: "Sent." };
    // Exactly as version 1 of lib/crew/recording-queue-store.ts created and filled it.
    const old = await openDB(recordingStore.database, 1, {
      upgrade(database) {
        database.createObjectStore("queue", { keyPath: "key" }).createIndex("seq", "seq");
        database.createObjectStore("answers", { keyPath: "key" }).createIndex("at", "at");
      },
    });
    await old.add("queue", {
      key: waiting.key,
      seq: 1,
      recording: waiting,
      queuedAt: 1,
      attempts: 2,
    });
    const { bookingId, kind, recordedAt } = answeredBefore;
    const answeredAt = Date.now();
    await old.add("answers", {
      key: answeredBefore.key,
      bookingId,
      kind,
      recordedAt,
      answer,
      at: answeredAt,
    });
    old.close();

    const store = await openQueueStore<Recording, RecordingNote, RecordingReceipt>(recordingStore);
    expect(await store.queued()).toEqual([
      { key: waiting.key, seq: 1, item: waiting, queuedAt: 1, attempts: 2 },
    ]);
    expect(await store.settled()).toEqual([
      { key: answeredBefore.key, note: { bookingId, kind, recordedAt }, answer, at: answeredAt },
    ]);
    // And it goes on as a queue: a new recording after the old one, the old one answered.
    expect(await store.add(recording())).toBe(true);
    await store.settle(waiting.key, answer);
    expect((await store.queued()).map((e) => e.seq)).toEqual([2]);
    expect((await store.settled()).map((s) => s.key)).toContain(waiting.key);
    store.close();
  });
});

describe("the facility's queue in its own database", () => {
  it("keeps each step once, in order, and its answer with the step as it leaves the queue", async () => {
    const runId = randomUUID();
    const start: RunQueueItem = {
      type: "start",
      action: "start",
      key: startKey(runId),
      runId,
      shredderId: randomUUID(),
      shredder: "Line 1",
      operator: "Robin Hall",
      startedAt: "2026-11-27T09:00:00.000+00:00",
    };
    const scan: RunQueueItem = {
      type: "scan",
      key: randomUUID(),
      runId,
      sealText: "S-000001",
      scannedAt: "2026-11-27T09:01:00.000+00:00",
    };
    const store = await openQueueStore<RunQueueItem, RunQueueItem, RunQueueAnswer>({
      database: "crew-destruction-test",
      version: 1,
      noteOf: (item) => item,
    });
    expect(await store.add(start)).toBe(true);
    expect(await store.add(scan)).toBe(true);
    expect(await store.add(start)).toBe(false);
    expect((await store.queued()).map((e) => e.key)).toEqual([start.key, scan.key]);
    const started: RunQueueAnswer = {
      status: "started",
      message: "Run started.",
      duplicate: false,
      seals: 0,
      jobs: 0,
    };
    await store.settle(start.key, started, 5);
    expect((await store.queued()).map((e) => e.key)).toEqual([scan.key]);
    expect(await store.settled()).toEqual([
      { key: start.key, note: start, answer: started, at: 5 },
    ]);
    store.close();
  });
});

describe("a recording the office refused, kept on the phone", () => {
  it("stays after the day's answers are dropped, until the crew deletes it", async () => {
    const refused = recording();
    const sent = recording();
    const longAgo = Date.now() - 30 * 24 * 60 * 60 * 1000;
    let store = await openQueueStore<Recording, RecordingNote, RecordingReceipt>(recordingStore);
    await store.add(refused);
    await store.add(sent);
    await store.refuse(refused.key, { status: "refused", message: "No." }, longAgo);
    await store.settle(
      sent.key,
      { status: "applied", recordingId: "r", message: "Sent." },
      longAgo,
    );
    store.close();

    // Opened again: the old answer is dropped, the refusal is not.
    store = await openQueueStore<Recording, RecordingNote, RecordingReceipt>(recordingStore);
    expect((await store.settled()).map((s) => [s.key, s.refused])).toEqual([[refused.key, true]]);
    await store.forget(refused.key);
    expect(await store.settled()).toEqual([]);
    store.close();
  });

  it("counts each failed attempt on the item and keeps what the server said", async () => {
    const waiting = recording();
    const store = await openQueueStore<Recording, RecordingNote, RecordingReceipt>(recordingStore);
    await store.add(waiting);
    await store.failed(waiting.key, { kind: "server" });
    const after = await store.failed(waiting.key, { kind: "later", notice: "Call the office." });
    expect(after).toMatchObject({ attempts: 2, serverFailures: 1, notice: "Call the office." });
    expect(await store.queued()).toEqual([after]);
    store.close();
  });
});
