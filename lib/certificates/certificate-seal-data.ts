import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { CertificateSeal } from "./certificate-seals";

// The seals a certificate of destruction states, read in the transaction that issues
// it: every seal collected on the job, with when it was collected and when it was scanned into
// the shredder. A seal the office's Mark as destroyed covered before any run scanned it is stated
// destroyed when the office certified the job destroyed (docs/decisions.md).

type Tx = Prisma.TransactionClient;

export async function sealsToCertify(
  tx: Tx,
  bookingId: string,
  job: { collectedAt: Date; destroyedAt: Date },
): Promise<(CertificateSeal & { collectedAt: Date; destroyedAt: Date })[]> {
  const rows = await tx.seal.findMany({
    where: { bookingId },
    select: { number: true, collectedAt: true, destroyedAt: true },
    orderBy: { number: "asc" },
  });
  return rows.map((row) => ({
    number: row.number,
    collectedAt: row.collectedAt ?? job.collectedAt,
    destroyedAt: row.destroyedAt ?? job.destroyedAt,
  }));
}
