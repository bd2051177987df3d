// The crew's texts about the recordings kept on the phone (issue 37), beside lib/crew/texts.ts.

export const queueTexts = {
  /** A 401 while sending: the queue is kept, nothing is sent until the crew member signs in. */
  signedOut: "You are signed out. Sign in again to send the recordings kept on this phone.",
  signIn: "Sign in again",
  /** A recording the server refused by rule: not sent again; the stop must be recorded anew. */
  refused: (message: string) =>
    `Not accepted by the office: ${message} It will not be sent again; please record this stop again.`,
  refusedCount: (count: number) =>
    count === 1
      ? "1 recording was not accepted by the office: open its stop to see why."
      : `${count} recordings were not accepted by the office: open their stops to see why.`,
} as const;
