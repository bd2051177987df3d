// POST /api/jobs/content-scheduler - publish scheduled articles that are due (Bearer CRON_SECRET or admin)
// Schedule: every 5 minutes (npm start runs it by itself; vercel.json / crontab elsewhere).
import { jobCaller, unauthorized } from "@/lib/server/jobs/authorize-job";
import { jobResponse } from "@/lib/server/jobs/job-response";
import { runSchedulerJob } from "@/lib/server/jobs/jobs";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const caller = await jobCaller(request);
  if (!caller) return unauthorized();
  return jobResponse("content scheduler", await runSchedulerJob(caller, "route"));
}

// Vercel Cron calls with GET (and the same Bearer CRON_SECRET).
export { POST as GET };
