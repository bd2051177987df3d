import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { parseSeal } from "@/lib/shared/seal-number";
import { judgeSeal, type SealRow } from "./seal-claim-rules";

// Seals put on a job at collection, inside the caller's transaction (the office's Mark
// as collected, a crew recording): every seal is checked under its row lock, then all of them move
// issued -> collected, or none does. Rows are locked in number order, so two collections sharing
// seals queue rather than deadlock; the second then reads the first's job and is refused.

type Tx = Prisma.TransactionClient;

/** A refused seal: its index in the list given (so the phone shows it at its field) and why. */
export type SealRefusal = { index: number; message: string };
export type SealClaim = { status: "claimed" } | { status: "refused"; refusals: SealRefusal[] };

/** Locks the rows of `numbers` (in number order) and reads them with their job's reference. */
async function lockedSeals(tx: Tx, numbers: number[]): Promise<Map<number, SealRow>> {
  if (numbers.length === 0) return new Map();
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  await tx.$queryRaw`
    select number from seals where number = any(${sorted}::int[]) order by number for update`;
  // Read after the lock, in a statement of its own: a collection that held the lock first has
  // committed by now, and this read sees its job (a join in the locking statement would not).
  const rows = await tx.seal.findMany({
    where: { number: { in: sorted } },
    select: {
      number: true,
      state: true,
      bookingId: true,
      booking: { select: { reference: true } },
    },
  });
  return new Map(
    rows.map(({ booking, ...row }) => [
      row.number,
      { ...row, reference: booking?.reference ?? null },
    ]),
  );
}

/** What refusing `texts` for `bookingId` would say, without moving anything (the phone's check). */
export async function sealRefusals(
  tx: Tx,
  bookingId: string,
  texts: readonly string[],
): Promise<{ refusals: SealRefusal[]; claims: number[] }> {
  const numbers = texts.map(parseSeal).filter((n): n is number => n !== null);
  const rows = await lockedSeals(tx, numbers);
  const refusals: SealRefusal[] = [];
  const claims: number[] = [];
  texts.forEach((text, index) => {
    const number = parseSeal(text);
    const verdict = judgeSeal(text, number === null ? null : (rows.get(number) ?? null), bookingId);
    if (verdict.kind === "refused") refusals.push({ index, message: verdict.message });
    else if (verdict.kind === "claim" && !claims.includes(verdict.number)) {
      claims.push(verdict.number);
    }
  });
  return { refusals, claims };
}

/**
 * Puts the seals `texts` on the job `bookingId`, collected at `at`: all of them, or (with the
 * refusals per seal) none.
 */
export async function claimSeals(
  tx: Tx,
  bookingId: string,
  texts: readonly string[],
  at: Date,
): Promise<SealClaim> {
  const { refusals, claims } = await sealRefusals(tx, bookingId, texts);
  if (refusals.length) return { status: "refused", refusals };
  if (claims.length) {
    await tx.seal.updateMany({
      where: { number: { in: claims }, state: "issued" },
      data: { state: "collected", bookingId, collectedAt: at },
    });
  }
  return { status: "claimed" };
}

/** A seal's standing for the phone's check at its field: null when it may be collected. */
export async function sealCheck(tx: Tx, text: string): Promise<string | null> {
  // No job yet: any job's seal (even this stop's, which is not collected) reads as used.
  const { refusals } = await sealRefusals(tx, "00000000-0000-0000-0000-000000000000", [text]);
  return refusals[0]?.message ?? null;
}
