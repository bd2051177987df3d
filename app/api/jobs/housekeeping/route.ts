// POST /api/jobs/housekeeping - remove expired rate-limit counters (Bearer CRON_SECRET, or an
// admin's same-origin POST). GET with the Bearer secret only (Vercel Cron).
// Schedule: hourly (npm start runs it by itself; vercel.json / crontab elsewhere).
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runHousekeepingJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("housekeeping", await runHousekeepingJob(caller)),
);
