// The crew's texts about what waits on the phone to be sent (lib/crew/texts.ts holds the rest).

export const queueTexts = {
  /** A 401 while sending: the queue is kept, nothing is sent until the crew member signs in. */
  signedOut: "You are signed out. Sign in again to send the recordings kept on this phone.",
  signIn: "Sign in again",
  /** A recording the server refused by rule: not sent again; the stop must be recorded anew. */
  refused: (message: string) =>
    `Not accepted by the office: ${message} It will not be sent again; please record this stop again.`,
  /** Exact: the phone's list of recordings the office does not have. */
  notSent: "Not sent",
  /** Exact: a recording the server failed on five times; the rest are sent meanwhile. */
  serverSilent: "Not sent yet: the server did not answer",
  /** Exact: removes a refused recording from the phone, once the crew confirms. */
  delete: "Delete",
  confirmDelete: "Delete this recording from the phone? The office will never receive it.",
  confirmYes: "Yes, delete it",
  keep: "Keep it",
  recordingOf: (stop: string, kind: string, time: string) => `${stop}: ${kind} at ${time}`,
  refusedCount: (count: number) =>
    count === 1
      ? "1 recording was not accepted by the office: open its stop to see why."
      : `${count} recordings were not accepted by the office: open their stops to see why.`,
} as const;
