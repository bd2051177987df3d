import "server-only";
import type { JobTrigger } from "@/generated/prisma/client";
import { deliverDueEmails } from "../mail/worker";
import { purgeExpiredRateLimits } from "../rate-limit";
import { syncAirtableArticles, type AirtableSyncOptions } from "./airtable-sync";
import { runContentScheduler } from "./content-scheduler";
import { runJob } from "./job-runner";

// The jobs as the routes (cron) and the Automation tab (admin) run them: each under its
// advisory lock and recorded in the job history.

type Context = "action" | "route";

/**
 * Every instance's timer calls the periodic jobs (scripts/lib/job-scheduler.ts). A scheduled run
 * counts for its whole period, less a margin for timers that drift: however many instances fire
 * in one period, the job runs once. An admin's click always runs.
 */
const oncePerPeriod = (periodMs: number) => periodMs - Math.min(60_000, periodMs / 10);

export const runSchedulerJob = (trigger: JobTrigger, context: Context) =>
  runJob(
    "content_scheduler",
    trigger,
    async () => {
      const report = await runContentScheduler(context);
      return { summary: `${report.published} scheduled article(s) published`, details: report };
    },
    { oncePerMs: oncePerPeriod(5 * 60_000) },
  );

/**
 * The daily sync fires on every instance at 02:00 UTC: only the first successful run in 12 hours
 * counts. A failure is retried (job-runner.ts, retryBackoffMs).
 */
export const DAILY_SYNC_WINDOW_MS = 12 * 60 * 60_000;

export const runAirtableSyncJob = (
  trigger: JobTrigger,
  context: Context,
  { now, ...options }: Omit<AirtableSyncOptions, "context"> & { now?: () => Date } = {},
) =>
  runJob(
    "airtable_sync",
    trigger,
    async () => {
      const report = await syncAirtableArticles({ ...options, context });
      return { summary: report.message, details: report };
    },
    { oncePerMs: DAILY_SYNC_WINDOW_MS, now },
  );

export const runEmailDeliveryJob = (trigger: JobTrigger) =>
  runJob(
    "email_delivery",
    trigger,
    async () => {
      const report = await deliverDueEmails({ limit: 50 });
      return {
        summary: `${report.sent} sent, ${report.retried} to retry, ${report.failed} failed`,
        details: report,
      };
    },
    // Every 30 seconds, mostly with nothing to send: only runs that did something are kept.
    { worthRecording: (report) => report.claimed > 0 },
  );

/** Hourly: drop rate-limit counters whose window has passed (they would otherwise pile up). */
export const runHousekeepingJob = (trigger: JobTrigger) =>
  runJob(
    "housekeeping",
    trigger,
    async () => {
      const purged = await purgeExpiredRateLimits();
      return { summary: `${purged} expired rate-limit counter(s) removed`, details: { purged } };
    },
    { oncePerMs: oncePerPeriod(60 * 60_000) },
  );
