// Printed seals for tests (issue 38): the labels' print is another helper's, so tests plant a
// LabelPrint and its issued Seal rows directly, drawing numbers from the seal counter as a print
// does, and use the numbers as printed ("S-000001").
import { formatSeal } from "@/lib/custody/seal-number";
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
