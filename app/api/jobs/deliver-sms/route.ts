// POST /api/jobs/deliver-sms - send due arrival texts (Bearer CRON_SECRET, or an admin's
// same-origin POST). GET with the Bearer secret only (Vercel Cron).
// Schedule: every 30 s in npm start while Twilio is configured, every minute elsewhere.
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runSmsDeliveryJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("arrival text delivery", await runSmsDeliveryJob(caller)),
);
