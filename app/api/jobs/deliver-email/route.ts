// POST /api/jobs/deliver-email - send due outbox e-mails (Bearer CRON_SECRET, or an admin's
// same-origin POST). GET with the Bearer secret only (Vercel Cron).
// Schedule: every 30 s in npm start, every minute on Vercel / crontab elsewhere.
import { jobRoute } from "@/lib/server/jobs/authorize-job";
import { jobResponse } from "@/lib/server/jobs/job-response";
import { runEmailDeliveryJob } from "@/lib/server/jobs/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("e-mail delivery", await runEmailDeliveryJob(caller)),
);
