// Runs the job routes on a timer inside `npm start`, exactly as a cron would call them on other
// hosts (same URL, same Bearer CRON_SECRET), so there is one code path for both. The routes take
// a PostgreSQL advisory lock per job, so several instances never run a job at the same time, and
// the daily jobs run once a day however many instances fire them.

export type ScheduledJob = {
  path: string;
  label: string;
  /** Either every so many milliseconds (and once at start)... */
  everyMs?: number;
  /** ...or daily at this UTC time, "HH:mm". */
  dailyAtUtc?: string;
  /**
   * A daily job whose run failed is called again this often until it succeeds; the route itself
   * spaces real attempts out with a growing backoff (lib/automation/job-runner.ts).
   */
  retryEveryMs?: number;
  /** Checked when the scheduler starts; a job that is off is not timed at all. */
  enabled?: (env: Record<string, string | undefined>) => boolean;
};

export const scheduledJobs: ScheduledJob[] = [
  { path: "/api/jobs/deliver-email", everyMs: 30_000, label: "e-mail delivery" },
  {
    path: "/api/jobs/deliver-sms",
    everyMs: 30_000,
    label: "arrival texts",
    enabled: (env) => Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM),
  },
  { path: "/api/jobs/content-scheduler", everyMs: 5 * 60_000, label: "content scheduler" },
  { path: "/api/jobs/housekeeping", everyMs: 60 * 60_000, label: "housekeeping" },
  // The stops' postcodes not yet located (a save locates its own row straight after).
  { path: "/api/jobs/geocoding", everyMs: 5 * 60_000, label: "postcode locations" },
  {
    path: "/api/jobs/refund-retries",
    everyMs: 5 * 60_000,
    label: "card refund retries",
    enabled: (env) => Boolean(env.STRIPE_SECRET_KEY),
  },
  {
    path: "/api/jobs/sync-airtable",
    dailyAtUtc: "02:00",
    retryEveryMs: 15 * 60_000,
    label: "Airtable sync",
    enabled: (env) => Boolean(env.AIRTABLE_API_KEY && env.AIRTABLE_BASE_ID),
  },
  {
    // 08:00 UTC: 08:00 in London in winter, 09:00 in summer, in the office's morning.
    path: "/api/jobs/invoice-reminders",
    dailyAtUtc: "08:00",
    retryEveryMs: 15 * 60_000,
    label: "invoice reminders",
  },
  {
    // Regular contracts: the visits 13 weeks ahead, made before the office's day.
    path: "/api/jobs/contract-visits",
    dailyAtUtc: "02:30",
    retryEveryMs: 15 * 60_000,
    label: "contract visits",
  },
  {
    // The previous month's invoices of the contracts invoiced monthly in arrears.
    path: "/api/jobs/contract-invoices",
    dailyAtUtc: "06:00",
    retryEveryMs: 15 * 60_000,
    label: "contract invoices",
  },
  {
    // The reminder the working day before each contract visit, in the customer's morning.
    path: "/api/jobs/visit-reminders",
    dailyAtUtc: "07:00",
    retryEveryMs: 15 * 60_000,
    label: "visit reminders",
  },
];

/** Milliseconds from `now` to the next `HH:mm` UTC (a full day when it is exactly that time). */
export function msUntilDailyUtc(time: string, now: Date): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes),
  );
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

export function startJobScheduler(
  origin: string,
  secret: string,
  jobs = scheduledJobs,
  env: Record<string, string | undefined> = process.env,
) {
  const stops = jobs
    .filter((job) => !job.enabled || job.enabled(env))
    .map((job) => {
      let running = false;
      // A daily run that failed (or is waiting out its backoff) is owed a retry.
      let owed = false;
      const tick = async () => {
        if (running) return;
        running = true;
        try {
          const response = await fetch(`${origin}${job.path}`, {
            method: "POST",
            headers: { authorization: `Bearer ${secret}` },
          });
          // 409: another instance is running it right now, which is fine.
          if (!response.ok && response.status !== 409) {
            console.error(`[jobs] ${job.label}: HTTP ${response.status}`);
            owed = true;
          } else if (job.dailyAtUtc) {
            const body = (await response.json().catch(() => ({}))) as {
              message?: string;
              retrying?: boolean;
            };
            owed = body.retrying === true;
            console.log(`[jobs] ${job.label}: ${body.message ?? response.status}`);
          }
        } catch (error) {
          owed = true;
          console.error(
            `[jobs] ${job.label} failed:`,
            error instanceof Error ? error.message : error,
          );
        } finally {
          running = false;
        }
      };
      if (job.dailyAtUtc) {
        let timer: NodeJS.Timeout;
        const schedule = () => {
          timer = setTimeout(
            () => {
              void tick();
              schedule();
            },
            msUntilDailyUtc(job.dailyAtUtc!, new Date()),
          );
        };
        schedule();
        const retry = job.retryEveryMs
          ? setInterval(() => owed && void tick(), job.retryEveryMs)
          : undefined;
        console.log(`[jobs] ${job.label}: daily at ${job.dailyAtUtc} UTC`);
        return () => {
          clearTimeout(timer);
          clearInterval(retry);
        };
      }
      void tick();
      const interval = setInterval(() => void tick(), job.everyMs);
      return () => clearInterval(interval);
    });
  return () => stops.forEach((stop) => stop());
}
