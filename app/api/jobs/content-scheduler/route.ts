// POST /api/jobs/content-scheduler - publish scheduled articles that are due (Bearer CRON_SECRET or admin)
// Schedule: every 5 minutes (npm start runs it by itself; vercel.json / crontab elsewhere).
import { runContentScheduler } from "@/lib/server/jobs/content-scheduler";
import { authorizeJob, unauthorized } from "@/lib/server/jobs/authorize-job";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  if (!(await authorizeJob(request))) return unauthorized();
  const report = await runContentScheduler("route");
  return Response.json({
    message: `Published ${report.published} scheduled article(s)`,
    ...report,
  });
}

// Vercel Cron calls with GET (and the same Bearer CRON_SECRET).
export { POST as GET };
