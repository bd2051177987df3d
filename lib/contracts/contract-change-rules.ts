import type { Frequency } from "./contract-rules";

/**
 * An office change to a contract as the customer is told of it, with the day it takes
 * effect: a pause (to its last day, or until resumed), a resume, the end, or a new frequency or
 * price (each with what it was before).
 */
export type ContractChangeKind =
  | { kind: "paused"; from: string; until: string | null }
  | { kind: "resumed"; from: string; nextVisit: string | null }
  | { kind: "ended"; from: string }
  | {
      kind: "changed";
      from: string;
      frequency: { before: Frequency; after: Frequency };
      pricePence: { before: number; after: number };
    };
