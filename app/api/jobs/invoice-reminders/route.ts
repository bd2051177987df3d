// POST /api/jobs/invoice-reminders - e-mail one reminder for each invoice 7 days past its due date,
// unpaid and not credited (Bearer CRON_SECRET, or an admin's same-origin POST). GET with the
// Bearer secret only (Vercel Cron).
// Schedule: daily at 08:00 UTC (npm start runs it by itself; vercel.json / crontab elsewhere).
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runInvoiceRemindersJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("invoice reminders", await runInvoiceRemindersJob(caller)),
);
