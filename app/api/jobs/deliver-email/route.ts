// POST /api/jobs/deliver-email - send due outbox e-mails (Bearer CRON_SECRET or admin session)
// Schedule: every 30 s in npm start, every minute on Vercel / crontab elsewhere.
import { jobCaller, unauthorized } from "@/lib/server/jobs/authorize-job";
import { jobResponse } from "@/lib/server/jobs/job-response";
import { runEmailDeliveryJob } from "@/lib/server/jobs/jobs";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const caller = await jobCaller(request);
  if (!caller) return unauthorized();
  return jobResponse("e-mail delivery", await runEmailDeliveryJob(caller));
}

// Vercel Cron calls with GET (and the same Bearer CRON_SECRET).
export { POST as GET };
