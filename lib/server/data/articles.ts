import "server-only";
import { unstable_cache } from "next/cache";
import { cacheTags } from "../cache-tags";
import { db } from "../db";

// Public reads of articles: only published ones, newest first. Cached and tagged; admin actions
// and jobs revalidate the tags. Dates travel as ISO strings (the cache stores JSON).

export const FEATURED_LIMIT = 6;

export type ArticleSummary = {
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImageUrl: string | null;
  author: string | null;
  tags: string[];
  isFeatured: boolean;
  publishedAt: string | null;
};

export type PublishedArticle = ArticleSummary & {
  content: string;
  metaDescription: string | null;
  updatedAt: string;
};

const summarySelect = {
  slug: true,
  title: true,
  excerpt: true,
  featuredImageUrl: true,
  author: true,
  tags: true,
  isFeatured: true,
  publishedAt: true,
} as const;

type SummaryRow = Omit<ArticleSummary, "publishedAt"> & { publishedAt: Date | null };

function toSummary(row: SummaryRow): ArticleSummary {
  return { ...row, publishedAt: row.publishedAt?.toISOString() ?? null };
}

const published = { isPublished: true } as const;
const newestFirst = [
  { publishedAt: { sort: "desc", nulls: "last" } },
  { createdAt: "desc" },
] as const;

const readFeatured = unstable_cache(
  async () =>
    (
      await db().article.findMany({
        where: { ...published, isFeatured: true },
        orderBy: [...newestFirst],
        take: FEATURED_LIMIT,
        select: summarySelect,
      })
    ).map(toSummary),
  ["articles-featured"],
  { tags: [cacheTags.articles] },
);

const readPublished = unstable_cache(
  async () =>
    (
      await db().article.findMany({
        where: published,
        orderBy: [...newestFirst],
        select: summarySelect,
      })
    ).map(toSummary),
  ["articles-published"],
  { tags: [cacheTags.articles] },
);

const readArticle = (slug: string) =>
  unstable_cache(
    async (): Promise<PublishedArticle | null> => {
      const row = await db().article.findFirst({
        where: { ...published, slug },
        select: { ...summarySelect, content: true, metaDescription: true, updatedAt: true },
      });
      if (!row) return null;
      return {
        ...toSummary(row),
        content: row.content,
        metaDescription: row.metaDescription,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
    ["article", slug],
    { tags: [cacheTags.articles, cacheTags.article(slug)] },
  )();

async function orEmpty<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // The spec: a failed fetch is logged and the section shows as empty.
    console.error(`[articles] ${what} failed:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

/** Home carousel: published AND featured, newest first, at most six. */
export function listFeaturedArticles(): Promise<ArticleSummary[]> {
  return orEmpty("featured list", readFeatured, []);
}

/** News list: every published article, newest first. */
export function listPublishedArticles(): Promise<ArticleSummary[]> {
  return orEmpty("published list", readPublished, []);
}

/** One published article, or null (also when the read fails: the page shows Not Found). */
export function findPublishedArticle(slug: string): Promise<PublishedArticle | null> {
  return orEmpty(`article ${slug}`, () => readArticle(slug), null);
}

export type ArticleStamp = { slug: string; lastModified: string };

const readStamps = unstable_cache(
  async (): Promise<ArticleStamp[]> =>
    (
      await db().article.findMany({
        where: published,
        orderBy: [...newestFirst],
        select: { slug: true, updatedAt: true },
      })
    ).map((row) => ({ slug: row.slug, lastModified: row.updatedAt.toISOString() })),
  ["articles-stamps"],
  { tags: [cacheTags.articles] },
);

/** Published slugs with their last change: the sitemap, IndexNow and static generation. */
export function listPublishedArticleStamps(): Promise<ArticleStamp[]> {
  return orEmpty("stamps", readStamps, []);
}
