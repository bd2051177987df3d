import type { Recording } from "./recording-schema";
import { recordingNote, type RecordingNote } from "./recording-queue-rules";
import { rewriteRecords, type StoreSpec } from "@/lib/phone/phone-queue-store";

// Where the phone keeps its recordings: the IndexedDB database "crew-recordings" that
// phones already hold, in the generic queue's shape (phone-queue-store.ts). Version 1 (before the
// queue was shared with the facility's scans) kept `recording` where the queue now keeps `item`,
// and an answer's booking, kind and time beside it rather than in `note`: opening it rewrites
// both, so what waited on a phone is still sent and what was answered still shows.

export const recordingStore: StoreSpec<Recording, RecordingNote> = {
  database: "crew-recordings",
  version: 2,
  noteOf: recordingNote,
  async migrate(transaction, oldVersion) {
    if (oldVersion >= 2) return;
    await rewriteRecords(transaction, "queue", ({ recording, ...entry }) =>
      recording ? { ...entry, item: recording } : null,
    );
    await rewriteRecords(transaction, "answers", ({ bookingId, kind, recordedAt, ...rest }) =>
      rest.note ? null : { ...rest, note: { bookingId, kind, recordedAt } },
    );
  },
};
