import "server-only";
import { db } from "@/lib/server/db";
import { custodyTimeline, type CustodyFacts, type CustodyTimeline } from "./custody-timeline";

// What the admin's job page reads for its chain of custody: the job's seals with the
// prints and runs they belong to, its collection (with the crew's recording at the door), its
// destruction record and its certificates. Four reads side by side; Prisma fetches each relation
// in one batched query (ten queries in all, measured), whatever the number of seals, prints and
// runs: never one query a seal. Called from the Office's booking page (adminPage), which has
// checked the role, and from the customer's timeline once it has read the manage link's token.

export async function jobCustody(bookingId: string): Promise<CustodyTimeline> {
  return custodyTimeline(await jobCustodyFacts(bookingId));
}

/**
 * The facts behind the timeline, as read: the office's page puts them in order, the customer's
 * (customer-timeline.ts) projects them without what is only the office's.
 */
export async function jobCustodyFacts(bookingId: string): Promise<CustodyFacts> {
  const [seals, collection, destruction, certificates] = await Promise.all([
    db().seal.findMany({
      where: { bookingId },
      orderBy: { number: "asc" },
      select: {
        number: true,
        state: true,
        printId: true,
        runId: true,
        destroyedAt: true,
        print: {
          select: {
            id: true,
            firstNumber: true,
            lastNumber: true,
            sheets: true,
            printedBy: true,
            printedAt: true,
          },
        },
        run: {
          select: {
            id: true,
            operator: true,
            startedAt: true,
            endedAt: true,
            phoneStartedAt: true,
            phoneEndedAt: true,
            shredder: { select: { name: true } },
          },
        },
      },
    }),
    db().jobCollection.findUnique({
      where: { bookingId },
      select: {
        collectedAt: true,
        operative: true,
        sealNumbers: true,
        recordedBy: true,
        recordedAt: true,
        recording: {
          select: {
            deviceLabel: true,
            recordedAt: true,
            signedBy: true,
            user: { select: { name: true, email: true } },
          },
        },
      },
    }),
    db().jobDestruction.findUnique({
      where: { bookingId },
      select: {
        destroyedAt: true,
        destroyedBy: true,
        method: true,
        place: true,
        recordedBy: true,
      },
    }),
    db().certificate.findMany({
      where: { bookingId },
      orderBy: { issuedAt: "asc" },
      select: {
        number: true,
        checkCode: true,
        issuedAt: true,
        issuedBy: true,
        supersededBy: { select: { number: true } },
      },
    }),
  ]);

  const prints = new Map(seals.map((s) => [s.print.id, s.print]));
  const runs = new Map(
    seals.flatMap((s) =>
      s.run ? [[s.run.id, { ...s.run, shredder: s.run.shredder.name }] as const] : [],
    ),
  );
  const recording = collection?.recording;
  return {
    seals: seals.map(({ number, state, printId, runId, destroyedAt }) => ({
      number,
      state,
      printId,
      runId,
      destroyedAt,
    })),
    prints: [...prints.values()],
    runs: [...runs.values()],
    collection: collection && {
      collectedAt: collection.collectedAt,
      operative: collection.operative,
      sealText: collection.sealNumbers,
      recordedBy: collection.recordedBy,
      recordedAt: collection.recordedAt,
      recording: recording
        ? {
            by: recording.user.name?.trim() || recording.user.email,
            byEmail: recording.user.email,
            deviceLabel: recording.deviceLabel,
            recordedAt: recording.recordedAt,
            signedBy: recording.signedBy,
          }
        : null,
    },
    destruction,
    certificates: certificates.map(({ supersededBy, ...c }) => ({
      ...c,
      supersededBy: supersededBy?.number ?? null,
    })),
  };
}
