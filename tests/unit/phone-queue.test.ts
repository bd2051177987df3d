import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  SERVER_FAILURES_BEFORE_PASSING,
  waitingMessage,
  MAX_RETRY_MS,
  enqueue,
  outcomeOf,
  retryDelay,
  sendingOrder,
  type AnswerRules,
  type Keyed,
  type SendResult,
} from "@/lib/phone/phone-queue-rules";
import { sendWaiting, withSendingLock } from "@/lib/phone/phone-queue-sender";
import type { Recording, RecordingAnswer } from "@/lib/crew/recording-schema";
import { queueTexts } from "@/lib/phone/queue-texts";
import { recordingAnswers, recordingGroup, recordingNote } from "@/lib/crew/recording-queue-rules";
import {
  endKey,
  runQueueAnswers,
  startKey,
  type RunQueueItem,
} from "@/lib/custody/run-queue-rules";
import type { ScanAnswer } from "@/lib/custody/scan-schema";
import { memoryStore, queueOf } from "../support/memory-queue";

// The phone's queue, one set of rules for both kinds it holds: the crew's
// recordings at the stops and the facility's run steps (start, scans, end). Each kind is sent
// oldest first, each key once, stops at the first attempt without an answer so nothing overtakes
// it, keeps the server's answer, and waits longer after each failure; a refusal or an item the
// server keeps failing on does not hold the rest back.

function recording(): Recording {
  return {
    key: randomUUID(),
    kind: "arrived",
    bookingId: randomUUID(),
    recordedAt: new Date().toISOString(),
    deviceId: "phone-0001",
    deviceLabel: "Test phone",
    jobVersion: "open|2026-11-27|allday|collection|1|DL1|",
  };
}

const runId = randomUUID();
const at = new Date().toISOString();
const start: RunQueueItem = {
  type: "start",
  action: "start",
  key: startKey(runId),
  runId,
  shredderId: randomUUID(),
  shredder: "Line 1",
  operator: "Robin Hall",
  startedAt: at,
};
const scan = (sealText: string): RunQueueItem => ({
  type: "scan",
  key: randomUUID(),
  runId,
  sealText,
  scannedAt: at,
});
const end: RunQueueItem = { type: "end", action: "end", key: endKey(runId), runId, endedAt: at };

type Kind<T extends Keyed, A> = {
  name: string;
  /** Items that keep their order among themselves, as the kind's queue groups them. */
  groupOf: (item: T) => string;
  /** Three items in the order made. */
  make: () => [T, T, T];
  noteOf: (item: T) => unknown;
  rules: AnswerRules<A>;
  answer: A;
};

const recordings: Kind<Recording, RecordingAnswer> = {
  name: "the crew's recordings",
  groupOf: recordingGroup,
  make: () => [recording(), recording(), recording()],
  noteOf: recordingNote,
  rules: recordingAnswers as AnswerRules<RecordingAnswer>,
  answer: { status: "applied", recordingId: randomUUID(), message: "Sent to the office." },
};

const runSteps: Kind<RunQueueItem, ScanAnswer> = {
  name: "the facility's run steps",
  groupOf: (item) => item.runId,
  make: () => [start, scan("S-000001"), end],
  noteOf: (item) => item,
  rules: runQueueAnswers as AnswerRules<ScanAnswer>,
  answer: {
    status: "destroyed",
    message: "Seal S-000001 destroyed.",
    duplicate: false,
    seals: 1,
    jobs: 1,
  },
};

describe.each([recordings, runSteps] as unknown as Kind<Keyed, unknown>[])(
  "the phone's queue of $name",
  (kind) => {
    it("sends oldest first, in the order made, whatever order the store returns them in", () => {
      const items = kind.make();
      const queued = queueOf(items);
      expect(sendingOrder([...queued].reverse()).map((e) => e.key)).toEqual(
        items.map((i) => i.key),
      );
    });

    it("keeps an item submitted twice once, in its first place", () => {
      const [first, second] = kind.make();
      const queued = queueOf([first, second, first]);
      expect(queued.map((e) => e.key)).toEqual([first.key, second.key]);
      const again = enqueue(queued, first, 9_999);
      expect(again).toMatchObject({ added: false, entry: { seq: 1 } });
    });

    it("sends each waiting item once, oldest first, keeps each answer and empties the queue", async () => {
      const items = kind.make();
      const { store, settled, queue } = memoryStore(items, kind.noteOf);
      const sent: string[] = [];
      const round = await sendWaiting(
        store,
        async (item): Promise<SendResult> => {
          sent.push(item.key);
          return { status: 201, body: kind.answer };
        },
        kind.rules,
      );
      expect(round).toBe("idle");
      expect(sent).toEqual(items.map((i) => i.key));
      expect(settled.map((s) => [s.key, s.answer])).toEqual(sent.map((key) => [key, kind.answer]));
      expect(queue()).toEqual([]);
      // A second round has nothing left to send: each item went once.
      expect(await sendWaiting(store, async () => ({ status: "network-error" }), kind.rules)).toBe(
        "idle",
      );
    });

    it("stops at the first item without an answer, so none overtakes it, and keeps them all", async () => {
      const items = kind.make();
      const { store, queue } = memoryStore(items, kind.noteOf);
      const sent: string[] = [];
      const round = await sendWaiting(
        store,
        async (item): Promise<SendResult> => {
          sent.push(item.key);
          return sent.length === 1
            ? { status: 503, body: null }
            : { status: 201, body: kind.answer };
        },
        kind.rules,
      );
      expect(round).toBe("retry");
      expect(sent).toEqual([items[0].key]);
      expect(queue().map((e) => [e.key, e.attempts])).toEqual(
        items.map((item, i) => [item.key, i === 0 ? 1 : 0]),
      );
    });

    it("takes an item refused by rule off the queue (never resent), keeps it for the crew to delete, and goes on with the next", async () => {
      const items = kind.make();
      const { store, settled, queue } = memoryStore(items, kind.noteOf);
      const refusal = { status: "refused", message: "Not yours." };
      const round = await sendWaiting(
        store,
        async (item): Promise<SendResult> =>
          item.key === items[0].key
            ? { status: 422, body: refusal }
            : { status: 201, body: kind.answer },
        kind.rules,
      );
      expect(round).toBe("idle");
      expect(settled[0]).toMatchObject({ key: items[0].key, answer: refusal, refused: true });
      expect(settled.slice(1).map((s) => [s.key, s.refused])).toEqual([
        [items[1].key, undefined],
        [items[2].key, undefined],
      ]);
      expect(queue()).toEqual([]);
      // Deleted once the crew confirms; an answer that is not a refusal is not deleted so.
      await store.forget(items[1].key);
      await store.forget(items[0].key);
      expect(settled.map((s) => s.key)).toEqual([items[1].key, items[2].key]);
    });

    it("a 429 ends the round and keeps the server's words on the item, to be sent later", async () => {
      const items = kind.make();
      const { store, queue } = memoryStore(items, kind.noteOf);
      const quota = "Too many recordings from this phone today. Call the office.";
      const sent: string[] = [];
      const round = await sendWaiting(
        store,
        async (item): Promise<SendResult> => {
          sent.push(item.key);
          return { status: 429, body: { status: "refused", message: quota } };
        },
        kind.rules,
        kind.groupOf,
      );
      expect(round).toBe("retry");
      expect(sent).toEqual([items[0].key]);
      expect(queue()[0]).toMatchObject({ key: items[0].key, notice: quota });
      expect(waitingMessage(queue()[0]!)).toBe(quota);
      // Taken later: the item leaves the queue with its answer.
      expect(
        await sendWaiting(store, async () => ({ status: 201, body: kind.answer }), kind.rules),
      ).toBe("idle");
      expect(queue()).toEqual([]);
    });

    it("an item the server fails on five times stops holding back the others of other groups; no answer at all still ends the round", async () => {
      const items = kind.make();
      const { store, queue, settled } = memoryStore(items, kind.noteOf);
      const first = items[0].key;
      let serverUp = false;
      let signal = true;
      const sent: string[] = [];
      const send = async (item: Keyed): Promise<SendResult> => {
        sent.push(item.key);
        if (!signal) return { status: "network-error" };
        return item.key === first && !serverUp
          ? { status: 500, body: null }
          : { status: 201, body: kind.answer };
      };
      const round = () => sendWaiting(store, send, kind.rules, kind.groupOf);
      for (let n = 1; n < SERVER_FAILURES_BEFORE_PASSING; n++) {
        sent.length = 0;
        expect(await round()).toBe("retry");
        expect(sent).toEqual([first]);
        expect(waitingMessage(queue()[0]!)).toBeUndefined();
      }
      sent.length = 0;
      expect(await round()).toBe("retry");
      const others = items.slice(1).map((i) => i.key);
      const free = others.filter((_, i) => kind.groupOf(items[i + 1]!) !== kind.groupOf(items[0]));
      // Tried first, then passed over: the others go on, except those that must follow it.
      expect(sent).toEqual([first, ...free]);
      expect(settled.map((s) => s.key)).toEqual(free);
      expect(queue()[0]).toMatchObject({
        key: first,
        serverFailures: SERVER_FAILURES_BEFORE_PASSING,
      });
      expect(waitingMessage(queue()[0]!)).toBe(queueTexts.serverSilent);
      // Still tried each round; no answer at all ends the round before anything else goes.
      signal = false;
      sent.length = 0;
      expect(await round()).toBe("retry");
      expect(sent).toEqual([first]);
      // Once the server takes it, it and whatever waited behind it go.
      signal = true;
      serverUp = true;
      expect(await round()).toBe("idle");
      expect(queue()).toEqual([]);
      expect(settled.map((s) => s.key).sort()).toEqual(items.map((i) => i.key).sort());
    });

    it("stops sending when signed out and keeps every item", async () => {
      const { store, queue } = memoryStore(kind.make(), kind.noteOf);
      expect(await sendWaiting(store, async () => ({ status: 401, body: null }), kind.rules)).toBe(
        "sign-in",
      );
      expect(queue()).toHaveLength(3);
    });

    it("does not count a 2xx it cannot read (a captive portal's page) as sent", () => {
      expect(outcomeOf({ status: 200, body: "<html>Wi-Fi login</html>" }, kind.rules)).toEqual({
        action: "retry",
      });
      expect(outcomeOf({ status: 404, body: null }, kind.rules)).toEqual({
        action: "refused",
        answer: { status: "refused", message: kind.rules.unreadable },
      });
    });
  },
);

describe("the facility's run steps: a scan refused by rule is an answer, not a failure", () => {
  it("201 refused (not collected) is kept as the scan's answer; 404 no such run is a refusal", () => {
    const notCollected: ScanAnswer = {
      status: "refused",
      message: "Seal S-000123 was not collected on any job.",
      duplicate: false,
      seals: 0,
      jobs: 0,
    };
    expect(outcomeOf({ status: 201, body: notCollected }, runQueueAnswers)).toEqual({
      action: "done",
      answer: notCollected,
    });
    const noRun = { status: "refused", message: "There is no such run." };
    expect(outcomeOf({ status: 404, body: noRun }, runQueueAnswers)).toEqual({
      action: "refused",
      answer: noRun,
    });
  });
});

describe("the phone waits longer after each failure to send", () => {
  it("5 s, then doubling, never more than 5 minutes", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(50)).toBe(MAX_RETRY_MS);
    expect(retryDelay(0)).toBe(0);
  });
});

describe("one sender at a time per queue", () => {
  it("a second round of the same queue while one is sending is told busy; another queue is not", async () => {
    let release!: () => void;
    const first = withSendingLock(
      "crew-recordings",
      () => new Promise((resolve) => (release = () => resolve("idle"))),
    );
    let secondRan = false;
    const second = await withSendingLock("crew-recordings", async () => {
      secondRan = true;
      return "idle";
    });
    expect(second).toBe("busy");
    expect(secondRan).toBe(false);
    expect(await withSendingLock("crew-destruction", async () => "idle")).toBe("idle");
    release();
    expect(await first).toBe("idle");
    expect(await withSendingLock("crew-recordings", async () => "idle")).toBe("idle");
  });
});
