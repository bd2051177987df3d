import { beforeEach, describe, expect, it } from "vitest";
import { Client } from "pg";
import { articleSchema } from "@/lib/articles/article-schema";
import { createArticle } from "@/lib/articles/admin-articles";
import { db } from "@/lib/server/db";
import { runSchedulerJob } from "@/lib/automation/jobs";
import { resetDatabase } from "../support/db";

// The content scheduler as cron, the timers and the admin call it: every call publishes what is
// due at that moment, however recently it ran, and a call that meets a running run waits for it.

const content = "<p>" + "Secure shredding keeps personal data safe. ".repeat(3) + "</p>";

async function scheduledArticle(title: string) {
  const article = await createArticle(
    articleSchema.parse({
      title,
      content,
      tags: "News",
      auto_publish: false,
      schedule_for: "2099-01-01T09:00",
    }),
    "office@example.com",
  );
  return article.id;
}

/** The article's time comes: it is due from now. */
const fallsDue = (id: string) =>
  db().article.update({ where: { id }, data: { scheduledFor: new Date(Date.now() - 1000) } });

const isPublished = async (id: string) =>
  (await db().article.findUniqueOrThrow({ where: { id } })).isPublished;

describe("the content scheduler job", () => {
  beforeEach(resetDatabase);

  it("publishes an article that fell due a minute after the last scheduled run", async () => {
    const id = await scheduledArticle("Due at nine");
    // 09:00: a timer runs it (nothing due yet).
    expect(await runSchedulerJob("schedule", "route")).toMatchObject({ status: "succeeded" });
    expect(await isPublished(id)).toBe(false);
    // 09:01: the article is due, and cron calls again well within five minutes.
    await fallsDue(id);
    expect(await runSchedulerJob("schedule", "route")).toMatchObject({
      status: "succeeded",
      details: { published: 1 },
    });
    expect(await isPublished(id)).toBe(true);
  });

  it("publishes each due article once when timers on several instances fire together", async () => {
    const ids = [await scheduledArticle("One"), await scheduledArticle("Two")];
    for (const id of ids) await fallsDue(id);
    const runs = await Promise.all([1, 2, 3].map(() => runSchedulerJob("schedule", "route")));
    expect(runs.map((run) => run.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    const published = runs.map((run) => (run.status === "succeeded" ? run.details.published : 0));
    expect(published.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await db().articleEvent.count({ where: { action: "published" } })).toBe(2);
  });

  it("waits for a run that holds the lock instead of skipping, then publishes", async () => {
    const id = await scheduledArticle("Due while another run works");
    // Another instance's run holds the job's advisory lock (as job-runner.ts takes it).
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock(7462001, hashtext('content_scheduler'))");
      await fallsDue(id);
      const call = runSchedulerJob("schedule", "route");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await isPublished(id)).toBe(false);
      await other.query("commit");
      expect(await call).toMatchObject({ status: "succeeded", details: { published: 1 } });
      expect(await isPublished(id)).toBe(true);
    } finally {
      await other.end();
    }
  });
});
