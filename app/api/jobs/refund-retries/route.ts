// POST /api/jobs/refund-retries - ask Stripe again for card refunds whose last attempt failed
// (Bearer CRON_SECRET, or an admin's same-origin POST). GET with the Bearer secret only (Vercel Cron).
// Schedule: every 5 minutes while card payment is on (npm start runs it by itself; vercel.json).
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runRefundRetriesJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("refund retries", await runRefundRetriesJob(caller)),
);
