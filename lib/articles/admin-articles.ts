import "server-only";
import type { ArticleEventAction, Prisma } from "@/generated/prisma/client";
import { parseLondonDateTime } from "@/lib/shared/dates";
import { sanitizeArticleHtml } from "@/lib/articles/sanitize-article-html";
import { slugify, type ArticleContent, type ArticleData } from "@/lib/articles/article-schema";
import type { Page } from "@/lib/shared/pagination";
import { db } from "@/lib/server/db";
import { pageOf } from "@/lib/server/paging";

// Article writes for the admin and the automation (webhook, scheduler, sync). Content is
// sanitised before it is stored; every change leaves an audit event.

export type ArticleStatus = "published" | "draft" | "scheduled";

export type AdminArticle = ArticleContent & {
  id: string;
  slug: string;
  isFeatured: boolean;
  isPublished: boolean;
  publishedAt: Date | null;
  scheduledFor: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** An article after a change, and whether it was on the public site before it. */
export type ChangedArticle = AdminArticle & { wasPublished: boolean };

export function articleStatus(a: {
  isPublished: boolean;
  scheduledFor: Date | null;
}): ArticleStatus {
  if (a.isPublished) return "published";
  return a.scheduledFor ? "scheduled" : "draft";
}

export async function recordArticleEvent(
  article: { id: string | null; slug: string; title: string },
  action: ArticleEventAction,
  actor: string,
) {
  await db().articleEvent.create({
    data: {
      articleId: article.id,
      slug: article.slug,
      title: article.title,
      action,
      actorEmail: actor,
    },
  });
}

/** The title's slug, or the first free "-2", "-3"... variant. */
export async function uniqueSlug(title: string, preferred?: string): Promise<string> {
  const base = slugify(preferred || title);
  // Only the slug itself and its numbered variants (a slug is [a-z0-9-], nothing to escape).
  const rows = await db().$queryRaw<{ slug: string }[]>`
    select slug from articles where slug = ${base} or slug ~ ${`^${base}-[0-9]+$`}`;
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The columns an admin's form sets, as stored: content sanitised, empty text as null. */
function articleFields(data: ArticleUpdate | ArticleData) {
  return {
    title: data.title,
    content: sanitizeArticleHtml(data.content),
    excerpt: data.excerpt || null,
    author: data.author || null,
    tags: data.tags,
    featuredImageUrl: data.featured_image_url || null,
    isFeatured: data.is_featured,
    metaDescription: data.meta_description || null,
  };
}

/**
 * Does a change alter what readers see (the article's contentChangedAt)? Featuring, publishing
 * and scheduling do not; saving the same text again does not.
 */
export function contentDiffers(before: ArticleContent, after: ArticleContent): boolean {
  return (
    before.title !== after.title ||
    before.content !== after.content ||
    before.excerpt !== after.excerpt ||
    before.author !== after.author ||
    before.featuredImageUrl !== after.featuredImageUrl ||
    before.metaDescription !== after.metaDescription ||
    before.tags.length !== after.tags.length ||
    before.tags.some((tag, i) => tag !== after.tags[i])
  );
}

export const articleStatuses = ["published", "draft", "scheduled"] as const;
export type ArticleFilter = { q?: string; status?: string };

function articleWhere(filter: ArticleFilter): Prisma.ArticleWhereInput {
  const q = filter.q?.trim();
  const status: Record<string, Prisma.ArticleWhereInput> = {
    published: { isPublished: true },
    scheduled: { isPublished: false, scheduledFor: { not: null } },
    draft: { isPublished: false, scheduledFor: null },
  };
  return {
    ...(filter.status && status[filter.status] ? status[filter.status] : {}),
    ...(q
      ? {
          OR: [
            { title: { contains: q, mode: "insensitive" } },
            { slug: { contains: q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

/** The admin's article list: one page of those matching the search and status, newest first. */
export function articlesPage(filter: ArticleFilter, page: number): Promise<Page<AdminArticle>> {
  const where = articleWhere(filter);
  return pageOf(
    page,
    () => db().article.count({ where }),
    (skip, take) => db().article.findMany({ where, orderBy: { createdAt: "desc" }, skip, take }),
  );
}

export async function createArticle(
  data: ArticleData,
  actor: string,
  options: { slug?: string; publishedAt?: Date | null } = {},
): Promise<AdminArticle> {
  const scheduledFor = data.auto_publish ? null : parseLondonDateTime(data.schedule_for);
  const article = await db().article.create({
    data: {
      slug: await uniqueSlug(data.title, options.slug),
      ...articleFields(data),
      isPublished: data.auto_publish,
      publishedAt: data.auto_publish ? (options.publishedAt ?? new Date()) : null,
      scheduledFor,
    },
  });
  await recordArticleEvent(article, "created", actor);
  if (article.isPublished) await recordArticleEvent(article, "published", actor);
  else if (scheduledFor) await recordArticleEvent(article, "scheduled", actor);
  return article;
}

export type ArticleUpdate = Omit<ArticleData, "auto_publish" | "schedule_for"> & {
  is_published: boolean;
};

export async function updateArticle(
  id: string,
  data: ArticleUpdate,
  actor: string,
): Promise<ChangedArticle> {
  const before = await db().article.findUniqueOrThrow({ where: { id } });
  const publishing = data.is_published && !before.isPublished;
  const fields = articleFields(data);
  const article = await db().article.update({
    where: { id },
    data: {
      ...fields,
      ...(contentDiffers(before, fields) ? { contentChangedAt: new Date() } : {}),
      isPublished: data.is_published,
      publishedAt: publishing ? (before.publishedAt ?? new Date()) : before.publishedAt,
      scheduledFor: data.is_published ? null : before.scheduledFor,
    },
  });
  await recordArticleEvent(article, "updated", actor);
  if (publishing) await recordArticleEvent(article, "published", actor);
  if (!data.is_published && before.isPublished)
    await recordArticleEvent(article, "unpublished", actor);
  if (data.is_featured !== before.isFeatured)
    await recordArticleEvent(article, data.is_featured ? "featured" : "unfeatured", actor);
  return { ...article, wasPublished: before.isPublished };
}

export async function setArticleFeatured(
  id: string,
  featured: boolean,
  actor: string,
): Promise<ChangedArticle> {
  const article = await db().article.update({ where: { id }, data: { isFeatured: featured } });
  await recordArticleEvent(article, featured ? "featured" : "unfeatured", actor);
  return { ...article, wasPublished: article.isPublished };
}

export async function setArticlePublished(
  id: string,
  published: boolean,
  actor: string,
): Promise<ChangedArticle> {
  const before = await db().article.findUniqueOrThrow({ where: { id } });
  const article = await db().article.update({
    where: { id },
    data: published
      ? { isPublished: true, publishedAt: before.publishedAt ?? new Date(), scheduledFor: null }
      : { isPublished: false },
  });
  await recordArticleEvent(article, published ? "published" : "unpublished", actor);
  return { ...article, wasPublished: before.isPublished };
}

export async function deleteArticle(
  id: string,
  actor: string,
): Promise<{ slug: string; wasPublished: boolean } | null> {
  const article = await db().article.findUnique({ where: { id } });
  if (!article) return null;
  await db().article.delete({ where: { id } });
  await recordArticleEvent(article, "deleted", actor);
  return { slug: article.slug, wasPublished: article.isPublished };
}

export type ArticleEventRow = {
  action: ArticleEventAction;
  actorEmail: string;
  createdAt: Date;
  title: string;
  slug: string;
};

export async function listArticleEvents(
  articleIds?: string | string[],
  take = 50,
): Promise<ArticleEventRow[]> {
  const ids = typeof articleIds === "string" ? [articleIds] : articleIds;
  return db().articleEvent.findMany({
    where: ids ? { articleId: { in: ids } } : {},
    orderBy: [{ createdAt: "desc" }, { seq: "desc" }],
    take,
    select: { action: true, actorEmail: true, createdAt: true, title: true, slug: true },
  });
}
