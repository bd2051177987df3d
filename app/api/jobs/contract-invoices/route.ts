// POST /api/jobs/contract-invoices - issue the previous month's invoice of each 'Monthly in
// arrears' contract, once (Bearer CRON_SECRET, or an admin's same-origin POST). GET with the
// Bearer secret only (Vercel Cron).
// Schedule: daily at 06:00 UTC (npm start runs it by itself; vercel.json / crontab elsewhere).
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runContractInvoicesJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("contract invoices", await runContractInvoicesJob(caller)),
);
