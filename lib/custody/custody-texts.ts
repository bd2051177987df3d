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
  shredders: "Shredders",
  addShredder: "Add shredder",
  retireShredder: "Retire",
  shredderName: "Shredder name",
  shredderExists: (name: string) => `There is already a shredder called ${name}.`,
  noShredder: "Please choose a shredder",
  noOperator: "Please give the operator's name",
  operator: "Operator",
  shredder: "Shredder",
  scanSeal: "Seal",
  noSeal: "Please scan or type a seal",
  crewNav: "The crew's pages",
  stops: "Stops",
  sendSeal: "Destroy seal",
  scanAnswers: "Seals scanned in this run",
  /** A scan kept on the phone until the office's server has answered it (offline). */
  scanWaiting: (text: string) => `${text}: waiting to send.`,
  scansWaiting: (count: number) =>
    count === 1 ? "1 scan waiting to be sent" : `${count} scans waiting to be sent`,
  runStarted: "Run started.",
  runEndedNow: "Run ended.",
  /** A phone-made run id sent again with another shredder or operator. */
  runIdTaken: "This run was already started with another shredder or operator.",
  runNotAccepted: (message: string) => `This run was not accepted by the office: ${message}`,
  /** A 4xx whose body the phone cannot read (a proxy's page). */
  unreadable: "The office's server did not accept this.",
  signedOut: "You are signed out. Sign in again to send the scans kept on this phone.",
  /** Runs this phone ended whose scans are still waiting or were answered meanwhile. */
  endedHere: "Runs ended on this phone",
  noShredders: "No shredder is listed yet. Please ask the office to add one under Destruction.",
  openRuns: "Runs not yet ended",
  carryOn: (shredder: string, operator: string, count: string) =>
    `Carry on: ${shredder}, ${operator} (${count})`,
  /** A scan's answers: the seal went in, or why it was refused. */
  destroyed: (seal: string) => `Seal ${seal} destroyed.`,
  certificateIssued: (certificate: string, reference: string) =>
    `Certificate ${certificate} issued for ${reference}.`,
  notASeal: (text: string) => `${text} is not a seal number.`,
  notCollected: (seal: string) => `Seal ${seal} was not collected on any job.`,
  alreadyDestroyed: (seal: string) => `Seal ${seal} is already destroyed.`,
  runEnded: "This run has ended.",
  noRun: "There is no such run.",
  /** The run's count: "3 seals of 2 jobs". */
  runCount: (seals: number, jobs: number) =>
    `${seals} ${seals === 1 ? "seal" : "seals"} of ${jobs} ${jobs === 1 ? "job" : "jobs"}`,
  awaiting: "Seals awaiting destruction",
  overdue: "Overdue for destruction",
  custodyReport: "Custody",
} as const;
