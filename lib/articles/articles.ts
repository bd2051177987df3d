import "server-only";
import { unstable_cache } from "next/cache";
import { pageCountOf } from "@/lib/shared/pagination";
import { cacheTags } from "@/lib/server/cache-tags";
import { db } from "@/lib/server/db";

// Public reads of articles: only published ones, newest first. Cached and tagged; admin actions
// and jobs revalidate the tags. Dates travel as ISO strings (the cache stores JSON). No read loads
// every article: lists come a page at a time, each page its own cache entry, and every list query
// walks an index (articles_is_published_published_at_created_at_idx; docs/scale.md).

export const FEATURED_LIMIT = 6;
export const NEWS_PAGE_SIZE = 12;

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
  /** The last change to its content, never before it was published (dateModified). */
  modifiedAt: string;
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

// Publishing always sets published_at; requiring it lets the newest-first order use the index.
const published = { isPublished: true, publishedAt: { not: null } } as const;
const newestFirst = [{ publishedAt: "desc" }, { createdAt: "desc" }] as const;

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

export type NewsPage = {
  articles: ArticleSummary[];
  page: number;
  pageCount: number;
  total: number;
};

const readPublishedCount = unstable_cache(
  () => db().article.count({ where: published }),
  ["articles-published-count"],
  { tags: [cacheTags.articles] },
);

const readNewsPage = (page: number) =>
  unstable_cache(
    async () =>
      (
        await db().article.findMany({
          where: published,
          orderBy: [...newestFirst],
          skip: (page - 1) * NEWS_PAGE_SIZE,
          take: NEWS_PAGE_SIZE,
          select: summarySelect,
        })
      ).map(toSummary),
    ["articles-news-page", String(page)],
    { tags: [cacheTags.articles] },
  )();

const readArticle = (slug: string) =>
  unstable_cache(
    async (): Promise<PublishedArticle | null> => {
      const row = await db().article.findFirst({
        where: { ...published, slug },
        select: { ...summarySelect, content: true, metaDescription: true, contentChangedAt: true },
      });
      if (!row) return null;
      return {
        ...toSummary(row),
        content: row.content,
        metaDescription: row.metaDescription,
        modifiedAt: modifiedAt(row),
      };
    },
    ["article", slug],
    { tags: [cacheTags.articles, cacheTags.article(slug)] },
  )();

/**
 * When a published article last changed for its readers: its recorded content change, or its
 * publication when it was written before (a draft's edits are not news to anyone).
 */
function modifiedAt(row: { publishedAt: Date | null; contentChangedAt: Date }): string {
  const published = row.publishedAt?.getTime() ?? 0;
  return new Date(Math.max(published, row.contentChangedAt.getTime())).toISOString();
}

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

/**
 * One page of the news list, newest first; null when the page does not exist (beyond the last
 * page). Page 1 always exists, empty when nothing is published or the read fails.
 */
export async function findNewsPage(page: number): Promise<NewsPage | null> {
  const total = await orEmpty("published count", readPublishedCount, 0);
  const pageCount = pageCountOf(total, NEWS_PAGE_SIZE);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const articles =
    total === 0 ? [] : await orEmpty(`news page ${page}`, () => readNewsPage(page), []);
  return { articles, page, pageCount, total };
}

/** The number of published articles (the sitemap's size). */
export function countPublishedArticles(): Promise<number> {
  return readPublishedCount();
}

/** The same count read from the database now (proxy.ts runs outside Next's data cache). */
export function countPublishedArticlesNow(): Promise<number> {
  return db().article.count({ where: published });
}

/** Is an article published under this slug, read from the database now (for proxy.ts)? */
export async function isPublishedArticleNow(slug: string): Promise<boolean> {
  return (await db().article.count({ where: { ...published, slug } })) > 0;
}

/** One published article, or null (also when the read fails: the page shows Not Found). */
export function findPublishedArticle(slug: string): Promise<PublishedArticle | null> {
  return orEmpty(`article ${slug}`, () => readArticle(slug), null);
}

export type ArticleStamp = { slug: string; lastModified: string };

/**
 * Published slugs with their last change, newest first, `limit` from `offset`: a sitemap file,
 * a batch of IndexNow's Submit All, the articles prerendered at build. Not cached: each caller
 * reads a bounded slice, rarely.
 */
export async function listPublishedArticleStamps(slice: {
  offset?: number;
  limit: number;
}): Promise<ArticleStamp[]> {
  const rows = await db().article.findMany({
    where: published,
    orderBy: [...newestFirst],
    skip: slice.offset ?? 0,
    take: slice.limit,
    select: { slug: true, publishedAt: true, contentChangedAt: true },
  });
  return rows.map((row) => ({ slug: row.slug, lastModified: modifiedAt(row) }));
}
