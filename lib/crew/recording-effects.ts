import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { jobActionRefusal } from "@/lib/bookings/lifecycle-rules";
import { certificateMessages, collectedLabel } from "@/lib/certificates/certificate-rules";
import { claimSeals } from "@/lib/custody/claim-seals";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { addressWithPostcode } from "@/lib/shared/postal-address";
import { todayInLondon } from "@/lib/shared/dates";
import { eventData, type ManagedBooking } from "@/lib/bookings/booking-changes";
import { collectLockedBooking } from "@/lib/custody/job-steps";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { contractUrl, manageUrl } from "@/lib/server/signed-links";
import { unprintableCharacters } from "@/lib/server/pdf/text";
import { noticeNextStop } from "@/lib/routes/arrival-notices";
import { asDay } from "@/lib/shared/db-day";
import { collectionReceiptEmails, notCollectedEmails } from "./crew-emails";
import type { CollectedRecording, NotCollectedRecording } from "./recording-schema";
import {
  collectionHeldReason,
  jobHeldReason,
  sealNumbersField,
  weightKgField,
} from "./recording-rules";
import { recordingAnswerTexts as texts, recordingHistory } from "./recording-texts";
import { notCollectedReasons } from "./texts";
import type { VersionedJob } from "./job-version";
import { recordTimeOnSite } from "./time-on-site";

// What a crew recording does to its job, once it is admitted (apply-recording.ts when it arrives
// from the phone, held-recordings.ts when the office applies a held one): a history row for an
// arrival; the customer's e-mail for Could not collect (once per job and day); for Collected, the
// job confirmed if the office had not yet, the seals claimed, the collection record and the
// receipt; after either, 'We are on our way' to the run's next stop
// (lib/routes/arrival-notices.ts). Or held, with why, when the job as it is now does not allow
// it. Inside the caller's transaction, under the booking's row lock; `store` writes the
// recording's own row.

type Tx = Prisma.TransactionClient;

/** What the phone recorded, as stored (payload) and with the signature read back. */
export type RecordedFacts =
  | { kind: "arrived"; deviceLabel: string }
  | (Pick<NotCollectedRecording, "kind" | "reason" | "note" | "officeNote"> & {
      deviceLabel: string;
    })
  | (Pick<CollectedRecording, "kind" | "seals" | "count" | "weightKg" | "signedBy"> & {
      deviceLabel: string;
      signaturePng: Buffer;
      /** Null for a recording made before the crew member signed too. */
      crewSignaturePng: Buffer | null;
    });

export type EffectInput = {
  tx: Tx;
  booking: ManagedBooking;
  job: { selectedDate: Date; hasCollection: boolean };
  /** The job's version the phone sent (the office applying a held one passes the current one). */
  seenVersion: string;
  facts: RecordedFacts;
  /** Who recorded it: the history's actor, and the collection's operative. */
  crew: { email: string; name: string | null };
  /** The time to record (the phone's, or the server's when the phone's clock was wrong). */
  recordedAt: Date;
  now: Date;
  /** Writes the recording's row in the state decided, and gives its id. */
  store: (state: "applied" | "held", heldReason: string | null) => Promise<string>;
};

export type Effect =
  | { state: "applied"; recordingId: string; mailed: boolean }
  | { state: "held"; recordingId: string; reason: string; message?: string };

/** The customer's link in the crew's e-mails: the manage link, or a contract visit's contract page. */
const customerLink = (booking: ManagedBooking) =>
  booking.contractId ? contractUrl(booking.contractId) : manageUrl(booking.id, booking.day);

const addressOf = (booking: ManagedBooking) =>
  addressWithPostcode(booking.collectionAddress, booking.postcode);

async function queue(tx: Tx, bookingId: string, emails: OutgoingEmail[]) {
  for (const email of emails) await enqueueEmail(tx, { ...email, bookingId });
}

export async function applyToJob(input: EffectInput): Promise<Effect> {
  const { facts } = input;
  if (facts.kind === "arrived") return arrived(input, facts);
  const effect =
    facts.kind === "not_collected"
      ? await notCollected(input, facts)
      : await collected(input, facts);
  if (effect.state === "held") return effect;
  // The stop is done: the next one of the run is told the crew is on the way (once a job and day).
  const notice = await noticeNextStop(input.tx, {
    bookingId: input.booking.id,
    day: asDay(input.job.selectedDate),
    crewEmail: input.crew.email,
    recordedAt: input.recordedAt,
    now: input.now,
  });
  return notice?.status === "sent" ? { ...effect, mailed: true } : effect;
}

const held = async (input: EffectInput, reason: string, message?: string): Promise<Effect> => ({
  state: "held",
  recordingId: await input.store("held", reason),
  reason,
  message,
});

const jobNowOf = (input: EffectInput) => ({
  seenVersion: input.seenVersion,
  job: { ...input.booking, selectedDate: input.job.selectedDate } satisfies VersionedJob,
  hasCollection: input.job.hasCollection,
});

async function arrived(input: EffectInput, facts: { deviceLabel: string }): Promise<Effect> {
  const { tx, booking, crew, recordedAt } = input;
  const recordingId = await input.store("applied", null);
  await tx.bookingEvent.create({
    data: eventData(
      booking.id,
      "arrived",
      { kind: "crew", email: crew.email },
      recordingHistory.arrived(formatLondonDateTime(recordedAt), facts.deviceLabel),
    ),
  });
  return { state: "applied", recordingId, mailed: false };
}

async function notCollected(
  input: EffectInput,
  facts: Extract<RecordedFacts, { kind: "not_collected" }>,
): Promise<Effect> {
  const { tx, booking, crew, recordedAt } = input;
  const reason = jobHeldReason(jobNowOf(input));
  if (reason) return held(input, reason);
  // One 'We could not collect today' e-mail per job and day, however often it is recorded.
  const mailedToday = await couldNotCollectRecordedOn(tx, booking.id, todayInLondon(recordedAt));
  const recordingId = await input.store("applied", null);
  await tx.bookingEvent.create({
    data: eventData(
      booking.id,
      "not_collected",
      { kind: "crew", email: crew.email },
      recordingHistory.notCollected(
        notCollectedReasons[facts.reason],
        facts.note,
        facts.officeNote,
      ),
    ),
  });
  if (mailedToday) return { state: "applied", recordingId, mailed: false };
  await queue(
    tx,
    booking.id,
    notCollectedEmails({
      bookingId: booking.id,
      reference: booking.reference,
      customerName: booking.customerName,
      customerEmail: booking.customerEmail,
      manageUrl: customerLink(booking),
      reason: facts.reason,
      note: facts.note,
      at: recordedAt,
    }),
  );
  return { state: "applied", recordingId, mailed: true };
}

/** Whether a Could not collect was already applied to the job on London's `day`. */
async function couldNotCollectRecordedOn(tx: Tx, bookingId: string, day: string) {
  const rows = await tx.$queryRaw<{ found: boolean }[]>`
    select exists (
      select 1 from crew_recordings
      where booking_id = ${bookingId}::uuid and kind = 'not_collected' and state = 'applied'
        and (recorded_at at time zone 'Europe/London')::date = ${day}::date
    ) as found`;
  return rows[0]?.found ?? false;
}

async function collected(
  input: EffectInput,
  facts: Extract<RecordedFacts, { kind: "collected" }>,
): Promise<Effect> {
  const { tx, crew, recordedAt } = input;
  let booking = input.booking;
  const operative = crew.name?.trim() || crew.email;
  // A request the office has not confirmed yet is collected all the same: the collection
  // confirms it. Any other status the office's own step refuses holds it, with why.
  const refusal =
    booking.status === "requested" ? null : jobActionRefusal("collect", booking.status);
  const reason =
    collectionHeldReason({ ...jobNowOf(input), seals: facts.seals, weightKg: facts.weightKg }) ??
    refusal ??
    unprintable(operative);
  if (reason) return held(input, reason);
  // Every seal printed and not yet used, or none moves and the recording (with the customer's
  // signature and photos) waits for the office, saying which seal and why.
  const claim = await claimSeals(tx, booking.id, facts.seals, recordedAt);
  if (claim.status === "refused") {
    const why = claim.refusals.map((r) => r.message).join(" ");
    return held(input, why, texts.heldBecause(why));
  }
  const actor = { kind: "crew", email: crew.email } as const;
  if (booking.status === "requested") {
    await tx.booking.update({ where: { id: booking.id }, data: { status: "confirmed" } });
    await tx.bookingEvent.create({
      data: eventData(booking.id, "confirmed", actor, recordingHistory.confirmedByCollection),
    });
    booking = { ...booking, status: "confirmed" };
  }
  const recordingId = await input.store("applied", null);
  const collection = {
    collectedAt: recordedAt,
    quantity: facts.count,
    weightKg: facts.weightKg === null ? null : weightKgField(facts.weightKg),
    sealNumbers: sealNumbersField(facts.seals),
    operative,
  };
  const outcome = await collectLockedBooking(tx, booking, actor, collection, recordingId);
  // Checked above under the same lock; a refusal now rolls everything back.
  if (outcome.status === "refused") throw new Error(outcome.message);
  await recordTimeOnSite(tx, booking.id, recordedAt);
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
      whatCollected: collectedLabel(facts.count, booking.contractId !== null),
      count: facts.count,
      weightKg: facts.weightKg,
      seals: facts.seals,
      collectedAt: recordedAt,
      operative,
      signedBy: facts.signedBy,
      signaturePng: facts.signaturePng,
      crewSignaturePng: facts.crewSignaturePng,
    }),
  );
  return { state: "applied", recordingId, mailed: true };
}

/** The certificate prints the operative's name: a name no font prints is held, as the form refuses it. */
function unprintable(operative: string): string | null {
  const missing = unprintableCharacters(operative);
  return missing.length ? certificateMessages.cannotPrint(missing) : null;
}
