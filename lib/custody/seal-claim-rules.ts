import type { SealState } from "@/generated/prisma/enums";
import { custodyTexts } from "./custody-texts";
import { formatSeal, parseSeal } from "@/lib/shared/seal-number";
import { canMoveSeal } from "./seal-states";

// Whether a seal typed or scanned at collection may go on a job, pure so the message
// for each state is tested alone: a seal must have been printed (issued) and not yet used. The
// server-only part (claim-seals.ts) reads and moves the rows under their locks.

/** A seal's row as the claim reads it, with the reference of the job it is on (if any). */
export type SealRow = {
  number: number;
  state: SealState;
  bookingId: string | null;
  reference: string | null;
};

export type SealVerdict =
  /** Issued: it moves to collected on this job. */
  | { kind: "claim"; number: number }
  /** Already collected on this very job (a correction listing it again): nothing moves. */
  | { kind: "ours"; number: number }
  | { kind: "refused"; message: string };

/** How a seal is named in a message: as printed when it reads as one, else as typed. */
export const sealName = (text: string) => {
  const number = parseSeal(text);
  return number === null ? text.trim().toUpperCase() : formatSeal(number);
};

/** The verdict on `text` for the job `bookingId`, given its row (null: no such seal printed). */
export function judgeSeal(text: string, row: SealRow | null, bookingId: string): SealVerdict {
  const number = parseSeal(text);
  if (number === null || row === null || row.number !== number) {
    return { kind: "refused", message: custodyTexts.neverIssued(sealName(text)) };
  }
  if (row.bookingId === bookingId && row.state === "collected") return { kind: "ours", number };
  if (!canMoveSeal(row.state, "collected")) {
    return {
      kind: "refused",
      message: custodyTexts.alreadyOn(formatSeal(number), row.reference ?? "another job"),
    };
  }
  return { kind: "claim", number };
}

/**
 * The seals in the office's "Security seal numbers" field (the crew's list is stored as
 * "S-000001, S-000002"): split at commas, semicolons and spaces, empty parts dropped.
 */
export const sealsOfText = (text: string | null | undefined): string[] =>
  (text ?? "").split(/[\s,;]+/).filter(Boolean);

/**
 * The seals a correction must check: those it adds to what the job's record listed. What was
 * listed before stays as it was, so a job recorded before seals were printed keeps its typed
 * text, and a seal already on the job is not asked again.
 */
export function addedSeals(before: string | null, after: string | null): string[] {
  const listed = new Set(sealsOfText(before).map((seal) => seal.toUpperCase()));
  return sealsOfText(after).filter((seal) => !listed.has(seal.toUpperCase()));
}
