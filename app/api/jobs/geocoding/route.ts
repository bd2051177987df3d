// POST /api/jobs/geocoding - look up at postcodes.io the postcodes of bookings, contracts and
// sites not yet located, in bulk (Bearer CRON_SECRET, or an admin's same-origin POST). GET with
// the Bearer secret only (Vercel Cron).
// Schedule: every five minutes (npm start runs it by itself; vercel.json / crontab elsewhere).
import { jobRoute } from "@/lib/automation/authorize-job";
import { jobResponse } from "@/lib/automation/job-response";
import { runGeocodingJob } from "@/lib/automation/jobs";

export const dynamic = "force-dynamic";

export const { GET, POST } = jobRoute(async (caller) =>
  jobResponse("postcode locations", await runGeocodingJob(caller)),
);
