import "server-only";
import type { Prisma } from "@/generated/prisma/client";

// The office's own Mark as destroyed (the hand record, kept for jobs the facility could not
// scan) on a job whose seals were printed and collected: its seals still waiting are destroyed at
// the typed time, outside any run, in the transaction that records the destruction. Without this
// they would count as awaiting destruction on Today and in the Custody report for ever, beside a
// certificate saying they were destroyed. A run's last scan reaches the same path with every seal
// already destroyed, so nothing moves then. The timeline shows the hand record as its own step.

export async function destroyWaitingSealsByHand(
  tx: Prisma.TransactionClient,
  bookingId: string,
  destroyedAt: Date,
): Promise<number> {
  const { count } = await tx.seal.updateMany({
    where: { bookingId, state: "collected" },
    data: { state: "destroyed", destroyedAt },
  });
  return count;
}
