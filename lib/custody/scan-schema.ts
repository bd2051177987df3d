import { z } from "zod";
import { custodyTexts as texts } from "./custody-texts";

// One scan from the facility's phone or the office (issue 38): the contract between the run's
// page, its offline queue and the server, checked on both sides.

export const scanSchema = z.object({
  /** The run it was scanned in. */
  runId: z.uuid(),
  /** The phone's idempotency key for this scan (a UUID made when it was scanned). */
  key: z.uuid(),
  /** The seal as scanned or typed; the server decides whether it is one. */
  sealText: z.string().trim().min(1, texts.noSeal).max(60),
  /** The phone's clock when scanned (ISO 8601 with offset). */
  scannedAt: z.iso.datetime({ offset: true }),
});
export type Scan = z.infer<typeof scanSchema>;

export const startRunSchema = z.object({
  shredderId: z.uuid(texts.noShredder),
  operator: z.string().trim().min(1, texts.noOperator).max(100),
});
export type StartRun = z.infer<typeof startRunSchema>;

/** What a scan answers: destroyed, or refused with its reason; a key sent again answers the same. */
export type ScanAnswer = {
  status: "destroyed" | "refused";
  message: string;
  duplicate: boolean;
  /** The run's count after this scan. */
  seals: number;
  jobs: number;
};
