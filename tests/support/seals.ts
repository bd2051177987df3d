// Printed seals for tests: the labels' print is another helper's, so tests plant a
// LabelPrint and its issued Seal rows directly, drawing numbers from the seal counter as a print
// does, and use the numbers as printed ("S-000001").
import { formatSeal } from "@/lib/shared/seal-number";
import { db } from "@/lib/server/db";

/** `count` newly printed (issued) seals, as printed on their labels. */
export async function plantSeals(count: number): Promise<string[]> {
  const [row] = await db().$queryRaw<{ last: number }[]>`
    insert into seal_counters (id, last) values (1, ${count})
    on conflict (id) do update set last = seal_counters.last + ${count}
    returning last`;
  const last = row!.last;
  const first = last - count + 1;
  const numbers = Array.from({ length: count }, (_, i) => first + i);
  await db().labelPrint.create({
    data: {
      firstNumber: first,
      lastNumber: last,
      sheets: Math.ceil(count / 24),
      printedBy: "office@example.test",
      seals: { create: numbers.map((number) => ({ number })) },
    },
  });
  return numbers.map(formatSeal);
}

// Seals planted straight into the tables: a print of numbered labels, and some of them
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
