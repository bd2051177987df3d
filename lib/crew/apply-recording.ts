import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { asDay } from "@/lib/shared/db-day";
import { todayInLondon } from "@/lib/shared/dates";
import { lockNamespaces } from "@/lib/server/lock-namespaces";
import { db } from "@/lib/server/db";
import { lockBooking } from "@/lib/bookings/booking-changes";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { believedTime } from "@/lib/phone/phone-clock";
import { applyToJob, type Effect, type RecordedFacts } from "./recording-effects";
import { dailyUsage, heldOverLimit, limitMessage, photosOverLimit } from "./recording-limits";
import { dueDayHeldReason, jobChanges } from "./recording-rules";
import type { Recording, RecordingAnswer } from "./recording-schema";
import { recordingAnswerTexts as texts } from "./recording-texts";

// One recording from a crew member's phone, applied in ONE transaction: the recording is stored
// under the phone's idempotency key together with its effect (recording-effects.ts), or stored as
// held for the office with nothing else changed (the job changed meanwhile, or it is not due on
// the day it was recorded). The same key sent twice, even at the same moment, is stored once: the
// key's advisory lock queues the second, which then finds the first and answers "duplicate".

type Tx = Prisma.TransactionClient;

export type RecordingOutcome = {
  /** The HTTP status the route answers with. */
  httpStatus: 200 | 201 | 403 | 429;
  answer: RecordingAnswer;
  /** E-mails were queued: the route has the outbox delivered after its response. */
  mailed: boolean;
};

const refusedWith = (httpStatus: 403 | 429, message: string): RecordingOutcome => ({
  httpStatus,
  answer: { status: "refused", message },
  mailed: false,
});
const notYourStop = refusedWith(403, texts.notYourStop);
const overLimit = refusedWith(429, limitMessage);

/** The recording's facts as stored (payload): what the phone sent without photos and signature. */
function payloadOf(recording: Recording): Prisma.InputJsonValue {
  if (recording.kind !== "collected") return recording;
  const { photos, signaturePng: _signature, crewSignaturePng: _crewSignature, ...rest } = recording;
  return { ...rest, photoCount: photos.length };
}

function factsOf(recording: Recording): RecordedFacts {
  if (recording.kind !== "collected") return recording;
  return {
    ...recording,
    signaturePng: Buffer.from(recording.signaturePng, "base64"),
    crewSignaturePng: Buffer.from(recording.crewSignaturePng, "base64"),
  };
}

/** The stored answer to a key sent before, or null when the key is new. */
async function earlierAnswer(tx: Tx, member: CrewMember, key: string) {
  const stored = await tx.crewRecording.findUnique({
    where: { idempotencyKey: key },
    select: { id: true, userId: true, state: true },
  });
  if (!stored) return null;
  // A key is the phone's own; someone else's reads as a stop that is not theirs.
  if (stored.userId !== member.id) return notYourStop;
  return {
    httpStatus: 200,
    answer: {
      status: "duplicate",
      recordingId: stored.id,
      state: stored.state,
      message: stored.state === "held" ? texts.held : texts.duplicate,
    },
    mailed: false,
  } satisfies RecordingOutcome;
}

function answerOf(effect: Effect): RecordingOutcome {
  if (effect.state === "held") {
    const message = effect.message ?? texts.held;
    return {
      httpStatus: 201,
      answer: { status: "held", recordingId: effect.recordingId, message },
      mailed: false,
    };
  }
  return {
    httpStatus: 201,
    answer: { status: "applied", recordingId: effect.recordingId, message: texts.applied },
    mailed: effect.mailed,
  };
}

/** Stores the recording as the phone sent it (photos and signatures apart), in `state`. */
async function createRecording(
  tx: Tx,
  member: CrewMember,
  recording: Recording,
  stored: {
    bookingId: string;
    recordedAt: Date;
    now: Date;
    phoneClockAt: Date | null;
    state: "applied" | "held";
    heldReason: string | null;
  },
): Promise<string> {
  const row = await tx.crewRecording.create({
    data: {
      idempotencyKey: recording.key,
      bookingId: stored.bookingId,
      userId: member.id,
      kind: recording.kind,
      deviceId: recording.deviceId,
      deviceLabel: recording.deviceLabel,
      recordedAt: stored.recordedAt,
      receivedAt: stored.now,
      phoneClockAt: stored.phoneClockAt,
      payload: payloadOf(recording),
      state: stored.state,
      heldReason: stored.heldReason,
      ...(recording.kind === "not_collected" ? { officeNote: recording.officeNote || null } : {}),
      ...(recording.kind === "collected"
        ? {
            signedBy: recording.signedBy,
            signaturePng: Buffer.from(recording.signaturePng, "base64"),
            crewSignaturePng: Buffer.from(recording.crewSignaturePng, "base64"),
            photos: {
              create: recording.photos.map((photo, position) => ({
                position,
                contentType: photo.contentType,
                bytes: Buffer.from(photo.data, "base64"),
              })),
            },
          }
        : {}),
    },
    select: { id: true },
  });
  return row.id;
}

/**
 * Applies `recording` sent by `member` (the route has checked the schema and the Crew or Office
 * role). `now` is the server's clock (receivedAt).
 */
export function applyRecording(
  member: CrewMember,
  recording: Recording,
  now: Date = new Date(),
): Promise<RecordingOutcome> {
  return db()
    .$transaction(
      async (tx) => {
        await tx.$executeRaw`
        select pg_advisory_xact_lock(${lockNamespaces.crewRecording}::int, hashtext(${recording.key}))`;
        const earlier = await earlierAnswer(tx, member, recording.key);
        if (earlier) return earlier;

        const booking = await lockBooking(tx, recording.bookingId);
        if (!booking) return notYourStop;
        const job = await tx.booking.findUniqueOrThrow({
          where: { id: booking.id },
          select: {
            assigneeId: true,
            selectedDate: true,
            collection: { select: { bookingId: true } },
          },
        });
        // Permission where the data is read: a crew member records only their own stops and those
        // left for any crew; the Office records any.
        if (!member.isOffice && job.assigneeId !== null && job.assigneeId !== member.id) {
          return notYourStop;
        }
        const usage = await dailyUsage(tx, member.id, now);
        if (recording.kind === "collected" && photosOverLimit(usage, recording.photos))
          return overLimit;
        const user = await tx.user.findUniqueOrThrow({
          where: { id: member.id },
          select: { name: true, email: true },
        });
        const { at: recordedAt, phoneClockAt } = believedTime(new Date(recording.recordedAt), now);

        const store = (state: "applied" | "held", heldReason: string | null) =>
          createRecording(tx, member, recording, {
            bookingId: booking.id,
            recordedAt,
            now,
            phoneClockAt,
            state,
            heldReason,
          });
        const hold = async (reason: string) => ({
          state: "held" as const,
          recordingId: await store("held", reason),
          reason,
        });

        // A job changed since the phone loaded it is held saying what changed (recording-effects);
        // otherwise one not due on the day it was recorded is held saying when it is due.
        const changed =
          recording.kind !== "arrived" &&
          jobChanges(recording.jobVersion, { ...booking, selectedDate: job.selectedDate }).length >
            0;
        const notDue = changed
          ? null
          : dueDayHeldReason(asDay(job.selectedDate), todayInLondon(recordedAt));
        const effect = notDue
          ? heldOverLimit(usage)
            ? null
            : await hold(notDue)
          : await applyToJob({
              tx,
              booking,
              job: { selectedDate: job.selectedDate, hasCollection: job.collection !== null },
              seenVersion: recording.jobVersion,
              facts: factsOf(recording),
              crew: user,
              recordedAt,
              now,
              // Held only while the day's held recordings are under the limit; beyond, the whole
              // transaction is undone and the phone is told to call the office.
              store: async (state, reason) => {
                if (state === "held" && heldOverLimit(usage)) throw new OverLimit();
                return store(state, reason);
              },
            });
        return effect ? answerOf(effect) : overLimit;
      },
      // The receipt's PDF is drawn for the e-mail inside the transaction, as a certificate's is.
      { maxWait: 15_000, timeout: 20_000 },
    )
    .catch((error: unknown) => {
      if (error instanceof OverLimit) return overLimit;
      throw error;
    });
}

/** Thrown inside the transaction to undo it when a held recording would pass the day's limit. */
class OverLimit extends Error {}
