// The chain of custody's texts, once. Exact texts, kept word for word, are marked.

/** The admin's job page: the chain of custody as a timeline (job-custody.ts). */
export const custodyTimelineTexts = {
  heading: "Chain of custody",
  printed: "Labels printed",
  printedLine: (first: string, last: string, sheets: number, by: string) =>
    `${first} to ${last} (${sheets} ${sheets === 1 ? "sheet" : "sheets"}) by ${by}`,
  jobSealsFromPrint: (seals: string) => `This job's: ${seals}`,
  collectedBy: (operative: string) => `Collected by ${operative}`,
  signedBy: (name: string) => `Signed by ${name}`,
  notSigned: "No signature recorded",
  atTheDoor: (by: string, phone: string, phoneTime: string) =>
    `Recorded at the door by ${by}${phone ? ` on ${phone}` : ""} (phone's time ${phoneTime})`,
  byTheOffice: (by: string, at: string) => `Recorded by the office (${by}), ${at}`,
  correctedBy: (by: string, at: string) => `Corrected by the office (${by}), ${at}`,
  seals: (seals: string) => `Seals: ${seals}`,
  typedSeals: (text: string) => `Seals typed by hand (not tracked): ${text}`,
  run: (shredder: string) => `Destruction run on ${shredder}`,
  operatorLine: (operator: string) => `Operator: ${operator}`,
  runTimes: (started: string, ended: string | null) =>
    `Started ${started}, ${ended ? `ended ${ended}` : "not yet ended"}`,
  runSeal: (seal: string, at: string) => `${seal} at ${at}`,
  runSeals: (seals: string) => `This job's seals destroyed: ${seals}`,
  destroyedBy: (by: string) => `Destroyed by ${by}`,
  destroyedHow: (method: string, place: string) => `${method}, at ${place}`,
  recordedBy: (by: string) => `Recorded by ${by}`,
  certificate: (number: string) => `Certificate ${number} issued`,
  issuedBy: (by: string) => `Issued by ${by}`,
  supersededBy: (number: string) => `Superseded by ${number}`,
  certificatePdf: "PDF",
  certificatePdfLabel: (number: string) => `Certificate ${number} (PDF)`,
  verification: "Verification page",
  verificationLabel: (number: string) => `Verification page of certificate ${number}`,
  /** "2 of 3 seals destroyed; S-000012 awaiting". */
  tally: (destroyed: number, total: number, awaiting: string[]) =>
    `${destroyed} of ${total} ${total === 1 ? "seal" : "seals"} destroyed` +
    (awaiting.length > 0 ? `; ${awaiting.join(", ")} awaiting` : ""),
  noSeals: "No seals recorded on this job.",
  untracked: (text: string) =>
    `Seals typed by hand before seals were printed: ${text} (not tracked).`,
} as const;

const AWAITING = "Seals awaiting destruction";
const OVERDUE = "Overdue for destruction";

/** A collected seal's wait in calendar days, as Today words it. */
function sealAge(days: number): string {
  if (days <= 0) return "collected today";
  if (days === 1) return "collected yesterday";
  return `collected ${days} days ago`;
}

export const custodyTexts = {
  section: "Seal labels",
  printLabels: "Print labels",
  /** Exact: a seal that was never printed. */
  neverIssued: (seal: string) => `Seal ${seal} was never issued.`,
  /** Exact: a seal already collected on a job. */
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
  operatorCharacters:
    "The operator's name holds a character that cannot be stored. Please type it again.",
  operator: "Operator",
  shredder: "Shredder",
  scanSeal: "Seal",
  noSeal: "Please scan or type a seal",
  sealCharacters: "The seal holds a character that cannot be stored. Please scan or type it again.",
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
  /** Exact: the label of Today's count of seals collected and not yet destroyed. */
  awaiting: AWAITING,
  /** Exact: the label of Today's count of seals past their working day. */
  overdue: OVERDUE,
  /** "Seals awaiting destruction: 3 (oldest collected 2 days ago)"; no age when there are none. */
  awaitingCount: (count: number, oldestDays: number | null) =>
    `${AWAITING}: ${count}` +
    (count > 0 && oldestDays !== null ? ` (oldest ${sealAge(oldestDays)})` : ""),
  /** "Overdue for destruction: 2 seals". */
  overdueCount: (count: number) => `${OVERDUE}: ${count} ${count === 1 ? "seal" : "seals"}`,
  sealAge,
  custodyReport: "Custody",
} as const;
