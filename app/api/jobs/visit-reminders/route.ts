// POST /api/jobs/visit-reminders - e-mail the reminder of each contract visit and one-off booking on
// the working day before it, once (Bearer CRON_SECRET, or an admin's same-origin POST). GET with the Bearer
// secret only (Vercel Cron).
// Schedule: daily at 07:00 UTC (npm start runs it by itself; vercel.json / crontab elsewhere).
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runVisitRemindersJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("visit reminders", await runVisitRemindersJob(caller)),
);
