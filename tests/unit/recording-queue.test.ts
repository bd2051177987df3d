import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Recording, RecordingAnswer } from "@/lib/crew/recording-schema";
import {
  answersByBooking,
  enqueue,
  recordedByBooking,
  MAX_RETRY_MS,
  outcomeOf,
  retryDelay,
  sendingOrder,
  unreadableRefusal,
  type QueuedRecording,
} from "@/lib/crew/recording-queue-rules";
import { sendWaiting, withSendingLock } from "@/lib/crew/recording-queue-sender";
import type { QueueStore } from "@/lib/crew/recording-queue-store";

const bookingA = randomUUID();
const bookingB = randomUUID();

function recording(bookingId: string, kind: "arrived" | "not_collected" = "arrived"): Recording {
  const base = {
    key: randomUUID(),
    bookingId,
    recordedAt: new Date().toISOString(),
    deviceId: "phone-0001",
    deviceLabel: "Test phone",
    jobVersion: "open|2026-11-27|allday|collection|1|DL1|",
  };
  return kind === "arrived"
    ? { ...base, kind }
    : { ...base, kind, reason: "nobody_there", note: "" };
}

/** The queue as the store keeps it, built by the same rule the store uses. */
function queueOf(recordings: Recording[]): QueuedRecording[] {
  const entries: QueuedRecording[] = [];
  recordings.forEach((r, i) => {
    const { entry, added } = enqueue(entries, r, 1_000 + i);
    if (added) entries.push(entry);
  });
  return entries;
}

/** An in-memory QueueStore with the same contract as the IndexedDB one. */
function memoryStore(recordings: Recording[]) {
  let queue = queueOf(recordings);
  const settled: { key: string; answer: RecordingAnswer }[] = [];
  const store: QueueStore = {
    add: async (r) => {
      const { entry, added } = enqueue(queue, r, Date.now());
      if (added) queue.push(entry);
      return added;
    },
    queued: async () => sendingOrder(queue),
    settled: async () => [],
    settle: async (key, answer) => {
      queue = queue.filter((entry) => entry.key !== key);
      settled.push({ key, answer });
    },
    countAttempt: async (key) => {
      queue = queue.map((e) => (e.key === key ? { ...e, attempts: e.attempts + 1 } : e));
    },
    close: () => undefined,
  };
  return { store, settled, queue: () => queue };
}

const applied = (id = randomUUID()): RecordingAnswer => ({
  status: "applied",
  recordingId: id,
  message: "Sent to the office.",
});

describe("the phone's queue of recordings: order and idempotency", () => {
  it("sends oldest first, in the order recorded, whatever order the store returns them in", () => {
    const [first, second, third] = [
      recording(bookingA),
      recording(bookingA, "not_collected"),
      recording(bookingB),
    ];
    const queued = queueOf([first!, second!, third!]);
    expect(sendingOrder([...queued].reverse()).map((e) => e.key)).toEqual([
      first!.key,
      second!.key,
      third!.key,
    ]);
  });

  it("keeps a recording submitted twice once, in its first place", () => {
    const first = recording(bookingA);
    const second = recording(bookingB);
    const queued = queueOf([first, second, first]);
    expect(queued.map((e) => e.key)).toEqual([first.key, second.key]);
    const again = enqueue(queued, first, 9_999);
    expect(again.added).toBe(false);
    expect(again.entry.seq).toBe(1);
  });

  it("sends each waiting recording once, oldest first, and empties the queue on answers", async () => {
    const recordings = [
      recording(bookingA),
      recording(bookingB),
      recording(bookingA, "not_collected"),
    ];
    const { store, settled, queue } = memoryStore(recordings);
    const sent: string[] = [];
    const round = await sendWaiting(store, async (r) => {
      sent.push(r.key);
      return { status: 200, body: applied() };
    });
    expect(round).toBe("idle");
    expect(sent).toEqual(recordings.map((r) => r.key));
    expect(settled.map((s) => s.key)).toEqual(sent);
    expect(queue()).toEqual([]);
  });

  it("stops at the first recording without an answer, so none overtakes it, and keeps them all", async () => {
    const recordings = [recording(bookingA), recording(bookingB)];
    const { store, queue } = memoryStore(recordings);
    const sent: string[] = [];
    const round = await sendWaiting(store, async (r) => {
      sent.push(r.key);
      return { status: "network-error" };
    });
    expect(round).toBe("retry");
    expect(sent).toEqual([recordings[0]!.key]);
    expect(queue().map((e) => [e.key, e.attempts])).toEqual([
      [recordings[0]!.key, 1],
      [recordings[1]!.key, 0],
    ]);
  });

  it("takes a refused recording off the queue (never resent) and goes on with the next", async () => {
    const recordings = [recording(bookingA), recording(bookingB)];
    const { store, settled, queue } = memoryStore(recordings);
    const refusal: RecordingAnswer = { status: "refused", message: "This job is not yours." };
    const round = await sendWaiting(store, async (r) =>
      r.bookingId === bookingA ? { status: 422, body: refusal } : { status: 201, body: applied() },
    );
    expect(round).toBe("idle");
    expect(settled[0]).toEqual({ key: recordings[0]!.key, answer: refusal });
    expect(queue()).toEqual([]);
  });

  it("stops sending when signed out and keeps every recording", async () => {
    const recordings = [recording(bookingA), recording(bookingB)];
    const { store, queue } = memoryStore(recordings);
    const round = await sendWaiting(store, async () => ({ status: 401, body: null }));
    expect(round).toBe("sign-in");
    expect(queue()).toHaveLength(2);
  });
});

describe("what each answer of POST /api/crew/recordings means for the phone", () => {
  it("applied, held and duplicate: done, with the answer kept", () => {
    const held: RecordingAnswer = { status: "held", recordingId: "r", message: "held" };
    const duplicate: RecordingAnswer = {
      status: "duplicate",
      recordingId: "r",
      state: "applied",
      message: "stored before",
    };
    for (const answer of [applied(), held, duplicate]) {
      expect(outcomeOf({ status: 200, body: answer })).toEqual({ action: "done", answer });
    }
  });

  it("no signal, a server error, busy or a page the phone cannot read: try again", () => {
    expect(outcomeOf({ status: "network-error" })).toEqual({ action: "retry" });
    for (const status of [500, 502, 503, 504, 408, 409, 429]) {
      expect(outcomeOf({ status, body: null })).toEqual({ action: "retry" });
    }
    expect(outcomeOf({ status: 200, body: "<html>Wi-Fi login</html>" })).toEqual({
      action: "retry",
    });
  });

  it("422: refused with the server's message; another 4xx: refused with a plain one", () => {
    const refusal: RecordingAnswer = { status: "refused", message: "The same seal twice." };
    expect(outcomeOf({ status: 422, body: refusal })).toEqual({
      action: "refused",
      answer: refusal,
    });
    expect(outcomeOf({ status: 413, body: null })).toEqual({
      action: "refused",
      answer: { status: "refused", message: unreadableRefusal },
    });
  });

  it("401 and 403: sign in again", () => {
    expect(outcomeOf({ status: 401, body: null })).toEqual({ action: "sign-in" });
    expect(outcomeOf({ status: 403, body: null })).toEqual({ action: "sign-in" });
  });
});

describe("the phone waits longer after each failure to send", () => {
  it("5 s, then doubling, never more than 5 minutes", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(50)).toBe(MAX_RETRY_MS);
    expect(retryDelay(0)).toBe(0);
  });
});

describe("what the screen shows per stop", () => {
  it("a waiting recording shows as queued over any earlier answer; otherwise the latest answer", () => {
    const waiting = queueOf([recording(bookingA)]);
    const refusal: RecordingAnswer = { status: "refused", message: "No." };
    const later = applied();
    const answers = answersByBooking(waiting, [
      { bookingId: bookingA, answer: later, at: 5 },
      { bookingId: bookingB, answer: later, at: 2 },
      { bookingId: bookingB, answer: refusal, at: 1 },
    ]);
    expect(answers).toEqual({ [bookingA]: { status: "queued" }, [bookingB]: later });
  });
});

describe("what the phone recorded at each stop, kept across reloads", () => {
  it("the latest kind per stop and when the crew arrived; a refused recording does not count", () => {
    const arrived = { ...recording(bookingA), recordedAt: "2026-11-27T09:00:00.000+00:00" };
    const notCollected = {
      ...recording(bookingA, "not_collected"),
      recordedAt: "2026-11-27T09:05:00.000+00:00",
    };
    const refusedArrival = { ...recording(bookingB), recordedAt: "2026-11-27T10:00:00.000+00:00" };
    const recorded = recordedByBooking(queueOf([notCollected]), [
      { bookingId: bookingA, kind: "arrived", recordedAt: arrived.recordedAt, answer: applied() },
      {
        bookingId: bookingB,
        kind: "arrived",
        recordedAt: refusedArrival.recordedAt,
        answer: { status: "refused", message: "No." },
      },
    ]);
    expect(recorded).toEqual({
      [bookingA]: { kind: "not_collected", arrivedAt: arrived.recordedAt },
    });
  });
});

describe("one sender at a time", () => {
  it("a second round asked for while one is sending is told busy, and sends nothing", async () => {
    let release!: () => void;
    const first = withSendingLock(
      () => new Promise((resolve) => (release = () => resolve("idle"))),
    );
    let secondRan = false;
    const second = await withSendingLock(async () => {
      secondRan = true;
      return "idle";
    });
    expect(second).toBe("busy");
    expect(secondRan).toBe(false);
    release();
    expect(await first).toBe("idle");
    expect(await withSendingLock(async () => "idle")).toBe("idle");
  });
});
