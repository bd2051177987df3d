import { describe, expect, it } from "vitest";
import { msUntilDailyUtc, scheduledJobs } from "../../scripts/lib/job-scheduler";

describe("npm start's job timer", () => {
  it("runs the Airtable sync daily at 02:00 UTC, and only when Airtable is configured", () => {
    const sync = scheduledJobs.find((job) => job.path === "/api/jobs/sync-airtable")!;
    expect(sync.dailyAtUtc).toBe("02:00");
    expect(sync.enabled!({})).toBe(false);
    expect(sync.enabled!({ AIRTABLE_API_KEY: "pat", AIRTABLE_BASE_ID: "app" })).toBe(true);
  });

  it("waits until the next 02:00 UTC, tomorrow once it has passed", () => {
    const at = (iso: string) => msUntilDailyUtc("02:00", new Date(iso));
    expect(at("2026-11-21T01:00:00Z")).toBe(60 * 60_000);
    expect(at("2026-11-21T02:00:00Z")).toBe(24 * 60 * 60_000);
    expect(at("2026-11-21T23:30:00Z")).toBe(2.5 * 60 * 60_000);
    // British Summer Time does not move it: 02:00 UTC is 03:00 in London.
    expect(at("2026-07-01T01:59:00Z")).toBe(60_000);
  });

  it("sends the overdue invoice reminders daily at 08:00 UTC, with or without Airtable", () => {
    const reminders = scheduledJobs.find((job) => job.path === "/api/jobs/invoice-reminders")!;
    expect(reminders.dailyAtUtc).toBe("08:00");
    expect(reminders.enabled).toBeUndefined();
    expect(reminders.retryEveryMs).toBe(15 * 60_000);
  });

  it("runs the content scheduler every five minutes", () => {
    const scheduler = scheduledJobs.find((job) => job.path === "/api/jobs/content-scheduler")!;
    expect(scheduler.everyMs).toBe(5 * 60_000);
  });

  it("runs housekeeping hourly, here and on Vercel", async () => {
    const housekeeping = scheduledJobs.find((job) => job.path === "/api/jobs/housekeeping")!;
    expect(housekeeping.everyMs).toBe(60 * 60_000);
    const { default: vercel } = await import("../../vercel.json");
    expect(vercel.crons.map((cron) => cron.path)).toEqual(
      expect.arrayContaining(scheduledJobs.map((job) => job.path)),
    );
  });
});
