import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { believedTime } from "@/lib/phone/phone-clock";
import { custodyTexts as texts } from "./custody-texts";

// Destruction runs at the facility: Start a run on a shredder with its operator, scan
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

export type StartOutcome =
  { ok: true; runId: string; duplicate: boolean } | { ok: false; message: string };

/**
 * Starts run `id` (made on the phone, so a run started without signal is named before the server
 * has it) on an active shredder; `operator` is who feeds it ("Destroyed by"). The same id again
 * with the same shredder and operator is the same run (a start sent twice); with other details it
 * is refused. `at` is when it started, never later than now.
 */
export async function startRun(
  shredderId: string,
  operator: string,
  by: CrewMember,
  at: Date = new Date(),
  id: string = randomUUID(),
): Promise<StartOutcome> {
  const name = operator.trim();
  const sameRun = async (): Promise<StartOutcome | null> => {
    const stored = await db().destructionRun.findUnique({
      where: { id },
      select: { shredderId: true, operator: true },
    });
    if (!stored) return null;
    return stored.shredderId === shredderId && stored.operator === name
      ? { ok: true, runId: id, duplicate: true }
      : { ok: false, message: texts.runIdTaken };
  };
  const before = await sameRun();
  if (before) return before;
  const shredder = await db().shredder.findFirst({
    where: { id: shredderId, active: true },
    select: { id: true },
  });
  if (!shredder) return { ok: false, message: texts.noShredder };
  const now = new Date();
  // A phone clock ahead, or more than a day behind, gives way to the server's (phone-clock.ts).
  const { at: believed, phoneClockAt } = believedTime(at, now);
  // ON CONFLICT DO NOTHING: of two starts of one id at once, one inserts, the other compares.
  const { count } = await db().destructionRun.createMany({
    data: [
      {
        id,
        shredderId,
        operator: name,
        startedBy: by.email,
        startedAt: believed > now ? now : believed,
        phoneStartedAt: phoneClockAt,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 1) return { ok: true, runId: id, duplicate: false };
  return (await sameRun()) ?? { ok: false, message: texts.noRun };
}

/**
 * Ends a run (once: ending it again keeps the first end); later scans are refused. `at` (the
 * phone's clock, unless it is not believed) is kept between the run's start and now.
 */
export async function endRun(runId: string, at: Date = new Date()): Promise<boolean> {
  const now = new Date();
  const { at: believed, phoneClockAt } = believedTime(at, now);
  const count = await db().$executeRaw`
    update destruction_runs
    set ended_at = greatest(started_at, ${believed > now ? now : believed}),
        phone_ended_at = ${phoneClockAt}
    where id = ${runId}::uuid and ended_at is null`;
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
