import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { articlesChanged } from "@/lib/server/revalidate";
import { REEXPIRE_AFTER_MS, startSharedCacheTags } from "../../scripts/lib/shared-cache-tags";
import { resetDatabase } from "../support/db";

// Next decides whether a cached page is current from invalidations it keeps in memory. These
// tests play a server (this process's table) and another instance or an earlier life of it
// (the revalidate module writing to PostgreSQL), with the real database and channel.

const expiredAt = (tag: string) => tagsManifest.get(tag)?.expired ?? 0;
let stop: (() => Promise<void>) | undefined;

beforeEach(async () => {
  await resetDatabase();
  tagsManifest.clear();
});
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe("cache-tag invalidations shared through PostgreSQL", () => {
  it("are loaded at start, so a change made before a restart still expires the old page", async () => {
    await articlesChanged(["old-news"], "route"); // made while this server was not running
    expect(expiredAt("articles")).toBe(0);
    stop = await startSharedCacheTags(process.env.DATABASE_URL!);
    expect(expiredAt("articles")).toBeGreaterThan(0);
    expect(expiredAt("article:old-news")).toBeGreaterThan(0);
  });

  it("reach a running server within a second when another instance makes a change", async () => {
    stop = await startSharedCacheTags(process.env.DATABASE_URL!);
    const before = Date.now();
    await articlesChanged(["fresh-news"], "route");
    await expect
      .poll(() => expiredAt("article:fresh-news"), { timeout: 1_000 })
      .toBeGreaterThanOrEqual(before);
    expect(
      await db().cacheTagInvalidation.findUnique({ where: { tag: "article:fresh-news" } }),
    ).not.toBeNull();
  });

  it("expire the tag again once renders begun before the change have finished", async () => {
    stop = await startSharedCacheTags(process.env.DATABASE_URL!);
    await articlesChanged([], "route");
    await expect.poll(() => expiredAt("articles"), { timeout: 1_000 }).toBeGreaterThan(0);
    const first = expiredAt("articles");
    // A render that started before the change stores its page now, looking current.
    await new Promise((resolve) => setTimeout(resolve, REEXPIRE_AFTER_MS[0]! + 300));
    expect(expiredAt("articles")).toBeGreaterThan(first + REEXPIRE_AFTER_MS[0]! - 100);
  });
});
