import { beforeEach, describe, expect, it } from "vitest";
import { seed } from "@/prisma/seed";
import { seedArticles } from "@/prisma/seed-data/articles";
import { newsArticleJsonLd } from "@/lib/shared/seo";
import {
  setArticleFeatured,
  setArticlePublished,
  updateArticle,
} from "@/lib/articles/admin-articles";
import { findPublishedArticle } from "@/lib/articles/articles";
import { updatePageMetadata } from "@/lib/articles/page-metadata";
import { upsertArticleBySlug } from "@/lib/articles/synced-articles";
import { db } from "@/lib/server/db";
import { sitemapDocument } from "@/lib/articles/sitemap";
import { resetDatabase } from "../support/db";

// NewsArticle.dateModified and the sitemap's lastmod come from recorded content changes: a new
// database seeded later, a restart (which seeds again), featuring or publishing change neither.

process.env.SITE_URL = "https://www.example-shredding.test";
const origin = process.env.SITE_URL;
const quiet = { log: () => {}, localInstall: false };
const actor = "admin@example.test";

/** What a crawler reads: the sitemap, and each seeded article's NewsArticle block. */
async function printed() {
  const articles = await Promise.all(
    seedArticles.map(async ({ slug }) => {
      const article = (await findPublishedArticle(slug))!;
      return newsArticleJsonLd(origin, {
        slug,
        title: article.title,
        description: article.excerpt ?? article.title,
        publishedAt: article.publishedAt,
        modifiedAt: article.modifiedAt,
      });
    }),
  );
  return { sitemap: await sitemapDocument(), articles };
}

const lastmods = (xml: string) =>
  Object.fromEntries(
    [...xml.matchAll(/<loc>(.*?)<\/loc>(?:<lastmod>(.*?)<\/lastmod>)?/g)].map((m) => [m[1], m[2]]),
  );

const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(resetDatabase);

describe("recorded change times", () => {
  it("a database seeded again, or a restart's seed, prints the same dateModified and lastmod", async () => {
    await seed(quiet);
    const first = await printed();
    await pause();
    await seed(quiet); // a restart
    expect(await printed()).toEqual(first);

    await resetDatabase();
    await pause();
    await seed(quiet); // a new database, seeded later
    expect(await printed()).toEqual(first);

    // The seeded articles' times are when they were written, not when anything ran.
    for (const [i, block] of first.articles.entries()) {
      expect(block.dateModified).toBe(new Date(seedArticles[i]!.publishedAt).toISOString());
    }
    const stamps = lastmods(first.sitemap);
    expect(stamps[`${origin}/news/${seedArticles[0]!.slug}`]).toBe(
      new Date(seedArticles[0]!.publishedAt).toISOString(),
    );
    // A page nobody edited has no known change time, so no lastmod.
    expect(stamps[`${origin}/about`]).toBeUndefined();
  });

  it("an article's dateModified moves with its text, not with featuring or publishing", async () => {
    await seed(quiet);
    const slug = seedArticles[0]!.slug;
    const { id } = await db().article.findUniqueOrThrow({ where: { slug } });
    const before = (await findPublishedArticle(slug))!.modifiedAt;

    await setArticleFeatured(id, !seedArticles[0]!.isFeatured, actor);
    await setArticlePublished(id, false, actor);
    await setArticlePublished(id, true, actor);
    expect((await findPublishedArticle(slug))!.modifiedAt).toBe(before);

    const stored = await db().article.findUniqueOrThrow({ where: { id } });
    const form = {
      title: stored.title,
      content: stored.content,
      excerpt: stored.excerpt ?? "",
      author: stored.author ?? "",
      tags: stored.tags,
      featured_image_url: stored.featuredImageUrl ?? "",
      is_featured: stored.isFeatured,
      meta_description: stored.metaDescription ?? "",
      is_published: true,
    };
    await updateArticle(id, form, actor); // saved unchanged
    expect((await findPublishedArticle(slug))!.modifiedAt).toBe(before);

    const started = Date.now();
    await updateArticle(id, { ...form, title: `${stored.title} (updated)` }, actor);
    const after = (await findPublishedArticle(slug))!.modifiedAt;
    expect(Date.parse(after)).toBeGreaterThanOrEqual(started);
    expect(lastmods(await sitemapDocument())[`${origin}/news/${slug}`]).toBe(after);
  });

  it("an Airtable sync moves dateModified only when the text it brings differs", async () => {
    const synced = {
      slug: "from-airtable",
      title: "From Airtable",
      content: "<p>Written in the table.</p>",
      excerpt: null,
      author: null,
      tags: ["Sync"],
      featuredImageUrl: null,
      isFeatured: false,
      isPublished: true,
      publishDate: new Date("2026-02-01T09:00:00.000Z"),
      metaDescription: null,
    };
    await upsertArticleBySlug(synced, actor, new Date("2026-02-01T09:00:00.000Z"));
    const first = (await findPublishedArticle(synced.slug))!.modifiedAt;

    await upsertArticleBySlug({ ...synced, isFeatured: true }, actor);
    expect((await findPublishedArticle(synced.slug))!.modifiedAt).toBe(first);

    const later = new Date("2026-03-01T09:00:00.000Z");
    await upsertArticleBySlug({ ...synced, content: "<p>Rewritten.</p>" }, actor, later);
    expect((await findPublishedArticle(synced.slug))!.modifiedAt).toBe(later.toISOString());
  });

  it("a page's lastmod is the admin's last edit that changed a value", async () => {
    await seed(quiet);
    const record = await db().pageMetadata.findUniqueOrThrow({ where: { pagePath: "/about" } });
    const values = {
      page_title: record.pageTitle ?? "",
      meta_description: record.metaDescription ?? "",
      meta_keywords: record.metaKeywords ?? "",
      h1_heading: record.h1Heading ?? "",
      og_title: record.ogTitle ?? "",
      og_description: record.ogDescription ?? "",
      og_image: record.ogImage ?? "",
    };
    await updatePageMetadata(record.id, values);
    expect(lastmods(await sitemapDocument())[`${origin}/about`]).toBeUndefined();

    const started = Date.now();
    await updatePageMetadata(record.id, { ...values, h1_heading: "About the company" });
    const lastmod = lastmods(await sitemapDocument())[`${origin}/about`];
    expect(Date.parse(lastmod!)).toBeGreaterThanOrEqual(started);
  });
});
