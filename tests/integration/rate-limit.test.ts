import { beforeEach, describe, expect, it } from "vitest";
import { hitRateLimit, purgeExpiredRateLimits, refundRateLimit } from "@/lib/server/rate-limit";
import { db } from "@/lib/server/db";
import { runHousekeepingJob } from "@/lib/automation/jobs";
import { resetDatabase } from "../support/db";

describe("rate limits stored in PostgreSQL", () => {
  beforeEach(resetDatabase);

  it("allows up to the limit within a window and refuses the next hit", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit("test:a", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect((await hitRateLimit("test:b", 3, 60_000)).allowed).toBe(true);
  });

  it("gives a refunded hit back to the window", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit("test:r", 3, 60_000);
    await refundRateLimit("test:r");
    expect((await hitRateLimit("test:r", 3, 60_000)).allowed).toBe(true);
    expect((await hitRateLimit("test:r", 3, 60_000)).allowed).toBe(false);
  });

  it("counts concurrent hits exactly (several app instances share one counter)", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit("test:c", 5, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("starts a fresh window once the old one has expired", async () => {
    await hitRateLimit("test:d", 1, 60_000);
    await db().rateLimitBucket.update({
      where: { key: "test:d" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await hitRateLimit("test:d", 1, 60_000)).allowed).toBe(true);
  });

  it("purges expired buckets", async () => {
    await hitRateLimit("test:e", 1, 60_000);
    await db().rateLimitBucket.update({
      where: { key: "test:e" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await purgeExpiredRateLimits()).toBe(1);
  });

  it("are purged by the hourly housekeeping job, which the scheduler runs in production", async () => {
    await hitRateLimit("test:old", 1, 60_000);
    await hitRateLimit("test:live", 1, 60_000);
    await db().rateLimitBucket.update({
      where: { key: "test:old" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const run = await runHousekeepingJob("schedule");
    expect(run).toMatchObject({ status: "succeeded", details: { purged: 1 } });
    expect((await db().rateLimitBucket.findMany()).map((b) => b.key)).toEqual(["test:live"]);
    expect(await db().jobRun.count({ where: { job: "housekeeping" } })).toBe(1);
    // Every instance's timer calls it: a later call finds nothing more to remove.
    expect(await runHousekeepingJob("schedule")).toMatchObject({
      status: "succeeded",
      details: { purged: 0 },
    });
    expect((await db().rateLimitBucket.findMany()).map((b) => b.key)).toEqual(["test:live"]);
  });
});
