import "server-only";
import type { JobName, JobTrigger } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";

// The job history the Automation tab shows (written by jobs/job-runner.ts).

export type JobRunRow = {
  id: string;
  job: JobName;
  trigger: JobTrigger;
  status: "running" | "succeeded" | "failed" | "interrupted";
  startedAt: Date;
  durationMs: number | null;
  summary: string | null;
  error: string | null;
};

// A run still "running" after this long was cut off (its process stopped): runs are limited to
// 30 minutes by the job runner's transaction timeout.
const INTERRUPTED_AFTER_MS = 35 * 60_000;

export async function listJobRuns(take = 25, now = new Date()): Promise<JobRunRow[]> {
  const rows = await db().jobRun.findMany({
    orderBy: { startedAt: "desc" },
    take,
    select: {
      id: true,
      job: true,
      trigger: true,
      status: true,
      startedAt: true,
      durationMs: true,
      summary: true,
      error: true,
    },
  });
  return rows.map((row) =>
    row.status === "running" && now.getTime() - row.startedAt.getTime() > INTERRUPTED_AFTER_MS
      ? { ...row, status: "interrupted" as const }
      : row,
  );
}
