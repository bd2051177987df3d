import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { articleSchema } from "@/lib/articles/article-schema";
import { announceArticleChanges, changeOf } from "@/lib/articles/article-changes";
import {
  createArticle,
  deleteArticle,
  setArticlePublished,
  updateArticle,
} from "@/lib/articles/admin-articles";
import { listIndexNowSubmissions } from "@/lib/articles/indexnow-submissions";
import { db } from "@/lib/server/db";
import { runContentScheduler } from "@/lib/articles/content-scheduler";
import { submitAllToIndexNow, submitToIndexNow } from "@/lib/articles/indexnow";
import { staticRoutes } from "@/lib/content/routes";
import { bulkArticlesSql } from "@/scripts/lib/bulk-articles";
import { resetDatabase } from "../support/db";
import { runAfterResponse } from "../support/fake-request";
import { FakeIndexNow } from "../support/fake-indexnow";

// Before anything reads the environment.
const indexNow = new FakeIndexNow();
await indexNow.start();
const KEY = "3f9c2a7b-indexnow-test-key";
const ORIGIN = "https://www.example-shredding.test";
process.env.INDEXNOW_KEY = KEY;
process.env.INDEXNOW_ENDPOINT = indexNow.endpoint;
process.env.SITE_URL = ORIGIN;

afterAll(() => indexNow.stop());

beforeEach(async () => {
  await resetDatabase();
  indexNow.reset();
});

const url = (path: string) => `${ORIGIN}${path}`;

describe("an IndexNow submission", () => {
  it("posts host, key, keyLocation and the URL list as JSON, and logs it", async () => {
    const result = await submitToIndexNow([url("/"), url("/areas/durham")]);

    expect(result).toEqual({
      success: true,
      urlsSubmitted: 2,
      status: 200,
      message: "URLs submitted successfully",
    });
    expect(indexNow.received).toEqual([
      {
        contentType: "application/json; charset=utf-8",
        body: {
          host: "www.example-shredding.test",
          key: KEY,
          keyLocation: `${ORIGIN}/${KEY}.txt`,
          urlList: [url("/"), url("/areas/durham")],
        },
      },
    ]);
    const [logged] = await listIndexNowSubmissions();
    expect(logged).toMatchObject({
      trigger: "admin",
      urlCount: 2,
      httpStatus: 200,
      success: true,
      message: "URLs submitted successfully",
    });
  });

  it("leaves out other hosts' URLs and repeats", async () => {
    await submitToIndexNow([url("/"), "https://elsewhere.test/", url("/"), "not a url"]);
    expect(indexNow.received[0]!.body.urlList).toEqual([url("/")]);
  });

  it("sends more than 10,000 URLs in batches of at most 10,000", async () => {
    const urls = Array.from({ length: 10_001 }, (_, i) => url(`/news/article-${i}`));
    const result = await submitToIndexNow(urls);
    expect(result).toMatchObject({ success: true, urlsSubmitted: 10_001 });
    expect(indexNow.received.map((r) => r.body.urlList.length)).toEqual([10_000, 1]);
    expect(indexNow.received[1]!.body.urlList).toEqual([url("/news/article-10000")]);
    expect(await db().indexNowSubmission.count()).toBe(2);
  });

  it("Submit All reads every indexable URL a batch at a time and sends each once", async () => {
    const { text, values } = bulkArticlesSql(25);
    await db().$executeRawUnsafe(text, ...values);
    const result = await submitAllToIndexNow("admin", 20);
    const total = staticRoutes.length + 25;
    expect(result).toMatchObject({ success: true, urlsSubmitted: total });
    const batches = indexNow.received.map((r) => r.body.urlList);
    expect(batches.map((b) => b.length)).toEqual([20, 20, total - 40]);
    const sent = batches.flat();
    expect(new Set(sent).size).toBe(total);
    expect(sent).toContain(url("/news/bulk-25"));
    expect(sent).toContain(url("/secure-shredding-quote"));
  });

  it("stops at a refused batch and says how many went through", async () => {
    indexNow.respondWith(202, 429);
    const urls = Array.from({ length: 10_500 }, (_, i) => url(`/news/a-${i}`));
    const result = await submitToIndexNow(urls);
    expect(result).toEqual({
      success: false,
      urlsSubmitted: 10_000,
      status: 429,
      message: "Too many requests: try again later",
    });
    const log = await listIndexNowSubmissions();
    expect(log.map((row) => [row.httpStatus, row.success])).toEqual([
      [429, false],
      [202, true],
    ]);
  });

  it.each([
    [400, "Bad request: the submission was malformed"],
    [403, "Forbidden: the key file could not be verified"],
    [422, "Unprocessable: URLs do not belong to the host or the key does not match"],
  ])("explains an answer of %i", async (status, message) => {
    indexNow.respondWith(status);
    expect(await submitToIndexNow([url("/")])).toMatchObject({ success: false, status, message });
  });

  it("logs an endpoint that hung up without answering", async () => {
    indexNow.hangUp = true;
    const result = await submitToIndexNow([url("/")]);
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/^Could not reach IndexNow/);
    expect(await db().indexNowSubmission.findFirst()).toMatchObject({
      httpStatus: null,
      success: false,
    });
  });
});

// In a request, an article's change pings IndexNow after the response (runAfterResponse).
describe("article changes ping IndexNow by themselves", () => {
  const content = "<p>" + "Secure shredding keeps personal data safe. ".repeat(3) + "</p>";
  const article = (over: Record<string, unknown> = {}) =>
    articleSchema.parse({ title: "Shredding after a house move", content, ...over });
  const pinged = () => indexNow.received.map((r) => r.body.urlList);

  it("when an article is published: its URL and the news page", async () => {
    const created = await createArticle(article({ auto_publish: true }), "admin@example.com");
    await announceArticleChanges([changeOf(created)], "action");
    await runAfterResponse();
    expect(pinged()).toEqual([[url("/news/shredding-after-a-house-move"), url("/news")]]);
    expect((await listIndexNowSubmissions())[0]).toMatchObject({ trigger: "automatic" });
  });

  it("not for a draft nobody can see", async () => {
    const draft = await createArticle(article(), "admin@example.com");
    await announceArticleChanges([changeOf(draft)], "action");
    const edited = await updateArticle(
      draft.id,
      { ...article({ title: "Still a draft" }), is_published: false },
      "admin@example.com",
    );
    await announceArticleChanges([changeOf(edited)], "action");
    await runAfterResponse();
    expect(pinged()).toEqual([]);
  });

  it("when a published article is changed, unpublished, published again or deleted", async () => {
    const live = await createArticle(article({ auto_publish: true }), "admin@example.com");
    const edited = await updateArticle(
      live.id,
      { ...article({ excerpt: "New excerpt" }), is_published: true },
      "admin@example.com",
    );
    await announceArticleChanges([changeOf(edited)], "action");
    const hidden = await setArticlePublished(live.id, false, "admin@example.com");
    await announceArticleChanges([changeOf(hidden)], "action");
    const republished = await setArticlePublished(live.id, true, "admin@example.com");
    await announceArticleChanges([changeOf(republished)], "action");
    const deleted = await deleteArticle(live.id, "admin@example.com");
    await announceArticleChanges(
      [{ slug: deleted!.slug, public: deleted!.wasPublished }],
      "action",
    );
    await runAfterResponse();
    expect(pinged()).toHaveLength(4);
    expect(new Set(pinged().flat())).toEqual(
      new Set([url("/news/shredding-after-a-house-move"), url("/news")]),
    );
  });

  it("when the scheduler publishes a scheduled article", async () => {
    await createArticle(
      article({ schedule_for: new Date(Date.now() - 60_000).toISOString() }),
      "admin@example.com",
    );
    await runAfterResponse();
    expect(pinged()).toEqual([]);
    await runContentScheduler("route");
    await runAfterResponse();
    expect(pinged()).toEqual([[url("/news/shredding-after-a-house-move"), url("/news")]]);
  });

  it("and the change is kept when IndexNow fails", async () => {
    indexNow.respondWith(500);
    const created = await createArticle(article({ auto_publish: true }), "admin@example.com");
    await expect(announceArticleChanges([changeOf(created)], "action")).resolves.toBeUndefined();
    expect(await db().article.count()).toBe(1);
    await runAfterResponse();
    expect(await listIndexNowSubmissions()).toMatchObject([
      { success: false, httpStatus: 500, message: "IndexNow answered 500" },
    ]);
  });
});
