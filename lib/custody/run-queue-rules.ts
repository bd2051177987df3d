import {
  hasStatus,
  waitingMessage,
  type AnswerRules,
  type Queued,
  type Refusal,
  type Settled,
} from "@/lib/phone/phone-queue-rules";
import { paths } from "@/lib/shared/paths";
import { custodyTexts as texts } from "./custody-texts";
import type { RunAnswer, RunStep, Scan, ScanAnswer } from "./scan-schema";

// The facility's runs without signal: Start a run, each scan and End run are kept in
// the phone's queue (the crew's generic queue, lib/crew/phone-queue-*.ts) and sent in the order
// made, each once: the run's start before its scans, its end after them. The run's id is made on
// the phone, so its scans name it before the server has it. Pure: what each step sends where,
// which answers count, and what the run's page shows of the queue.

/** Start a run, made on the phone; `shredder` is its name, for the screen. */
export type RunStartStep = Extract<RunStep, { action: "start" }> & {
  type: "start";
  key: string;
  shredder: string;
};
export type ScanStep = Scan & { type: "scan" };
export type RunEndStep = Extract<RunStep, { action: "end" }> & { type: "end"; key: string };
/** One step of a run, queued under its own key (a scan's is its idempotency key). */
export type RunQueueItem = RunStartStep | ScanStep | RunEndStep;

/** A run's start and end are queued under keys of their own, made from the run's id. */
export const startKey = (runId: string) => `start-${runId}`;
export const endKey = (runId: string) => `end-${runId}`;

/** Where a step is sent, and its JSON body. */
export function requestOf(item: RunQueueItem): { url: string; body: unknown } {
  switch (item.type) {
    case "scan": {
      const { runId, key, sealText, scannedAt } = item;
      return { url: paths.crewDestructionScans, body: { runId, key, sealText, scannedAt } };
    }
    case "start": {
      const { action, runId, shredderId, operator, startedAt } = item;
      return {
        url: paths.crewDestructionRuns,
        body: { action, runId, shredderId, operator, startedAt },
      };
    }
    case "end": {
      const { action, runId, endedAt } = item;
      return { url: paths.crewDestructionRuns, body: { action, runId, endedAt } };
    }
  }
}

export type RunQueueAnswer = ScanAnswer | RunAnswer;

export const runQueueAnswers: AnswerRules<RunQueueAnswer> = {
  // A scan refused by rule (not collected, already destroyed) is stored with its reason: an answer.
  accepts: (body): body is RunQueueAnswer =>
    hasStatus(body, ["destroyed", "refused", "started", "ended"]),
  unreadable: texts.unreadable,
};

/** One scan as the run's page lists it. */
export type PhoneScan = {
  key: string;
  sealText: string;
  state: "waiting" | "destroyed" | "refused";
  /** The server's answer (destroyed, or refused with its reason); while waiting, why it has not
   * gone yet if the server failed on it or put it off, else empty. */
  message: string;
};

/** A run as this phone knows it: its start (if made here), its scans, whether it ended here. */
export type PhoneRun = {
  id: string;
  /** Set when the run was started on this phone. */
  started?: { shredder: string; operator: string; state: "waiting" | "started" | Refusal };
  ended: boolean;
  /** Newest first. */
  scans: PhoneScan[];
  /** The run's count in the server's latest answer, if any came. */
  count: { seals: number; jobs: number } | null;
};

export type RunQueueView = {
  runs: Record<string, PhoneRun>;
  /** The run last started on this phone and not ended here: the page carries on with it. */
  openHere: string | null;
  /** Everything waiting (starts, scans, ends) and the scans among them. */
  waiting: number;
  waitingScans: number;
  signedOut: boolean;
};

export const emptyRunQueue: RunQueueView = {
  runs: {},
  openHere: null,
  waiting: 0,
  waitingScans: 0,
  signedOut: false,
};

const hasCount = (answer: RunQueueAnswer | Refusal): answer is RunQueueAnswer =>
  "seals" in answer && typeof answer.seals === "number";

/** What the run's page shows: answered steps in the order answered, then those still waiting. */
export function runQueueView(
  queued: readonly Queued<RunQueueItem>[],
  settled: readonly Settled<RunQueueItem, RunQueueAnswer>[],
  signedOut = false,
): RunQueueView {
  const runs: Record<string, PhoneRun> = {};
  let openHere: string | null = null;
  const steps = [
    ...[...settled]
      .sort((a, b) => a.at - b.at)
      .map((s) => ({ item: s.note, answer: s.answer, waiting: undefined })),
    ...queued.map((q) => ({ item: q.item, answer: null, waiting: waitingMessage(q) })),
  ];
  for (const { item, answer, waiting } of steps) {
    const run = (runs[item.runId] ??= { id: item.runId, ended: false, scans: [], count: null });
    if (answer && hasCount(answer)) run.count = { seals: answer.seals, jobs: answer.jobs };
    switch (item.type) {
      case "start": {
        const state: NonNullable<PhoneRun["started"]>["state"] = !answer
          ? "waiting"
          : answer.status === "refused"
            ? { status: "refused", message: answer.message }
            : "started";
        run.started = { shredder: item.shredder, operator: item.operator, state };
        openHere = item.runId;
        break;
      }
      case "scan":
        run.scans.unshift({
          key: item.key,
          sealText: item.sealText,
          state: !answer ? "waiting" : answer.status === "destroyed" ? "destroyed" : "refused",
          message: answer?.message ?? waiting ?? "",
        });
        break;
      case "end":
        run.ended = true;
        break;
    }
  }
  if (openHere && runs[openHere]?.ended) openHere = null;
  return {
    runs,
    openHere,
    waiting: queued.length,
    waitingScans: queued.filter((q) => q.item.type === "scan").length,
    signedOut,
  };
}
