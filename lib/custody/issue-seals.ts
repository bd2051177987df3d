import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { LABELS_PER_SHEET, MAX_SHEETS } from "./label-layout";

// Print labels: the seal numbers are drawn in the transaction that records the print,
// as certificate and invoice numbers are (lib/certificates/certificates.ts). The counter's one row
// is created on first use and locked by the same statement that moves it on, so a second print
// waits for the first to commit and continues after its last number: no number is shared, and
// none is skipped (a print that fails rolls its draw back with it).

type Tx = Prisma.TransactionClient;

/** One print of labels, as recorded: who, when, which range, how many sheets. */
export type LabelPrintRecord = {
  id: string;
  firstNumber: number;
  lastNumber: number;
  sheets: number;
  printedBy: string;
  printedAt: Date;
};

/** Draws `count` consecutive seal numbers; the counter row stays locked until the commit. */
async function drawSeals(tx: Tx, count: number): Promise<{ first: number; last: number }> {
  const [{ last }] = await tx.$queryRaw<[{ last: number }]>`
    insert into seal_counters (id, last) values (1, ${count})
    on conflict (id) do update set last = seal_counters.last + ${count}
    returning last`;
  return { first: last - count + 1, last };
}

/** Issues 24 seals a sheet for `sheets` sheets (1 to MAX_SHEETS), recorded as one print. */
export async function issueSeals(sheets: number, printedBy: string): Promise<LabelPrintRecord> {
  if (!Number.isInteger(sheets) || sheets < 1 || sheets > MAX_SHEETS) {
    throw new RangeError(`${sheets} sheets is not 1 to ${MAX_SHEETS}`);
  }
  return db().$transaction(async (tx) => {
    const { first, last } = await drawSeals(tx, sheets * LABELS_PER_SHEET);
    const print = await tx.labelPrint.create({
      data: { firstNumber: first, lastNumber: last, sheets, printedBy },
    });
    await tx.seal.createMany({
      data: Array.from({ length: last - first + 1 }, (_, i) => ({
        number: first + i,
        printId: print.id,
      })),
    });
    return print;
  });
}
