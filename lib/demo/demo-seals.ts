import "server-only";
import { db } from "@/lib/server/db";

// The demo's seal labels: a job's seals must have been printed before the office
// records them, so the demo prints each job's labels just before its collection, drawing the
// numbers it names, and moves the seal counter past them so a real print never reuses one.

export async function printDemoSeals(numbers: number[], printedBy: string, at: Date) {
  const last = Math.max(...numbers);
  await db().$executeRaw`
    insert into seal_counters (id, last) values (1, ${last})
    on conflict (id) do update set last = greatest(seal_counters.last, ${last})`;
  await db().labelPrint.create({
    data: {
      firstNumber: Math.min(...numbers),
      lastNumber: last,
      sheets: 1,
      printedBy,
      printedAt: at,
      seals: { create: numbers.map((number) => ({ number })) },
    },
  });
}
