import type { DestructionMethod } from "@/lib/certificates/certificate-rules";

/**
 * What the office has recorded of a job so far: its collection and its destruction, if any
 * (weight as text, as a form holds it). The job panel's forms start from it, on the booking's
 * page and on Today.
 */
export type JobRecords = {
  collection: {
    collectedAt: Date;
    quantity: number;
    weightKg: string | null;
    sealNumbers: string | null;
    operative: string;
  } | null;
  destruction: {
    destroyedAt: Date;
    destroyedBy: string;
    method: DestructionMethod;
    place: string;
  } | null;
};
