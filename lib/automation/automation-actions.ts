"use server";

import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import { adminAction } from "@/lib/server/admin-action";
import type { AirtableSyncReport } from "@/lib/articles/airtable-sync";
import {
  submitAllToIndexNow,
  submitToIndexNow,
  type IndexNowResult,
} from "@/lib/articles/indexnow";
import type { JobRunResult } from "./job-runner";
import { runAirtableSyncJob, runSchedulerJob } from "./jobs";

// The Automation and Indexing tabs' buttons. Jobs run exactly as the cron runs them (same lock,
// same history), with the admin as the trigger.

function fromJob<T, R>(
  result: JobRunResult<T>,
  label: string,
  failure: string,
  pick: (details: T) => R,
): ActionResult<R> {
  if (result.status === "succeeded") return { ok: true, data: pick(result.details) };
  const message =
    result.status === "busy"
      ? `The ${label} is already running. Try again in a minute.`
      : result.status === "failed"
        ? result.error || failure
        : failure;
  return { ok: false, reason: "server", message };
}

export const runSchedulerAction = adminAction(
  "Failed to run content scheduler",
  async (): Promise<ActionResult<{ published: number }>> =>
    fromJob(
      await runSchedulerJob("admin", "action"),
      "content scheduler",
      "Failed to run content scheduler",
      (report) => ({ published: report.published }),
    ),
);

export type SyncSummary = Pick<
  AirtableSyncReport,
  "message" | "created" | "updated" | "unchanged" | "skipped" | "sitemap"
>;

export const syncAirtableAction = adminAction(
  "Failed to sync Airtable articles",
  async (): Promise<ActionResult<SyncSummary>> =>
    fromJob(
      await runAirtableSyncJob("admin", "action"),
      "Airtable sync",
      "Failed to sync Airtable articles",
      ({ message, created, updated, unchanged, skipped, sitemap }) => ({
        message,
        created,
        updated,
        unchanged,
        skipped,
        sitemap,
      }),
    ),
);

function indexNowAnswer(
  result: IndexNowResult,
): ActionResult<{ urlsSubmitted: number; message: string }> {
  return result.success
    ? { ok: true, data: { urlsSubmitted: result.urlsSubmitted, message: result.message } }
    : { ok: false, reason: "server", message: result.message };
}

/** Submit Selected: the URLs the admin ticked (only this site's are sent). */
export const submitIndexNowAction = adminAction(
  "Failed to submit URLs to IndexNow",
  async (_admin, urls: string[]) =>
    indexNowAnswer(await submitToIndexNow(Array.isArray(urls) ? urls.map(String) : [], "admin")),
);

/** Submit All: the server reads every indexable URL itself, a batch at a time. */
export const submitAllIndexNowAction = adminAction("Failed to submit URLs to IndexNow", async () =>
  indexNowAnswer(await submitAllToIndexNow("admin")),
);
