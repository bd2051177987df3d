import type { SealState } from "@/generated/prisma/enums";
import { custodyTexts as texts } from "./custody-texts";
import { formatSeal, parseSeal } from "@/lib/shared/seal-number";
import { canMoveSeal } from "./seal-states";

// What a scan at the shredder answers for the seal it read, decided from the seal's row
// as locked in the scan's transaction. Pure, so every state's answer is unit tested.

export type ScanVerdict =
  { kind: "destroy"; number: number; seal: string } | { kind: "refuse"; reason: string };

/**
 * `sealText` as scanned or typed; `row` the seal's state (null: no such seal was ever printed);
 * `runEnded` whether the run has already ended.
 */
export function scanVerdict(
  sealText: string,
  row: { state: SealState } | null,
  runEnded: boolean,
): ScanVerdict {
  if (runEnded) return { kind: "refuse", reason: texts.runEnded };
  const number = parseSeal(sealText);
  if (number === null) return { kind: "refuse", reason: texts.notASeal(sealText.trim()) };
  const seal = formatSeal(number);
  if (!row) return { kind: "refuse", reason: texts.neverIssued(seal) };
  if (canMoveSeal(row.state, "destroyed")) return { kind: "destroy", number, seal };
  return {
    kind: "refuse",
    reason: row.state === "destroyed" ? texts.alreadyDestroyed(seal) : texts.notCollected(seal),
  };
}

/** When the seal went in: the phone's clock, never in the future nor before it was collected. */
export function destroyedTime(scannedAt: Date, collectedAt: Date | null, now: Date): Date {
  const notFuture = scannedAt > now ? now : scannedAt;
  return collectedAt && notFuture < collectedAt ? collectedAt : notFuture;
}
