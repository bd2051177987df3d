import { z } from "zod";
import { storableString } from "@/lib/shared/storable-text";
import { custodyTexts as texts } from "./custody-texts";

// One scan from the facility's phone or the office: the contract between the run's
// page, its offline queue and the server, checked on both sides.

export const scanSchema = z.object({
  /** The run it was scanned in. */
  runId: z.uuid(),
  /** The phone's idempotency key for this scan (a UUID made when it was scanned). */
  key: z.uuid(),
  /** The seal as scanned or typed; the server decides whether it is one. */
  sealText: storableString(texts.sealCharacters).trim().min(1, texts.noSeal).max(60),
  /** The phone's clock when scanned (ISO 8601 with offset). */
  scannedAt: z.iso.datetime({ offset: true }),
});
export type Scan = z.infer<typeof scanSchema>;

export const startRunSchema = z.object({
  shredderId: z.uuid(texts.noShredder),
  operator: storableString(texts.operatorCharacters).trim().min(1, texts.noOperator).max(100),
});
export type StartRun = z.infer<typeof startRunSchema>;

/**
 * Start a run and End run as the run's page sends them to POST /api/crew/destruction-runs, kept on
 * the phone without signal like its scans: the run's id is made on the phone (a UUID), so its
 * scans can name it before the server has it, and starting the same id twice makes one run.
 */
export const runStepSchema = z.discriminatedUnion("action", [
  startRunSchema.extend({
    action: z.literal("start"),
    runId: z.uuid(),
    /** The phone's clock when started (ISO 8601 with offset). */
    startedAt: z.iso.datetime({ offset: true }),
  }),
  z.object({
    action: z.literal("end"),
    runId: z.uuid(),
    endedAt: z.iso.datetime({ offset: true }),
  }),
]);
export type RunStep = z.infer<typeof runStepSchema>;

/** What a run's start or end answers; the same start or end again answers the same. */
export type RunAnswer = {
  status: "started" | "ended";
  message: string;
  duplicate: boolean;
  seals: number;
  jobs: number;
};

/** What a scan answers: destroyed, or refused with its reason; a key sent again answers the same. */
export type ScanAnswer = {
  status: "destroyed" | "refused";
  message: string;
  duplicate: boolean;
  /** The run's count after this scan. */
  seals: number;
  jobs: number;
};
