import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { SealState } from "@/generated/prisma/enums";
import { DEFAULT_DESTRUCTION_PLACE, serviceMethod } from "@/lib/certificates/certificate-rules";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { db } from "@/lib/server/db";
import { lockBooking } from "@/lib/bookings/booking-changes";
import { destroyLockedBooking } from "@/lib/custody/job-steps";
import { lockNamespaces } from "@/lib/server/lock-namespaces";
import { certificateEmails } from "@/lib/custody/job-notifications";
import { custodyTexts as texts } from "./custody-texts";
import { runCounts } from "./runs";
import { destroyedTime, scanVerdict } from "./scan-rules";
import { parseSeal } from "@/lib/shared/seal-number";
import type { Scan, ScanAnswer } from "./scan-schema";

// One seal scanned into the shredder, in ONE transaction: the scan is stored once under
// the phone's idempotency key with its outcome; the seal's row is locked and moves collected ->
// destroyed, or the scan is refused with its reason and nothing else changes. When that seal was
// the last of its job still to go, the job's destruction is recorded from the runs through the
// office's own Mark as destroyed path (destroyLockedBooking), which issues and e-mails the
// certificate. The booking's row lock, taken after the seal's, makes two runs scanning a job's last
// two seals at once queue there: the second sees the first's seal destroyed, so exactly one of
// them issues the certificate.

type Tx = Prisma.TransactionClient;

/** The seal's row, locked until the scan's transaction ends; null when it was never printed. */
async function lockSeal(tx: Tx, number: number) {
  const [row] = await tx.$queryRaw<
    { state: SealState; bookingId: string | null; collectedAt: Date | null }[]
  >`select state, booking_id as "bookingId", collected_at as "collectedAt"
    from seals where number = ${number} for update`;
  return row ?? null;
}

export type ScanOutcome =
  { found: false; message: string } | { found: true; answer: ScanAnswer; mailed: boolean };

/** The job's destruction from its seals: the last one's time, the service's method, the facility. */
async function destroyJobIfDone(
  tx: Tx,
  bookingId: string,
  operator: string,
  by: CrewMember,
  now: Date,
): Promise<string | null> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking || booking.status !== "collected") return null;
  const [left] = await tx.$queryRaw<{ waiting: bigint; last: Date | null }[]>`
    select count(*) filter (where state <> 'destroyed') as waiting, max(destroyed_at) as last
    from seals where booking_id = ${bookingId}::uuid`;
  if (!left || left.waiting > 0n || !left.last) return null;
  const actor = by.isOffice
    ? ({ kind: "admin", email: by.email } as const)
    : ({ kind: "crew", email: by.email } as const);
  const outcome = await destroyLockedBooking(
    tx,
    booking,
    actor,
    {
      destroyedAt: left.last,
      destroyedBy: operator,
      method: serviceMethod(booking.serviceType),
      place: DEFAULT_DESTRUCTION_PLACE,
    },
    now,
    certificateEmails,
  );
  if (outcome.status !== "done" || !outcome.certificate) return null;
  return texts.certificateIssued(outcome.certificate.number, booking.reference);
}

/**
 * Applies `scan` to run `runId` for `by` (the caller has checked the schema and the Crew or Office
 * role). `now` is the server's clock.
 */
export function scanSeal(
  runId: string,
  scan: Omit<Scan, "runId">,
  by: CrewMember,
  now: Date = new Date(),
): Promise<ScanOutcome> {
  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`
        select pg_advisory_xact_lock(${lockNamespaces.destructionScan}::int, hashtext(${scan.key}))`;
      const answerOf = async (status: ScanAnswer["status"], message: string, duplicate: boolean) =>
        ({ status, message, duplicate, ...(await runCounts(runId, tx)) }) satisfies ScanAnswer;

      const stored = await tx.destructionScan.findUnique({
        where: { idempotencyKey: scan.key },
        select: { runId: true, refusal: true, sealText: true },
      });
      if (stored) {
        // The same key again answers what the first answered; nothing is stored twice.
        const message = stored.refusal ?? texts.destroyed(stored.sealText);
        return {
          found: true,
          answer: await answerOf(stored.refusal ? "refused" : "destroyed", message, true),
          mailed: false,
        };
      }

      const [run] = await tx.$queryRaw<{ operator: string; ended: boolean }[]>`
        select operator, ended_at is not null as ended
        from destruction_runs where id = ${runId}::uuid for share`;
      if (!run) return { found: false, message: texts.noRun };

      const number = parseSeal(scan.sealText);
      const seal = number === null || run.ended ? null : await lockSeal(tx, number);
      const verdict = scanVerdict(scan.sealText, seal, run.ended);
      const scannedAt = new Date(scan.scannedAt);
      const store = (refusal: string | null) =>
        tx.destructionScan.create({
          data: {
            idempotencyKey: scan.key,
            runId,
            sealText: verdict.kind === "destroy" ? verdict.seal : scan.sealText,
            scannedAt,
            receivedAt: now,
            refusal,
          },
        });

      if (verdict.kind === "refuse" || !seal?.bookingId) {
        const reason =
          verdict.kind === "refuse" ? verdict.reason : texts.notCollected(verdict.seal);
        await store(reason);
        return { found: true, answer: await answerOf("refused", reason, false), mailed: false };
      }

      await store(null);
      await tx.seal.update({
        where: { number: verdict.number },
        data: {
          state: "destroyed",
          runId,
          destroyedAt: destroyedTime(scannedAt, seal.collectedAt, now),
        },
      });
      const certificate = await destroyJobIfDone(tx, seal.bookingId, run.operator, by, now);
      const message = [texts.destroyed(verdict.seal), certificate].filter(Boolean).join(" ");
      return {
        found: true,
        answer: await answerOf("destroyed", message, false),
        mailed: certificate !== null,
      };
    },
    // The certificate's PDF is drawn for the e-mail inside the transaction, as the office's is.
    { maxWait: 15_000, timeout: 20_000 },
  );
}
