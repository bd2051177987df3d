import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { articleSchema } from "@/lib/articles/article-schema";
import { createArticle } from "@/lib/articles/admin-articles";
import { db } from "@/lib/server/db";
import { syncAirtableArticles, type AirtableSyncOptions } from "@/lib/articles/airtable-sync";
import { runAirtableSyncJob } from "@/lib/automation/jobs";
import { resetDatabase } from "../support/db";
import { runAfterResponse } from "../support/fake-request";
import { FakeAirtable, type FakeRecord } from "../support/fake-airtable";
import { FakeIndexNow } from "../support/fake-indexnow";

// Before anything reads the environment: automatic IndexNow pings go to a fake endpoint.
const airtable = new FakeAirtable();
await airtable.start();
const indexNow = new FakeIndexNow();
await indexNow.start();
process.env.INDEXNOW_KEY = "sync-test-indexnow-key";
process.env.INDEXNOW_ENDPOINT = indexNow.endpoint;
process.env.SITE_URL = "https://www.example-shredding.test";

afterAll(async () => {
  await airtable.stop();
  await indexNow.stop();
});

const body = (topic: string) =>
  `<p>${topic}: how confidential paper is collected, shredded and recycled in the North East.</p>`;

const record = (id: string, fields: Record<string, unknown>): FakeRecord => ({
  id,
  createdTime: "2026-11-01T09:00:00.000Z",
  fields,
});

// Three pages as Airtable would send them (page size shortened to two records).
const table = (): FakeRecord[][] => [
  [
    record("rec1", {
      Title: "Shredding for Durham schools",
      Content: body("Schools") + '<script>alert("x")</script>',
      Excerpt: "How schools dispose of pupil records.",
      Author: "Sarah Jones",
      Tags: ["Schools", "GDPR"],
      "Featured Image": "https://images.example.test/schools.jpg",
      Featured: true,
      Published: true,
      "Publish Date": "2026-07-01",
      "Meta Description": "Secure shredding for schools in County Durham.",
    }),
    record("rec2", {
      Title: "Clinic records retention",
      Slug: "Clinic Records Guide",
      Content: body("Clinics"),
      Published: true,
    }),
  ],
  [
    record("rec3", { Title: "A draft about hard drives", Content: body("Hard drives") }),
    record("rec4", { Title: "No body yet" }),
  ],
  [
    record("rec5", {
      Content: body("Untitled"),
      Published: true,
    }),
    record("rec6", {
      Title: "Office moves",
      Content: body("Office moves"),
      Published: true,
      Tags: ["Business"],
    }),
  ],
];

// Airtable asks for 30 s after a 429; the tests shorten the wait (Retry-After is not sent).
const fast: AirtableSyncOptions = { client: { rateLimitWaitMs: 50 } };
// The sync runs as in its route: what it leaves for after the response (the IndexNow ping) has
// run by the time the test looks (tests/support/fake-request.ts).
const sync = async (options: AirtableSyncOptions = {}) => {
  const report = await syncAirtableArticles({ source: airtable.source, ...fast, ...options });
  await runAfterResponse();
  return report;
};

beforeEach(async () => {
  await resetDatabase();
  airtable.reset(table());
  indexNow.reset();
});

describe("the Airtable sync", () => {
  it("reads all three pages, waits out a 429 in the middle and creates the articles", async () => {
    airtable.answerWithError(2, 429, {
      errors: [{ error: "RATE_LIMIT_REACHED", message: "Rate limit exceeded" }],
    });

    const report = await sync();

    expect(report).toMatchObject({
      records: 6,
      pages: 3,
      created: 4,
      updated: 0,
      unchanged: 0,
      skipped: 2,
      sitemap: { ok: true },
    });
    expect(report.skippedRecords).toEqual([
      { recordId: "rec4", reason: "No Content" },
      { recordId: "rec5", reason: "No Title" },
    ]);
    // Page 1, the 429, page 2 again, page 3: each asked with the previous page's offset.
    expect(airtable.requests.map((r) => r.offset)).toEqual([null, "itr1", "itr1", "itr2"]);
    expect(airtable.requests.every((r) => r.authorization === `Bearer ${airtable.apiKey}`)).toBe(
      true,
    );
    expect(airtable.requests.every((r) => r.path === "/v0/appFakeBase/Articles")).toBe(true);
    expect(await db().article.count()).toBe(4);
  });

  it("never lets Airtable receive more than 5 requests in a second, even with 100 ms of delay on the way", async () => {
    airtable.reset([...table(), ...table(), ...table()].map((page) => page.slice(0, 1)));
    await sync({ client: {} });
    const times = airtable.requests.map((r) => r.at);
    expect(times).toHaveLength(9);
    // Sent 220 ms apart, as the fake receives them: six within a second only if one request was
    // held 100 ms longer on its way than the fifth after it (seen at 13 ms on a machine running
    // two test suites, which failed a client that kept exactly 200 ms).
    for (let i = 5; i < times.length; i++)
      expect(times[i]! - times[i - 5]!).toBeGreaterThanOrEqual(1_000);
  });

  it("maps the table's fields onto the article", async () => {
    await sync();
    const schools = await db().article.findUniqueOrThrow({
      where: { slug: "shredding-for-durham-schools" },
    });
    expect(schools).toMatchObject({
      title: "Shredding for Durham schools",
      excerpt: "How schools dispose of pupil records.",
      author: "Sarah Jones",
      tags: ["Schools", "GDPR"],
      featuredImageUrl: "https://images.example.test/schools.jpg",
      isFeatured: true,
      isPublished: true,
      metaDescription: "Secure shredding for schools in County Durham.",
      // 1 July 2026, midnight in London (BST).
      publishedAt: new Date("2026-06-30T23:00:00.000Z"),
    });
    expect(schools.content).toBe(body("Schools"));

    // Slug from the Slug field; author defaults to the team; published now without a date.
    const clinic = await db().article.findUniqueOrThrow({
      where: { slug: "clinic-records-guide" },
    });
    expect(clinic).toMatchObject({ author: "North East Secure Shredding Team", tags: [] });
    expect(clinic.publishedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const draft = await db().article.findUniqueOrThrow({
      where: { slug: "a-draft-about-hard-drives" },
    });
    expect(draft).toMatchObject({ isPublished: false, isFeatured: false, publishedAt: null });

    const events = await db().articleEvent.findMany({ where: { slug: schools.slug } });
    expect(events.map((e) => [e.action, e.actorEmail]).sort()).toEqual([
      ["created", "airtable-sync"],
      ["published", "airtable-sync"],
    ]);
  });

  it("changes nothing when run again: 0 created, 0 updated", async () => {
    await sync();
    const before = await db().article.findMany({ orderBy: { slug: "asc" } });
    indexNow.reset();

    const again = await sync();

    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 4, skipped: 2 });
    expect(await db().article.findMany({ orderBy: { slug: "asc" } })).toEqual(before);
    expect(indexNow.received).toEqual([]);
  });

  it("updates what changed in the table, by slug, and unpublishes what was unticked", async () => {
    await sync();
    const pages = table();
    pages[0]![0]!.fields.Excerpt = "A new excerpt.";
    pages[2]![1]!.fields.Published = false;
    airtable.reset(pages);

    const report = await sync();

    expect(report).toMatchObject({ created: 0, updated: 2, unchanged: 2 });
    expect(
      await db().article.findUniqueOrThrow({ where: { slug: "shredding-for-durham-schools" } }),
    ).toMatchObject({ excerpt: "A new excerpt." });
    expect(await db().article.findUniqueOrThrow({ where: { slug: "office-moves" } })).toMatchObject(
      { isPublished: false },
    );
  });

  it("takes over an article of the same slug written in the admin", async () => {
    const own = await createArticle(
      articleSchema.parse({ title: "Office moves", content: body("Old"), auto_publish: true }),
      "admin@example.com",
    );
    const report = await sync();
    expect(report).toMatchObject({ created: 3, updated: 1 });
    const article = await db().article.findUniqueOrThrow({ where: { slug: "office-moves" } });
    expect(article).toMatchObject({
      id: own.id,
      content: body("Office moves"),
      tags: ["Business"],
    });
  });

  it("skips a second record with a slug already used in the table", async () => {
    const pages = table();
    pages[2]![1]!.fields.Slug = "shredding-for-durham-schools";
    airtable.reset(pages);
    const report = await sync();
    expect(report.created).toBe(3);
    expect(report.skippedRecords).toContainEqual({
      recordId: "rec6",
      reason: 'Slug "shredding-for-durham-schools" is already used by record rec1',
    });
  });

  it("tells IndexNow about the new public articles and the news page, in one request", async () => {
    await sync();
    expect(indexNow.received).toHaveLength(1);
    const sent = indexNow.received[0]!.body;
    expect(sent.urlList.sort()).toEqual(
      [
        "https://www.example-shredding.test/news",
        "https://www.example-shredding.test/news/clinic-records-guide",
        "https://www.example-shredding.test/news/office-moves",
        "https://www.example-shredding.test/news/shredding-for-durham-schools",
      ].sort(),
    );
  });

  it("still stores the articles when the sitemap cannot be regenerated, and says so", async () => {
    const report = await sync({
      regenerateSitemap: () => Promise.reject(new Error("disk full")),
    });
    expect(report.created).toBe(4);
    expect(report.sitemap).toEqual({ ok: false, error: "disk full" });
  });

  it("changes nothing when Airtable refuses the key", async () => {
    await expect(sync({ source: { ...airtable.source, apiKey: "wrong" } })).rejects.toThrow(
      "Airtable answered 401 (AUTHENTICATION_REQUIRED: Authentication required)",
    );
    expect(await db().article.count()).toBe(0);
  });

  it("changes nothing when a later page keeps failing", async () => {
    for (let n = 2; n <= 7; n++) airtable.answerWithError(n, 503, { error: "SERVICE_UNAVAILABLE" });
    await expect(sync()).rejects.toThrow("Airtable answered 503 (SERVICE_UNAVAILABLE)");
    expect(airtable.requests).toHaveLength(7);
    expect(await db().article.count()).toBe(0);
  });

  it("says what is missing when Airtable is not configured", async () => {
    await expect(syncAirtableArticles()).rejects.toThrow(
      "Airtable is not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID",
    );
  });
});

describe("the Airtable sync job", () => {
  const job = (trigger: "admin" | "schedule") =>
    runAirtableSyncJob(trigger, "route", { source: airtable.source, ...fast });

  it("records each run in the job history with what it did", async () => {
    const result = await job("admin");
    expect(result).toMatchObject({ status: "succeeded" });
    const [run] = await db().jobRun.findMany();
    expect(run).toMatchObject({
      job: "airtable_sync",
      trigger: "admin",
      status: "succeeded",
      summary: "Synced 6 Airtable record(s): 4 created, 0 updated, 0 unchanged, 2 skipped",
      error: null,
    });
    expect(run!.durationMs).toBeGreaterThanOrEqual(0);
    expect(run!.finishedAt).not.toBeNull();
  });

  it("records a failed run with its error", async () => {
    airtable.answerWithError(1, 404, { error: "NOT_FOUND" });
    const result = await job("admin");
    expect(result).toMatchObject({ status: "failed", error: "Airtable answered 404 (NOT_FOUND)" });
    expect(await db().jobRun.findFirst()).toMatchObject({
      status: "failed",
      error: "Airtable answered 404 (NOT_FOUND)",
    });
  });

  it("runs once when two instances start it at the same moment", async () => {
    const results = await Promise.all([job("schedule"), job("schedule")]);
    expect(results.map((r) => r.status).sort()).toEqual(["busy", "succeeded"]);
    expect(await db().jobRun.count()).toBe(1);
    expect(await db().article.count()).toBe(4);
  });

  it("runs the daily schedule once, however many instances fire at 02:00", async () => {
    expect((await job("schedule")).status).toBe("succeeded");
    expect((await job("schedule")).status).toBe("already-ran");
    // An admin can still sync by hand.
    expect((await job("admin")).status).toBe("succeeded");
    expect(await db().jobRun.count()).toBe(2);
  });

  it("does not let a failed scheduled run block the day: it retries, backing off each time", async () => {
    let clock = new Date("2026-11-23T02:00:00Z");
    const at = (trigger: "schedule") =>
      runAirtableSyncJob(trigger, "route", {
        source: airtable.source,
        ...fast,
        now: () => clock,
      });
    const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

    airtable.answerWithError(airtable.requests.length + 1, 404, { error: "NOT_FOUND" });
    expect((await at("schedule")).status).toBe("failed");
    // At the next tick, 15 minutes on, it tries again (and fails again).
    later(5);
    expect(await at("schedule")).toMatchObject({ status: "backing-off", failures: 1 });
    later(10);
    airtable.answerWithError(airtable.requests.length + 1, 404, { error: "NOT_FOUND" });
    expect((await at("schedule")).status).toBe("failed");
    // Two failures in a row: it waits 30 minutes this time.
    later(15);
    expect(await at("schedule")).toMatchObject({ status: "backing-off", failures: 2 });
    later(15);
    expect((await at("schedule")).status).toBe("succeeded");
    // Then the day's run is done.
    later(15);
    expect((await at("schedule")).status).toBe("already-ran");
    expect(await db().article.count()).toBe(4);
  });
});
