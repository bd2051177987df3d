import "server-only";
import { lockNamespaces } from "@/lib/server/lock-namespaces";
import type { JobName, JobTrigger, Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";

// Every job (content scheduler, Airtable sync, e-mail delivery) runs through here, so that
// - one PostgreSQL advisory lock per job means several instances (or a cron and an admin's click)
//   never run the same job at once: a second caller is told "busy" and does nothing, or, for a
//   job whose every call must do its work (the content scheduler), waits its turn;
// - a scheduled job can be limited to one successful run per window (the daily sync fires on
//   every instance at 02:00; the first one runs it, the rest see it has run). A failed run does
//   not use up the window: the next scheduled call tries again, after a backoff that doubles
//   with each failure in a row;
// - each run leaves a row in job_runs: when, how long, what it did, the error.

/** What a job reports: one line for the history table and the full details. */
export type JobReport<T> = { summary: string; details: T };

export type JobRunResult<T> =
  | { status: "succeeded"; runId: string | null; summary: string; details: T }
  | { status: "failed"; runId: string; error: string }
  | { status: "busy" }
  | { status: "already-ran"; lastRunAt: Date }
  | { status: "backing-off"; failures: number; retryAt: Date };

export type RunJobOptions<T> = {
  /**
   * Scheduled runs only: skip when a scheduled run of this job succeeded within this window; after
   * failures in it, wait retryBackoffMs(failures in a row) after the last before trying again.
   */
  oncePerMs?: number;
  /** Record a successful run only when this says so (e-mail delivery: only when it sent something). */
  worthRecording?: (details: T) => boolean;
  /**
   * Wait (up to LOCK_WAIT_MS) for a run that holds the lock instead of answering "busy": for a
   * job whose running run may already have missed what this call is for.
   */
  waitForLock?: boolean;
  now?: () => Date;
};

// Namespace for this application's advisory locks (pg_try_advisory_xact_lock(int, int)).
const LOCK_NAMESPACE = lockNamespaces.jobs;
// A run longer than this is abandoned by PostgreSQL's transaction timeout and its lock released.
const MAX_RUN_MS = 30 * 60_000;
const HISTORY_DAYS = 90;
// How long a waiting caller queues behind a running run before it is told "busy".
const LOCK_WAIT_MS = 60_000;
const LOCK_POLL_MS = 50;

/** After n failed scheduled runs in a row: 15 minutes, then 30, 60, 120, and at most 4 hours. */
export function retryBackoffMs(failures: number): number {
  return Math.min(15 * 60_000 * 2 ** Math.max(0, failures - 1), 4 * 60 * 60_000);
}

type RunOutcome =
  | { status: "succeeded"; summary: string; details: Prisma.InputJsonValue }
  | { status: "failed"; error: string };

export async function runJob<T>(
  job: JobName,
  trigger: JobTrigger,
  work: () => Promise<JobReport<T>>,
  options: RunJobOptions<T> = {},
): Promise<JobRunResult<T>> {
  const now = options.now ?? (() => new Date());
  // The lock belongs to this transaction's connection and ends with it; the job itself writes
  // through other connections, so its changes are committed as it goes.
  return db().$transaction(
    async (tx) => {
      if (!(await takeLock(tx, job, Boolean(options.waitForLock)))) {
        return { status: "busy" } as const;
      }

      if (trigger === "schedule" && options.oncePerMs) {
        const recent = await db().jobRun.findMany({
          where: {
            job,
            trigger: "schedule",
            startedAt: { gt: new Date(now().getTime() - options.oncePerMs) },
          },
          orderBy: { startedAt: "desc" },
          select: { startedAt: true, status: true },
        });
        const success = recent.find((run) => run.status !== "failed");
        if (success) return { status: "already-ran", lastRunAt: success.startedAt } as const;
        const [lastFailure] = recent;
        if (lastFailure) {
          const retryAt = new Date(lastFailure.startedAt.getTime() + retryBackoffMs(recent.length));
          if (retryAt > now()) {
            return { status: "backing-off", failures: recent.length, retryAt } as const;
          }
        }
      }

      const startedAt = now();
      const deferred = Boolean(options.worthRecording);
      const runId = deferred
        ? null
        : (await db().jobRun.create({ data: { job, trigger, startedAt }, select: { id: true } }))
            .id;
      // Completes the run's row, or writes it now when it was deferred.
      const finish = async (outcome: RunOutcome) => {
        const finishedAt = now();
        const data = {
          ...outcome,
          finishedAt,
          durationMs: finishedAt.getTime() - startedAt.getTime(),
        };
        if (runId) {
          await db().jobRun.update({ where: { id: runId }, data });
          return runId;
        }
        const created = await db().jobRun.create({
          data: { ...data, job, trigger, startedAt },
          select: { id: true },
        });
        return created.id;
      };

      try {
        const report = await work();
        let id = runId;
        if (!deferred || options.worthRecording!(report.details)) {
          id = await finish({
            status: "succeeded",
            summary: report.summary,
            details: report.details as Prisma.InputJsonValue,
          });
        }
        await pruneHistory(now());
        return { status: "succeeded", runId: id, ...report } as const;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[jobs] ${job} failed:`, message);
        const id = await finish({ status: "failed", error: message.slice(0, 2000) });
        return { status: "failed", runId: id, error: message } as const;
      }
    },
    { maxWait: 10_000, timeout: MAX_RUN_MS },
  );
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0];

/** The job's advisory lock for this transaction: at once or not at all, or waiting its turn. */
async function takeLock(tx: Tx, job: JobName, wait: boolean): Promise<boolean> {
  const deadline = Date.now() + (wait ? LOCK_WAIT_MS : 0);
  for (;;) {
    const [row] = await tx.$queryRaw<{ locked: boolean }[]>`
      select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}::int, hashtext(${job})) as locked`;
    if (row?.locked) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/** Runs older than the history kept, counted on the runner's clock that stamped them. */
async function pruneHistory(now: Date) {
  await db().jobRun.deleteMany({
    where: { startedAt: { lt: new Date(now.getTime() - HISTORY_DAYS * 86_400_000) } },
  });
}
