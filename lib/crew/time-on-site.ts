import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { timeOnSiteSeconds } from "./time-on-site-rules";

// Stores the time on site when a Collected recording is applied (recording-effects.ts, inside its
// transaction): from the latest Arrived the crew recorded at the stop before it. None, or one
// further back than a visit lasts, leaves it null.

type Tx = Prisma.TransactionClient;

export async function recordTimeOnSite(tx: Tx, bookingId: string, collectedAt: Date) {
  const arrived = await tx.crewRecording.findFirst({
    where: { bookingId, kind: "arrived", state: "applied", recordedAt: { lte: collectedAt } },
    orderBy: { recordedAt: "desc" },
    select: { recordedAt: true },
  });
  if (!arrived) return;
  const seconds = timeOnSiteSeconds(arrived.recordedAt, collectedAt);
  if (seconds === null) return;
  await tx.jobCollection.update({ where: { bookingId }, data: { timeOnSiteSeconds: seconds } });
}

/** The job's stored time on site in seconds, for its admin page (adminPage has checked the role). */
export async function timeOnSiteOf(bookingId: string): Promise<number | null> {
  const row = await db().jobCollection.findUnique({
    where: { bookingId },
    select: { timeOnSiteSeconds: true },
  });
  return row?.timeOnSiteSeconds ?? null;
}
