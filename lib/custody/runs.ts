import "server-only";
import { db } from "@/lib/server/db";
import type { CrewMember } from "@/lib/crew/guard";
import { custodyTexts as texts } from "./custody-texts";

// Destruction runs at the facility (issue 38): Start a run on a shredder with its operator, scan
// each seal as it goes in (scan-seal.ts), End run. A run's summary is counted from its seals.

export type RunSummary = {
  id: string;
  shredder: string;
  operator: string;
  startedAt: Date;
  endedAt: Date | null;
  seals: number;
  jobs: number;
};

export type StartOutcome = { ok: true; runId: string } | { ok: false; message: string };

/** Starts a run on an active shredder; `operator` is who feeds it ("Destroyed by"). */
export async function startRun(
  shredderId: string,
  operator: string,
  by: CrewMember,
  at: Date = new Date(),
): Promise<StartOutcome> {
  const shredder = await db().shredder.findFirst({
    where: { id: shredderId, active: true },
    select: { id: true },
  });
  if (!shredder) return { ok: false, message: texts.noShredder };
  const run = await db().destructionRun.create({
    data: { shredderId, operator: operator.trim(), startedBy: by.email, startedAt: at },
    select: { id: true },
  });
  return { ok: true, runId: run.id };
}

/** Ends a run (once: ending it again keeps the first end); later scans are refused. */
export async function endRun(runId: string, at: Date = new Date()): Promise<boolean> {
  const { count } = await db().destructionRun.updateMany({
    where: { id: runId, endedAt: null },
    data: { endedAt: at },
  });
  return count === 1;
}

/** How many seals of how many jobs `runId` holds. */
export async function runCounts(
  runId: string,
  client: Pick<ReturnType<typeof db>, "$queryRaw"> = db(),
): Promise<{ seals: number; jobs: number }> {
  const [row] = await client.$queryRaw<{ seals: bigint; jobs: bigint }[]>`
    select count(*) as seals, count(distinct booking_id) as jobs
    from seals where run_id = ${runId}::uuid`;
  return { seals: Number(row?.seals ?? 0), jobs: Number(row?.jobs ?? 0) };
}

export async function runSummary(runId: string): Promise<RunSummary | null> {
  const run = await db().destructionRun.findUnique({
    where: { id: runId },
    select: {
      id: true,
      operator: true,
      startedAt: true,
      endedAt: true,
      shredder: { select: { name: true } },
    },
  });
  if (!run) return null;
  return { ...run, shredder: run.shredder.name, ...(await runCounts(runId)) };
}

/** The runs still open (not ended), newest first: the page offers to carry on with one. */
export async function openRuns(): Promise<RunSummary[]> {
  const runs = await db().destructionRun.findMany({
    where: { endedAt: null },
    orderBy: { startedAt: "desc" },
    take: 20,
    select: { id: true },
  });
  const summaries = await Promise.all(runs.map((run) => runSummary(run.id)));
  return summaries.filter((run): run is RunSummary => run !== null);
}
