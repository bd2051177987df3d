// The chain of custody's texts (issue 38), once. Exact texts from the issue are marked.

export const custodyTexts = {
  section: "Seal labels",
  printLabels: "Print labels",
  /** Exact (issue 38): a seal that was never printed. */
  neverIssued: (seal: string) => `Seal ${seal} was never issued.`,
  /** Exact (issue 38): a seal already collected on a job. */
  alreadyOn: (seal: string, reference: string) => `Seal ${seal} is already on ${reference}.`,
  destruction: "Destruction",
  startRun: "Start a run",
  endRun: "End run",
  awaiting: "Seals awaiting destruction",
  overdue: "Overdue for destruction",
  custodyReport: "Custody",
} as const;
