import { beforeEach, describe, expect, it } from "vitest";
import { bulkArticlesSql } from "@/scripts/lib/bulk-articles";
import { articlesPage } from "@/lib/articles/admin-articles";
import { findNewsPage, NEWS_PAGE_SIZE } from "@/lib/articles/articles";
import { db } from "@/lib/server/db";
import { staticRoutes } from "@/lib/content/routes";
import { sitemapDocument, sitemapFile, siteUrlSlice } from "@/lib/articles/sitemap";
import { resetDatabase } from "../support/db";

process.env.SITE_URL = "https://www.example-shredding.test";

async function publish(count: number, prefix = "bulk") {
  const { text, values } = bulkArticlesSql(count, prefix);
  await db().$executeRawUnsafe(text, ...values);
}

beforeEach(() => resetDatabase());

describe("the news list, a page at a time", () => {
  it("shows 12 published articles a page, newest first, and no page beyond the last", async () => {
    await publish(30);
    await db().article.create({
      data: { slug: "a-draft", title: "A draft", content: "<p>x</p>", isPublished: false },
    });
    const first = await findNewsPage(1);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 30 });
    expect(first!.articles.map((a) => a.slug).slice(0, 3)).toEqual(["bulk-1", "bulk-2", "bulk-3"]);
    expect(first!.articles).toHaveLength(NEWS_PAGE_SIZE);
    const last = await findNewsPage(3);
    expect(last!.articles.map((a) => a.slug)).toEqual(
      Array.from({ length: 6 }, (_, i) => `bulk-${25 + i}`),
    );
    expect(await findNewsPage(4)).toBeNull();
    expect(await findNewsPage(0)).toBeNull();
  });

  it("has an empty first page when nothing is published", async () => {
    expect(await findNewsPage(1)).toEqual({ articles: [], page: 1, pageCount: 1, total: 0 });
    expect(await findNewsPage(2)).toBeNull();
  });

  it("reads a page through the index, not by sorting every article", async () => {
    await publish(5_000);
    await db().$executeRawUnsafe("analyze articles");
    const plan = (
      await db().$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `explain select slug from articles
         where is_published and published_at is not null
         order by published_at desc, created_at desc offset 12 limit 12`,
      )
    )
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    expect(plan).toContain("articles_is_published_published_at_created_at_idx");
    expect(plan).not.toMatch(/Sort\b/);
  });
});

describe("the sitemap beyond one file", () => {
  it("is one file while the URLs fit, with every static page and article once", async () => {
    await publish(5);
    const xml = await sitemapDocument(100);
    expect(xml).toContain("<urlset");
    expect([...xml.matchAll(/<loc>/g)]).toHaveLength(staticRoutes.length + 5);
  });

  it("becomes an index of files of at most the limit, together listing every URL once", async () => {
    await publish(50);
    const perFile = 20;
    const total = staticRoutes.length + 50;
    const index = await sitemapDocument(perFile);
    expect(index).toContain("<sitemapindex");
    const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toEqual(
      Array.from(
        { length: Math.ceil(total / perFile) },
        (_, n) => `https://www.example-shredding.test/sitemaps/${n}.xml`,
      ),
    );
    const urls: string[] = [];
    for (let n = 0; n < files.length; n++) {
      const xml = (await sitemapFile(n, perFile))!;
      const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(perFile);
      urls.push(...locs);
    }
    expect(new Set(urls).size).toBe(total);
    expect(urls).toContain("https://www.example-shredding.test/news/bulk-50");
    expect(await sitemapFile(files.length, perFile)).toBeNull();
  });

  it("lists a newly published article at once", async () => {
    await publish(3);
    await publish(1, "fresh");
    const urls = (await siteUrlSlice(0, 1_000)).map((u) => u.url);
    expect(urls).toContain("https://www.example-shredding.test/news/fresh-1");
  });
});

describe("the admin's article list", () => {
  it("pages 25 at a time and searches title and slug, with counts", async () => {
    await publish(60);
    await db().article.create({
      data: { slug: "gdpr-guide", title: "A GDPR guide", content: "<p>x</p>", isPublished: false },
    });
    const all = await articlesPage({}, 1);
    expect(all).toMatchObject({ page: 1, pageCount: 3, total: 61 });
    expect(all.items).toHaveLength(25);
    expect((await articlesPage({}, 3)).items).toHaveLength(11);
    expect((await articlesPage({ q: "gdpr" }, 1)).total).toBe(1);
    expect((await articlesPage({ q: "BULK-5" }, 1)).total).toBe(11); // bulk-5, bulk-50..59
    expect((await articlesPage({ status: "draft" }, 1)).items.map((a) => a.slug)).toEqual([
      "gdpr-guide",
    ]);
    expect((await articlesPage({ status: "published" }, 9)).page).toBe(3);
  });
});
