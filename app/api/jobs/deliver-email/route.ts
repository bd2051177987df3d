// POST /api/jobs/deliver-email - send due outbox e-mails (Bearer CRON_SECRET, or an admin's
// same-origin POST). GET with the Bearer secret only (Vercel Cron).
// Schedule: every 30 s in npm start, every minute on Vercel / crontab elsewhere.
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runEmailDeliveryJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("e-mail delivery", await runEmailDeliveryJob(caller)),
);
