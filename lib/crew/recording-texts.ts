import { site } from "@/lib/shared/site";
import { phoneAnswerTexts } from "@/lib/phone/answer-texts";
import { crewTexts } from "./texts";

// What the server answers the crew's phone about a recording, why it held one, and what the
// office reads about them, once.

export const recordingAnswerTexts = {
  applied: crewTexts.sent,
  held: crewTexts.held,
  /** Held because a seal was refused: the crew reads which seal and why. */
  heldBecause: crewTexts.heldBecause,
  duplicate: "This recording had already reached the office.",
  /** An unknown job and a job given to someone else read the same: neither is revealed. */
  notYourStop: `This stop is not on your list. Please call the office on ${site.phone.display}.`,
  ...phoneAnswerTexts,
} as const;

/** What changed in a job since the phone loaded it, in words (lib/crew/recording-rules.ts). */
export const jobChangeLabels = {
  cancelled: "cancelled",
  day: "the day",
  timeSlot: "the time slot",
  serviceType: "the service",
  bagQuantity: "what to collect",
  postcode: "the postcode",
  collectionAddress: "the address",
  unreadable: "the phone's copy of the job could not be read",
} as const;

/** Why a collected (or could-not-collect) recording was held for the office, not applied. */
export const heldReasons = {
  changed: (changes: string[]) =>
    `The job changed after the phone loaded it: ${changes.join(", ")}.`,
  cancelled: "The job is cancelled.",
  alreadyCollected: "The job already has a collection record.",
  /** Exact: a job recorded on a day other than its own or the working day after it. */
  notDue: (day: string) => `This job is due on ${day}.`,
  sealsTooLong: "The seal numbers are longer than the collection record holds (500 characters).",
  weight: "The weight rounds to 0 kg.",
} as const;

/** How the office's pages name the crew's note for the office beside a could-not-collect. */
export const officeNoteLabel = "Note for the office";

/** The booking history's details of the crew's rows. */
export const recordingHistory = {
  /** The phone's time (the row's own is the server's) and which phone. */
  arrived: (phoneTime: string, device: string) => `Recorded ${phoneTime} on ${device || "a phone"}`,
  /** The reason and the customer's note, then the crew's note for the office (never e-mailed). */
  notCollected: (reason: string, note: string, officeNote = "") =>
    (note ? `${reason}: ${note}` : reason) +
    (officeNote ? `. ${officeNoteLabel}: ${officeNote}` : ""),
  checked: (kind: string) => `${kind} recording checked`,
  /** The office pressed Apply on a held recording. */
  applied: (kind: string) => `${kind} recording applied by the office`,
  discarded: (kind: string) => `${kind} recording discarded by the office`,
  /** Exact: a collection recorded on a request the office had not confirmed confirms it. */
  confirmedByCollection: "Confirmed by the crew's collection",
} as const;
