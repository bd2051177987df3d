// POST /api/jobs/content-scheduler - publish scheduled articles that are due (Bearer CRON_SECRET,
// or an admin's same-origin POST). GET with the Bearer secret only (Vercel Cron).
// Schedule: every 5 minutes (npm start runs it by itself; vercel.json / crontab elsewhere).
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runSchedulerJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("content scheduler", await runSchedulerJob(caller, "route")),
);
