// POST /api/jobs/deliver-email - send due outbox e-mails (Bearer CRON_SECRET or admin session)
// Schedule: every minute (npm start runs it by itself; vercel.json / crontab elsewhere).
import { authorizeJob, unauthorized } from "@/lib/server/jobs/authorize-job";
import { deliverDueEmails } from "@/lib/server/mail/worker";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  if (!(await authorizeJob(request))) return unauthorized();
  const started = Date.now();
  const report = await deliverDueEmails({ limit: 50 });
  return Response.json({ ...report, durationMs: Date.now() - started });
}

// Vercel Cron calls with GET (and the same Bearer CRON_SECRET).
export { POST as GET };
