// POST /api/jobs/sync-airtable - upsert articles from the Airtable table (Bearer CRON_SECRET, or an
// admin's same-origin POST). GET with the Bearer secret only (Vercel Cron).
// Schedule: daily at 02:00 UTC (npm start runs it by itself when Airtable is configured;
// vercel.json / crontab elsewhere). Answers { message, created, updated, unchanged, skipped, ... }.
// Without AIRTABLE_API_KEY and AIRTABLE_BASE_ID: 200 { message, skipped: true } saying what to set,
// as a job answers when it has nothing to do (and IndexNow without its key), not a 500; no run is
// recorded, so no failure shows in the admin or holds the next run back.
import { airtableSource, NOT_CONFIGURED } from "@/lib/articles/airtable-sync";
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse, jobSkipped } from "@/lib/automation/job-response";
import { runAirtableSyncJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";
// Airtable's 429 penalty is 30 s; a large table can take a while.
export const maxDuration = 300;

export const { GET, POST } = jobRoute(async (caller) =>
  airtableSource()
    ? jobResponse("Airtable sync", await runAirtableSyncJob(caller, "route"))
    : jobSkipped(NOT_CONFIGURED),
);
