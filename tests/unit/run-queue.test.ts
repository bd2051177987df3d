import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Settled } from "@/lib/phone/phone-queue-rules";
import { paths } from "@/lib/shared/paths";
import {
  endKey,
  requestOf,
  runQueueView,
  startKey,
  type RunQueueAnswer,
  type RunQueueItem,
} from "@/lib/custody/run-queue-rules";
import { runStepSchema, scanSchema } from "@/lib/custody/scan-schema";
import { queueOf } from "../support/memory-queue";

// The facility's run on the phone without signal: each step goes to its route with the
// body the server's schema reads, and the run's page shows the run started on the phone, its scans
// waiting, then each scan's answer (destroyed, or refused with its reason) once it came.

const runId = randomUUID();
const at = "2026-11-27T09:00:00.000+00:00";
const start: RunQueueItem = {
  type: "start",
  action: "start",
  key: startKey(runId),
  runId,
  shredderId: randomUUID(),
  shredder: "Line 1",
  operator: "Robin Hall",
  startedAt: at,
};
const scan = (sealText: string): Extract<RunQueueItem, { type: "scan" }> => ({
  type: "scan",
  key: randomUUID(),
  runId,
  sealText,
  scannedAt: at,
});
const end: RunQueueItem = { type: "end", action: "end", key: endKey(runId), runId, endedAt: at };

const answered = (
  item: RunQueueItem,
  answer: RunQueueAnswer | { status: "refused"; message: string },
  when: number,
): Settled<RunQueueItem, RunQueueAnswer> => ({ key: item.key, note: item, answer, at: when });

describe("where each step of a run goes", () => {
  it("a start and an end to the runs' route, a scan to the scans' route, each as its schema reads it", () => {
    const sealed = scan("S-000001");
    expect(requestOf(start).url).toBe(paths.crewDestructionRuns);
    expect(requestOf(end).url).toBe(paths.crewDestructionRuns);
    expect(requestOf(sealed).url).toBe(paths.crewDestructionScans);
    expect(runStepSchema.parse(requestOf(start).body)).toMatchObject({ action: "start", runId });
    expect(runStepSchema.parse(requestOf(end).body)).toMatchObject({ action: "end", runId });
    expect(scanSchema.parse(requestOf(sealed).body)).toEqual({
      runId,
      key: sealed.key,
      sealText: "S-000001",
      scannedAt: at,
    });
  });
});

describe("the run's page reads the phone's queue", () => {
  it("a run started offline is carried on with, its scans waiting, newest first", () => {
    const [a, b] = [scan("S-000001"), scan("S-000002")];
    const view = runQueueView(queueOf([start, a, b]), []);
    expect(view).toMatchObject({ openHere: runId, waiting: 3, waitingScans: 2 });
    expect(view.runs[runId]).toMatchObject({
      started: { shredder: "Line 1", operator: "Robin Hall", state: "waiting" },
      ended: false,
      count: null,
    });
    expect(view.runs[runId]!.scans.map((s) => [s.sealText, s.state])).toEqual([
      ["S-000002", "waiting"],
      ["S-000001", "waiting"],
    ]);
  });

  it("answers replace waiting: destroyed, refused with its reason, and the latest count", () => {
    const [a, b, c] = [scan("S-000001"), scan("S-000002"), scan("S-000123")];
    const count = (seals: number) => ({ duplicate: false, seals, jobs: 1 });
    const reason = "Seal S-000123 was not collected on any job.";
    const view = runQueueView(queueOf([end]), [
      answered(start, { status: "started", message: "Run started.", ...count(0) }, 1),
      answered(a, { status: "destroyed", message: "Seal S-000001 destroyed.", ...count(1) }, 2),
      answered(b, { status: "destroyed", message: "Seal S-000002 destroyed.", ...count(2) }, 3),
      answered(c, { status: "refused", message: reason, ...count(2) }, 4),
    ]);
    const run = view.runs[runId]!;
    expect(run.scans.map((s) => [s.state, s.message])).toEqual([
      ["refused", reason],
      ["destroyed", "Seal S-000002 destroyed."],
      ["destroyed", "Seal S-000001 destroyed."],
    ]);
    expect(run).toMatchObject({ ended: true, count: { seals: 2, jobs: 1 } });
    // Ended on this phone (its end still waiting): the page no longer carries on with it.
    expect(view).toMatchObject({ openHere: null, waiting: 1, waitingScans: 0 });
  });

  it("a start the office refused shows its reason on the run", () => {
    const refusal = { status: "refused" as const, message: "Please choose a shredder" };
    const view = runQueueView([], [answered(start, refusal, 1)]);
    expect(view.runs[runId]!.started!.state).toEqual(refusal);
  });
});
