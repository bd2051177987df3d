// Runs the job routes on a timer inside `npm start`, exactly as a cron would call them on other
// hosts (same URL, same Bearer CRON_SECRET), so there is one code path for both.

export type ScheduledJob = { path: string; everyMs: number; label: string };

export const scheduledJobs: ScheduledJob[] = [
  { path: "/api/jobs/deliver-email", everyMs: 30_000, label: "e-mail delivery" },
  { path: "/api/jobs/content-scheduler", everyMs: 5 * 60_000, label: "content scheduler" },
];

export function startJobScheduler(origin: string, secret: string, jobs = scheduledJobs) {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const response = await fetch(`${origin}${job.path}`, {
          method: "POST",
          headers: { authorization: `Bearer ${secret}` },
        });
        if (!response.ok) console.error(`[jobs] ${job.label}: HTTP ${response.status}`);
      } catch (error) {
        console.error(
          `[jobs] ${job.label} failed:`,
          error instanceof Error ? error.message : error,
        );
      } finally {
        running = false;
      }
    };
    void tick();
    return setInterval(() => void tick(), job.everyMs);
  });
  return () => timers.forEach(clearInterval);
}
