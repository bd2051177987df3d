import "server-only";
import type { Actor } from "@/lib/shared/actor";
import type { Prisma } from "@/generated/prisma/client";
import { jobActionRefusal, manageMessages, type JobAction } from "@/lib/bookings/lifecycle-rules";
import { methodLabels, quantityLabel } from "@/lib/certificates/certificate-rules";
import { jobMessages } from "@/lib/custody/job-schema";
import { claimSeals } from "@/lib/custody/claim-seals";
import { destroyWaitingSealsByHand } from "@/lib/custody/destroy-by-hand";
import { addedSeals, sealsOfText } from "@/lib/custody/seal-claim-rules";
import { db } from "@/lib/server/db";
import { todayInLondon } from "@/lib/shared/dates";
import { invoiceEmails } from "@/lib/invoices/invoice-notifications";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import {
  eventData,
  lockBooking,
  type CrewActor,
  type ManagedBooking,
} from "@/lib/bookings/booking-changes";
import {
  issueCertificate,
  type CertificateRecord,
  type CollectionRecord,
  type DestructionRecord,
} from "@/lib/certificates/certificates";
import { issueBookingInvoice } from "@/lib/invoices/invoices";

// The office's job workflow: Confirm booking, Mark as collected, Mark as destroyed
// (which issues the certificate at once), and a corrected certificate. Each step locks the
// booking's row, checks that it follows the one before (none skipped or repeated, never on a
// cancelled booking), and stores its record, its history row and its e-mails together.

type Tx = Prisma.TransactionClient;
type Admin = Extract<Actor, { kind: "admin" }>;
export type StepOutcome =
  | { status: "done"; certificate?: CertificateRecord }
  | { status: "refused"; message: string; field?: string };

/** A destruction recorded before the collection it follows is refused, at its field. */
function beforeCollection(collection: CollectionRecord, destruction: DestructionRecord) {
  return destruction.destroyedAt < collection.collectedAt
    ? ({
        status: "refused",
        message: jobMessages.destroyedBeforeCollection,
        field: "destroyed_at",
      } as const)
    : null;
}

type CertificateEmails = (
  certificate: CertificateRecord,
  booking: ManagedBooking,
) => Promise<OutgoingEmail[]>;

async function step<T extends StepOutcome>(
  id: string,
  action: JobAction | "correct",
  work: (tx: Tx, booking: ManagedBooking) => Promise<T>,
): Promise<StepOutcome> {
  return db().$transaction(
    async (tx) => {
      const booking = await lockBooking(tx, id);
      if (!booking) return { status: "refused", message: manageMessages.notFound };
      const refusal =
        action === "correct"
          ? booking.status === "certificate_issued"
            ? null
            : "Only an issued certificate can be corrected."
          : jobActionRefusal(action, booking.status);
      if (refusal) return { status: "refused", message: refusal };
      return work(tx, booking);
    },
    // Drawing the PDF for the e-mail takes a moment inside the transaction, and a busy office may
    // queue for the counter's lock or a pooled connection.
    { maxWait: 15_000, timeout: 20_000 },
  );
}

/** Requested -> Confirmed, and the customer's 'Booking confirmed' e-mail. */
export function confirmBooking(
  id: string,
  admin: Admin,
  emails: (booking: ManagedBooking) => OutgoingEmail[],
): Promise<StepOutcome> {
  return step(id, "confirm", async (tx, booking) => {
    await tx.booking.update({ where: { id }, data: { status: "confirmed" } });
    await tx.bookingEvent.create({ data: eventData(id, "confirmed", admin) });
    for (const email of emails(booking)) await enqueueEmail(tx, { ...email, bookingId: id });
    return { status: "done" };
  });
}

const collectionDetail = (c: CollectionRecord) =>
  [
    quantityLabel(c.quantity),
    c.weightKg ? `${c.weightKg} kg` : null,
    c.sealNumbers ? `seals ${c.sealNumbers}` : null,
    `operative ${c.operative}`,
  ]
    .filter(Boolean)
    .join(", ");

/**
 * Records (or, for a correction, re-records) what the operative collected. A crew recording's
 * record names the recording it came from; a correction keeps that link (the history says who
 * corrected it).
 */
async function saveCollection(
  tx: Tx,
  bookingId: string,
  c: CollectionRecord,
  by: Admin | CrewActor,
  recordingId?: string,
) {
  const data = { ...c, recordedBy: by.email, recordedAt: new Date(), recordingId };
  await tx.jobCollection.upsert({
    where: { bookingId },
    create: { bookingId, ...data },
    update: data,
  });
}

/** Records (or, for a correction, re-records) how and where the material was destroyed. */
async function saveDestruction(
  tx: Tx,
  bookingId: string,
  d: DestructionRecord,
  by: Admin | CrewActor,
) {
  const data = { ...d, recordedBy: by.email, recordedAt: new Date() };
  await tx.jobDestruction.upsert({
    where: { bookingId },
    create: { bookingId, ...data },
    update: data,
  });
}

const asCollection = (row: {
  collectedAt: Date;
  quantity: number;
  weightKg: Prisma.Decimal | null;
  sealNumbers: string | null;
  operative: string;
}): CollectionRecord => ({
  collectedAt: row.collectedAt,
  quantity: row.quantity,
  weightKg: row.weightKg?.toString() ?? null,
  sealNumbers: row.sealNumbers,
  operative: row.operative,
});

/**
 * Confirmed -> Collected on a booking whose row the caller has locked: the one path of "Mark as
 * collected", whether the office typed it (recordCollection) or a crew member recorded it at the
 * door (lib/crew/apply-recording.ts, inside the recording's own transaction).
 */
export async function collectLockedBooking(
  tx: Tx,
  booking: ManagedBooking,
  by: Admin | CrewActor,
  collection: CollectionRecord,
  recordingId?: string,
): Promise<StepOutcome> {
  const refusal = jobActionRefusal("collect", booking.status);
  if (refusal) return { status: "refused", message: refusal };
  await saveCollection(tx, booking.id, collection, by, recordingId);
  await tx.booking.update({ where: { id: booking.id }, data: { status: "collected" } });
  await tx.bookingEvent.create({
    data: eventData(booking.id, "collected", by, collectionDetail(collection)),
  });
  return { status: "done" };
}

/**
 * The office's seals: each one it lists must have been printed and not yet used; they
 * are put on the job, or the field is refused with every seal's reason and nothing moves.
 */
async function claimTypedSeals(
  tx: Tx,
  bookingId: string,
  seals: string[],
  at: Date,
): Promise<Extract<StepOutcome, { status: "refused" }> | null> {
  const claim = await claimSeals(tx, bookingId, seals, at);
  if (claim.status === "claimed") return null;
  const message = claim.refusals.map((refusal) => refusal.message).join(" ");
  return { status: "refused", message, field: "seal_numbers" };
}

/** The office's Mark as collected: Confirmed -> Collected, with what was collected. */
export function recordCollection(
  id: string,
  admin: Admin,
  collection: CollectionRecord,
): Promise<StepOutcome> {
  return step(id, "collect", async (tx, booking) => {
    const seals = sealsOfText(collection.sealNumbers);
    const refusal = await claimTypedSeals(tx, booking.id, seals, collection.collectedAt);
    return refusal ?? collectLockedBooking(tx, booking, admin, collection);
  });
}

async function issueAndSend(
  tx: Tx,
  input: Parameters<typeof issueCertificate>[1] & { booking: ManagedBooking },
  admin: Admin | CrewActor,
  emails: CertificateEmails,
): Promise<CertificateRecord> {
  const certificate = await issueCertificate(tx, input);
  const detail = certificate.supersedes
    ? `${certificate.number} (supersedes ${certificate.supersedes})`
    : certificate.number;
  await tx.bookingEvent.create({
    data: eventData(input.booking.id, "certificate_issued", admin, detail),
  });
  for (const email of await emails(certificate, input.booking)) {
    await enqueueEmail(tx, {
      ...email,
      bookingId: input.booking.id,
      certificateId: certificate.id,
    });
  }
  return certificate;
}

/**
 * Collected -> Destroyed -> Certificate issued on a booking whose row the caller has locked: the
 * one path of "Mark as destroyed", whether the office typed it (recordDestruction) or the job's
 * last seal went into the shredder in a destruction run (lib/custody/scan-seal.ts, inside the
 * scan's own transaction). The destruction's record, then the certificate, numbered and e-mailed
 * (through the outbox) in the same transaction. A job not yet invoiced (one not paid by card in
 * advance) is invoiced in that transaction too, its time of supply the day it was collected; a
 * regular contract's visit under its contract, unless the contract is invoiced monthly in arrears
 * (then the month's invoice covers it).
 */
export async function destroyLockedBooking(
  tx: Tx,
  booking: ManagedBooking,
  by: Admin | CrewActor,
  destruction: DestructionRecord,
  now: Date,
  emails: CertificateEmails,
): Promise<StepOutcome> {
  const stepRefusal = jobActionRefusal("destroy", booking.status);
  if (stepRefusal) return { status: "refused", message: stepRefusal };
  const id = booking.id;
  const collection = asCollection(
    await tx.jobCollection.findUniqueOrThrow({ where: { bookingId: booking.id } }),
  );
  const refusal = beforeCollection(collection, destruction);
  if (refusal) return refusal;
  await saveDestruction(tx, booking.id, destruction, by);
  await destroyWaitingSealsByHand(tx, id, destruction.destroyedAt);
  await tx.bookingEvent.create({
    data: eventData(id, "destroyed", by, methodLabels[destruction.method]),
  });
  const certificate = await issueAndSend(
    tx,
    { booking, collection, destruction, issuedBy: by.email, now },
    by,
    emails,
  );
  await tx.booking.update({ where: { id }, data: { status: "certificate_issued" } });
  const { contract } = await tx.booking.findUniqueOrThrow({
    where: { id },
    select: {
      contract: { select: { id: true, number: true, purchaseOrder: true, invoicing: true } },
    },
  });
  // A 'Monthly in arrears' contract's visit is invoiced with its month (contract-invoices.ts).
  if (contract?.invoicing !== "monthly_in_arrears") {
    await issueBookingInvoice(tx, {
      booking,
      supplyDay: todayInLondon(collection.collectedAt),
      // The invoice's own history knows the office or the system; a run's scan is the system's.
      actor: by.kind === "admin" ? by : { kind: "system" },
      now,
      emails: invoiceEmails,
      contract: contract ?? undefined,
    });
  }
  return { status: "done", certificate };
}

/** The office's Mark as destroyed: Collected -> Destroyed -> Certificate issued. */
export function recordDestruction(
  id: string,
  admin: Admin,
  destruction: DestructionRecord,
  now: Date,
  emails: CertificateEmails,
): Promise<StepOutcome> {
  return step(id, "destroy", (tx, booking) =>
    destroyLockedBooking(tx, booking, admin, destruction, now, emails),
  );
}

/**
 * A correction: the job's records are replaced and a new certificate supersedes the current one.
 * The old certificate is not touched: it stays verifiable, marked superseded.
 */
export function correctCertificate(
  id: string,
  admin: Admin,
  collection: CollectionRecord,
  destruction: DestructionRecord,
  now: Date,
  emails: CertificateEmails,
): Promise<StepOutcome> {
  return step(id, "correct", async (tx, booking) => {
    const refusal = beforeCollection(collection, destruction);
    if (refusal) return refusal;
    const current = await tx.certificate.findFirstOrThrow({
      where: { bookingId: booking.id, supersededBy: { is: null } },
      select: { id: true },
    });
    // Only the seals the correction adds are claimed. One it no longer lists stays collected on
    // this job: a seal's state only moves forward (docs/decisions.md).
    const before = await tx.jobCollection.findUnique({
      where: { bookingId: booking.id },
      select: { sealNumbers: true },
    });
    const added = addedSeals(before?.sealNumbers ?? null, collection.sealNumbers);
    const sealRefusal = await claimTypedSeals(tx, booking.id, added, collection.collectedAt);
    if (sealRefusal) return sealRefusal;
    await saveCollection(tx, booking.id, collection, admin);
    await saveDestruction(tx, booking.id, destruction, admin);
    // A seal the correction adds was destroyed with the job, as the corrected record says.
    await destroyWaitingSealsByHand(tx, booking.id, destruction.destroyedAt);
    const certificate = await issueAndSend(
      tx,
      { booking, collection, destruction, issuedBy: admin.email, now, supersedesId: current.id },
      admin,
      emails,
    );
    return { status: "done", certificate };
  });
}

/** The job's records, for the admin's booking page (and the correction form's defaults). */
export async function jobRecords(bookingId: string) {
  const [collection, destruction] = await Promise.all([
    db().jobCollection.findUnique({ where: { bookingId } }),
    db().jobDestruction.findUnique({ where: { bookingId } }),
  ]);
  return {
    collection: collection && asCollection(collection),
    destruction: destruction && {
      destroyedAt: destruction.destroyedAt,
      destroyedBy: destruction.destroyedBy,
      method: destruction.method,
      place: destruction.place,
    },
  };
}
