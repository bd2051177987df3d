import type { StopState } from "./crew-stop";
import type { RecordingAnswer } from "./recording-schema";

// Where a stop stands on the phone: what the server said when the page loaded, moved
// on by what this phone recorded since and the office's answer to it. Pure.

export type PhoneStopState = StopState | "waiting" | "refused";

export type QueueAnswer = RecordingAnswer | { status: "queued"; message?: string };

export function phoneStateOf(
  loaded: StopState,
  /** The kind of the last recording this phone made for the stop, if any. */
  recorded: "arrived" | "collected" | "not_collected" | undefined,
  answer: QueueAnswer | undefined,
): PhoneStopState {
  if (!recorded || !answer) return loaded;
  switch (answer.status) {
    case "queued":
      return "waiting";
    case "refused":
      return "refused";
    case "held":
      return "held";
    case "duplicate":
      return answer.state === "held" ? "held" : recorded;
    case "applied":
      return recorded;
  }
}

/** Collected or could not collect: nothing more to record at this stop. */
export const isFinished = (state: PhoneStopState) =>
  state === "collected" || state === "not_collected";
