import { db } from "@/lib/server/db";
import { formatSeal } from "@/lib/custody/seal-number";

// Seals planted straight into the tables (issue 38): a print of numbered labels, and some of them
// collected on a job with the job's collection record, as the crew's phone or the office leaves them.

/** Labels `first` to `last` printed (state issued). */
export async function printSeals(first: number, last: number): Promise<void> {
  const print = await db().labelPrint.create({
    data: { firstNumber: first, lastNumber: last, sheets: 1, printedBy: "office@example.test" },
  });
  await db().seal.createMany({
    data: Array.from({ length: last - first + 1 }, (_, i) => ({
      number: first + i,
      printId: print.id,
    })),
  });
}

/** The job (status collected) collected `at` with `numbers` (already printed) on it. */
export async function collectSeals(bookingId: string, numbers: number[], at: Date): Promise<void> {
  await db().booking.update({ where: { id: bookingId }, data: { status: "collected" } });
  await db().jobCollection.create({
    data: {
      bookingId,
      quantity: numbers.length,
      sealNumbers: numbers.map(formatSeal).join(", "),
      operative: "Sam Carter",
      collectedAt: at,
      recordedBy: "crew@example.test",
    },
  });
  await db().seal.updateMany({
    where: { number: { in: numbers } },
    data: { state: "collected", bookingId, collectedAt: at },
  });
}
