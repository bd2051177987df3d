// POST /api/jobs/contract-visits - make every contract's visits 13 weeks ahead, each once
// (Bearer CRON_SECRET, or an admin's same-origin POST). GET with the Bearer secret only (Vercel Cron).
// Schedule: daily at 02:30 UTC (npm start runs it by itself; vercel.json / crontab elsewhere).
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runContractVisitsJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("contract visits", await runContractVisitsJob(caller)),
);
