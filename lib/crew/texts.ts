// The crew's texts, once. Exact texts, kept word for word, are marked as such.

export const crewTexts = {
  arrived: "Arrived",
  collected: "Collected",
  couldNotCollect: "Could not collect",
  confirmCollection: "Confirm collection",
  /** Exact: shown while recordings wait on the phone. */
  savedOffline: "Saved on this phone. It will be sent when you are back online.",
  /** How many recordings wait on the phone. */
  waiting: (count: number) =>
    count === 1 ? "1 recording waiting to be sent" : `${count} recordings waiting to be sent`,
  sent: "Sent to the office.",
  /** A recording the server held because the job changed or was cancelled meanwhile. */
  held: "The office changed this job after your phone loaded it. Your recording was sent to the office to check; it was not applied.",
  /** A recording held for the office, with why (a refused seal, a changed job). */
  heldBecause: (why: string) =>
    `Your recording was sent to the office to check; it was not applied. ${why}`,
  duplicateSeal: "This seal is already listed on this job.",
  /** Exact: a stop whose booking the office has not confirmed yet. */
  notConfirmed: "Not confirmed",
  notConfirmedLine:
    "The office has not confirmed this job yet. You can still collect: the office will confirm it.",
} as const;

/** Exact: why a stop could not be collected. 'other' needs a note. */
export const notCollectedReasons = {
  nobody_there: "Nobody there",
  access_refused: "Access refused",
  nothing_to_collect: "Nothing to collect",
  other: "Other",
} as const;

export type NotCollectedReason = keyof typeof notCollectedReasons;
