import { createPhoneQueue, type QueueSpec } from "@/lib/phone/phone-queue-client";
import { postJson } from "@/lib/phone/phone-queue-sender";
import {
  emptyRunQueue,
  requestOf,
  runQueueAnswers,
  runQueueView,
  type RunQueueAnswer,
  type RunQueueItem,
} from "./run-queue-rules";

// The facility's queue on the phone: the crew's generic queue (lib/crew/phone-queue-*)
// holding a run's start, its scans and its end, in its own IndexedDB database, each sent to its
// route (run-queue-rules.ts requestOf) in the order made, each once. Client-only.

const runQueue: QueueSpec<RunQueueItem, RunQueueItem, RunQueueAnswer> = {
  store: { database: "crew-destruction", version: 1, noteOf: (item) => item },
  answers: runQueueAnswers,
  send(item) {
    const { url, body } = requestOf(item);
    return postJson(url, body);
  },
  // A run's steps keep their order (its start before its scans): another run's may pass them.
  groupOf: (item) => item.runId,
};

export function createRunQueue() {
  return createPhoneQueue(
    runQueue,
    ({ queued, settled, signedOut }) => runQueueView(queued, settled, signedOut),
    emptyRunQueue,
  );
}
