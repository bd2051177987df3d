import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { eventData, lockBooking } from "@/lib/bookings/booking-changes";
import { jobVersion } from "./job-version";
import { applyToJob, type RecordedFacts } from "./recording-effects";
import { collectedRecording, notCollectedRecording } from "./recording-schema";
import { recordingHistory } from "./recording-texts";
import { crewRecordingTexts } from "./recording-view";

// The office's two answers to a recording held for it: Apply runs the recording as if it had
// just arrived, against the job as it is now (the office has compared the two versions, so a
// change since the phone loaded the job, or its day, no longer holds it; a cancelled job, one
// already collected, or a refused seal still does); Discard sets it aside. Either once: a second
// click (two offices at once) finds it no longer held and changes nothing.

export type HeldOutcome =
  { status: "applied"; mailed: boolean } | { status: "held"; reason: string } | { status: "gone" };

const { seals, count, weightKg, signedBy } = collectedRecording.shape;
const collectedFacts = z.object({ seals, count, weightKg, signedBy });
const { reason, note, officeNote } = notCollectedRecording.shape;
const notCollectedFacts = z.object({ reason, note, officeNote });

type Row = {
  kind: "arrived" | "collected" | "not_collected";
  deviceLabel: string;
  payload: unknown;
  signaturePng: Uint8Array | null;
  crewSignaturePng: Uint8Array | null;
};

/** The recording's facts read back from its stored payload and signature. */
function factsOf(row: Row): RecordedFacts {
  const { kind, deviceLabel } = row;
  if (kind === "arrived") return { kind, deviceLabel };
  if (kind === "not_collected") {
    return { kind, deviceLabel, ...notCollectedFacts.parse(row.payload) };
  }
  return {
    kind,
    deviceLabel,
    ...collectedFacts.parse(row.payload),
    signaturePng: Buffer.from(row.signaturePng ?? new Uint8Array()),
    crewSignaturePng: row.crewSignaturePng && Buffer.from(row.crewSignaturePng),
  };
}

const heldRow = (tx: Prisma.TransactionClient, id: string) =>
  tx.crewRecording.findFirst({
    where: { id, state: "held" },
    select: {
      bookingId: true,
      kind: true,
      deviceLabel: true,
      payload: true,
      signaturePng: true,
      crewSignaturePng: true,
      recordedAt: true,
      user: { select: { name: true, email: true } },
    },
  });

/** The booking's history row saying the office applied or discarded a crew recording. */
const officeAnswered = (
  tx: Prisma.TransactionClient,
  bookingId: string,
  by: string,
  words: (kind: string) => string,
  kind: Row["kind"],
) =>
  tx.bookingEvent.create({
    data: eventData(
      bookingId,
      "recording_checked",
      { kind: "admin", email: by },
      words(crewRecordingTexts.kinds[kind]),
    ),
  });

export function applyHeldRecording(
  id: string,
  by: string,
  now: Date = new Date(),
): Promise<HeldOutcome> {
  if (!z.uuid().safeParse(id).success) return Promise.resolve({ status: "gone" });
  return db().$transaction(
    async (tx) => {
      const first = await heldRow(tx, id);
      if (!first) return { status: "gone" };
      const booking = await lockBooking(tx, first.bookingId);
      // Read again under the booking's lock: another office may have answered it meanwhile.
      const row = booking && (await heldRow(tx, id));
      if (!booking || !row) return { status: "gone" };
      const job = await tx.booking.findUniqueOrThrow({
        where: { id: booking.id },
        select: { selectedDate: true, collection: { select: { bookingId: true } } },
      });
      const effect = await applyToJob({
        tx,
        booking,
        job: { selectedDate: job.selectedDate, hasCollection: job.collection !== null },
        seenVersion: jobVersion({ ...booking, selectedDate: job.selectedDate }),
        facts: factsOf(row),
        crew: row.user,
        recordedAt: row.recordedAt,
        now,
        store: async (state, heldReason) => {
          await tx.crewRecording.update({
            where: { id },
            data:
              state === "applied"
                ? { state, heldReason: null, resolvedBy: by, resolvedAt: now }
                : { heldReason },
          });
          return id;
        },
      });
      if (effect.state === "held") return { status: "held", reason: effect.reason };
      await officeAnswered(tx, booking.id, by, recordingHistory.applied, row.kind);
      return { status: "applied", mailed: effect.mailed };
    },
    // A collection's receipt PDF is drawn inside the transaction.
    { maxWait: 15_000, timeout: 20_000 },
  );
}

/**
 * Discard: the office has dealt with a held recording (and recorded by hand what it needed). It
 * becomes resolved, with who and when, and the booking's history says so; Today stops counting it.
 */
export async function discardHeldRecording(
  id: string,
  by: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false;
  return db().$transaction(async (tx) => {
    const recording = await tx.crewRecording.findUnique({
      where: { id },
      select: { bookingId: true, kind: true },
    });
    if (!recording) return false;
    await lockBooking(tx, recording.bookingId);
    const { count } = await tx.crewRecording.updateMany({
      where: { id, state: "held" },
      data: { state: "resolved", resolvedBy: by, resolvedAt: now },
    });
    if (count === 0) return false;
    await officeAnswered(tx, recording.bookingId, by, recordingHistory.discarded, recording.kind);
    return true;
  });
}
