import "server-only";
import { lockNamespaces } from "@/lib/server/lock-namespaces";
import { claimSeals } from "@/lib/custody/claim-seals";
import type { Prisma } from "@/generated/prisma/client";
import { jobActionRefusal } from "@/lib/booking-lifecycle";
import { certificateMessages, collectedLabel } from "@/lib/certificates";
import { formatLondonDateTime } from "@/lib/format-date";
import { addressWithPostcode } from "@/lib/postal-address";
import { db } from "@/lib/server/db";
import { lockBooking, eventData, type ManagedBooking } from "@/lib/server/data/booking-changes";
import { collectLockedBooking } from "@/lib/server/data/job-steps";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { contractUrl, manageUrl } from "@/lib/server/manage-token";
import { unprintableCharacters } from "@/lib/server/pdf/text";
import { collectionReceiptEmails, notCollectedEmails } from "./crew-emails";
import type { CrewMember } from "./guard";
import type { CollectedRecording, Recording, RecordingAnswer } from "./recording-schema";
import {
  collectionHeldReason,
  jobHeldReason,
  sealNumbersField,
  weightKgField,
  type JobNow,
} from "./recording-rules";
import { recordingAnswerTexts as texts, recordingHistory } from "./recording-texts";
import { notCollectedReasons } from "./texts";

// One recording from a crew member's phone, applied in ONE transaction (issue 37): the recording is
// stored under the phone's idempotency key together with its effect (history row, collection
// record, photos, signature, the customer's e-mail in the outbox), or, when the job changed
// meanwhile, stored as held for the office with nothing else changed. The same key sent twice,
// even at the same moment, is stored once: the key's advisory lock queues the second, which then
// finds the first and answers "duplicate".

type Tx = Prisma.TransactionClient;

export type RecordingOutcome = {
  /** The HTTP status the route answers with. */
  httpStatus: 200 | 201 | 403;
  answer: RecordingAnswer;
  /** E-mails were queued: the route has the outbox delivered after its response. */
  mailed: boolean;
};

// Namespace of the recordings' advisory locks (pg_advisory_xact_lock(int, int)).
const KEY_LOCK_NAMESPACE = lockNamespaces.crewRecording;

const notYourStop: RecordingOutcome = {
  httpStatus: 403,
  answer: { status: "refused", message: texts.notYourStop },
  mailed: false,
};

const heldAnswer = (recordingId: string, message: string = texts.held): RecordingOutcome => ({
  httpStatus: 201,
  answer: { status: "held", recordingId, message },
  mailed: false,
});

/** The booking's fields the apply step needs beyond the locked ManagedBooking. */
const jobOf = (tx: Tx, bookingId: string) =>
  tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      assigneeId: true,
      selectedDate: true,
      collection: { select: { bookingId: true } },
    },
  });

/** The customer's link in the crew's e-mails: the manage link, or a contract visit's contract page. */
const customerLink = (booking: ManagedBooking) =>
  booking.contractId ? contractUrl(booking.contractId) : manageUrl(booking.id, booking.day);

/** The recording as stored (payload): what the phone sent without the photos and signature. */
function payloadOf(recording: Recording): Prisma.InputJsonValue {
  if (recording.kind !== "collected") return recording;
  const { photos, signaturePng: _signature, ...rest } = recording;
  return { ...rest, photoCount: photos.length };
}

async function queue(tx: Tx, bookingId: string, emails: OutgoingEmail[]) {
  for (const email of emails) await enqueueEmail(tx, { ...email, bookingId });
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
  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`
        select pg_advisory_xact_lock(${KEY_LOCK_NAMESPACE}::int, hashtext(${recording.key}))`;
      const stored = await tx.crewRecording.findUnique({
        where: { idempotencyKey: recording.key },
        select: { id: true, userId: true, state: true },
      });
      if (stored) {
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
        };
      }

      const booking = await lockBooking(tx, recording.bookingId);
      if (!booking) return notYourStop;
      const job = await jobOf(tx, booking.id);
      // Permission where the data is read: a crew member records only their own stops and those
      // left for any crew; the Office records any.
      if (!member.isOffice && job.assigneeId !== null && job.assigneeId !== member.id) {
        return notYourStop;
      }
      const user = await tx.user.findUniqueOrThrow({
        where: { id: member.id },
        select: { name: true, email: true },
      });
      const crew = { kind: "crew", email: user.email } as const;
      const jobNow: JobNow = {
        seenVersion: recording.jobVersion,
        job: { ...booking, selectedDate: job.selectedDate },
        hasCollection: job.collection !== null,
      };
      const recordedAt = new Date(recording.recordedAt);

      const store = (state: "applied" | "held", heldReason: string | null = null) =>
        tx.crewRecording.create({
          data: {
            idempotencyKey: recording.key,
            bookingId: booking.id,
            userId: member.id,
            kind: recording.kind,
            deviceId: recording.deviceId,
            deviceLabel: recording.deviceLabel,
            recordedAt,
            receivedAt: now,
            payload: payloadOf(recording),
            state,
            heldReason,
            ...(recording.kind === "collected"
              ? {
                  signedBy: recording.signedBy,
                  signaturePng: Buffer.from(recording.signaturePng, "base64"),
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
      const held = async (reason: string, message?: string) =>
        heldAnswer((await store("held", reason)).id, message);
      const applied = (recordingId: string, mailed: boolean): RecordingOutcome => ({
        httpStatus: 201,
        answer: { status: "applied", recordingId, message: texts.applied },
        mailed,
      });

      switch (recording.kind) {
        case "arrived": {
          const { id } = await store("applied");
          await tx.bookingEvent.create({
            data: eventData(
              booking.id,
              "arrived",
              crew,
              recordingHistory.arrived(formatLondonDateTime(recordedAt), recording.deviceLabel),
            ),
          });
          return applied(id, false);
        }
        case "not_collected": {
          const reason = jobHeldReason(jobNow);
          if (reason) return held(reason);
          const { id } = await store("applied");
          const reasonText = notCollectedReasons[recording.reason];
          await tx.bookingEvent.create({
            data: eventData(
              booking.id,
              "not_collected",
              crew,
              recordingHistory.notCollected(reasonText, recording.note),
            ),
          });
          await queue(
            tx,
            booking.id,
            notCollectedEmails({
              bookingId: booking.id,
              reference: booking.reference,
              customerName: booking.customerName,
              customerEmail: booking.customerEmail,
              manageUrl: customerLink(booking),
              reason: recording.reason,
              note: recording.note,
              at: recordedAt,
            }),
          );
          return applied(id, true);
        }
        case "collected": {
          const operative = user.name?.trim() || user.email;
          const reason =
            collectionHeldReason({
              ...jobNow,
              recordedAt,
              now,
              seals: recording.seals,
              weightKg: recording.weightKg,
            }) ??
            // The office's own step refuses it (a request not yet confirmed): held, with why.
            jobActionRefusal("collect", booking.status) ??
            unprintable(operative);
          if (reason) return held(reason);
          // Issue 38: every seal printed and not yet used, or none moves and the recording (with
          // the customer's signature and photos) waits for the office, saying which seal and why.
          const claim = await claimSeals(tx, booking.id, recording.seals, recordedAt);
          if (claim.status === "refused") {
            const why = claim.refusals.map((refusal) => refusal.message).join(" ");
            return held(why, texts.heldBecause(why));
          }
          const { id } = await store("applied");
          const outcome = await collectLockedBooking(
            tx,
            booking,
            crew,
            collectionOf(recording, operative, recordedAt),
            id,
          );
          // Checked above under the same lock; a refusal now rolls everything back.
          if (outcome.status === "refused") throw new Error(outcome.message);
          await queue(
            tx,
            booking.id,
            await collectionReceiptEmails({
              bookingId: booking.id,
              reference: booking.reference,
              customerName: booking.customerName,
              customerEmail: booking.customerEmail,
              companyName: booking.companyName,
              address: addressOf(booking),
              manageUrl: customerLink(booking),
              whatCollected: collectedLabel(recording.count, booking.contractId !== null),
              count: recording.count,
              weightKg: recording.weightKg,
              seals: recording.seals,
              collectedAt: recordedAt,
              operative,
              signedBy: recording.signedBy,
              signaturePng: Buffer.from(recording.signaturePng, "base64"),
            }),
          );
          return applied(id, true);
        }
      }
    },
    // The receipt's PDF is drawn for the e-mail inside the transaction, as a certificate's is.
    { maxWait: 15_000, timeout: 20_000 },
  );
}

function collectionOf(recording: CollectedRecording, operative: string, collectedAt: Date) {
  return {
    collectedAt,
    quantity: recording.count,
    weightKg: recording.weightKg === null ? null : weightKgField(recording.weightKg),
    sealNumbers: sealNumbersField(recording.seals),
    operative,
  };
}

/** The certificate prints the operative's name: a name no font prints is held, as the form refuses it. */
function unprintable(operative: string): string | null {
  const missing = unprintableCharacters(operative);
  return missing.length ? certificateMessages.cannotPrint(missing) : null;
}

const addressOf = (booking: ManagedBooking) =>
  addressWithPostcode(booking.collectionAddress, booking.postcode);
