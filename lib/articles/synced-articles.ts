import "server-only";
import type { SyncedArticle } from "@/lib/articles/airtable-article";
import { sanitizeArticleHtml } from "@/lib/articles/sanitize-article-html";
import { db } from "@/lib/server/db";
import { contentDiffers, recordArticleEvent } from "./admin-articles";

// Articles that come from the Airtable table: upserted by slug. A record that matches the stored
// article exactly changes nothing, so a repeated sync reports 0 created and 0 updated.

export type UpsertOutcome = {
  outcome: "created" | "updated" | "unchanged";
  slug: string;
  isPublished: boolean;
  wasPublished: boolean;
};

const sameTags = (a: string[], b: string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);
const sameTime = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

export async function upsertArticleBySlug(
  synced: SyncedArticle,
  actor: string,
  now = new Date(),
): Promise<UpsertOutcome> {
  const existing = await db().article.findUnique({ where: { slug: synced.slug } });
  const fields = {
    title: synced.title,
    content: sanitizeArticleHtml(synced.content),
    excerpt: synced.excerpt,
    author: synced.author,
    tags: synced.tags,
    featuredImageUrl: synced.featuredImageUrl,
    isFeatured: synced.isFeatured,
    isPublished: synced.isPublished,
    metaDescription: synced.metaDescription,
    publishedAt: synced.publishDate ?? existing?.publishedAt ?? (synced.isPublished ? now : null),
    // A published article has no pending schedule; an unpublished one keeps the admin's.
    scheduledFor: synced.isPublished ? null : (existing?.scheduledFor ?? null),
  };

  if (!existing) {
    const article = await db().article.create({ data: { slug: synced.slug, ...fields } });
    await recordArticleEvent(article, "created", actor);
    if (article.isPublished) await recordArticleEvent(article, "published", actor);
    return {
      outcome: "created",
      slug: article.slug,
      isPublished: article.isPublished,
      wasPublished: false,
    };
  }

  const unchanged =
    existing.title === fields.title &&
    existing.content === fields.content &&
    existing.excerpt === fields.excerpt &&
    existing.author === fields.author &&
    sameTags(existing.tags, fields.tags) &&
    existing.featuredImageUrl === fields.featuredImageUrl &&
    existing.isFeatured === fields.isFeatured &&
    existing.isPublished === fields.isPublished &&
    existing.metaDescription === fields.metaDescription &&
    sameTime(existing.publishedAt, fields.publishedAt) &&
    sameTime(existing.scheduledFor, fields.scheduledFor);
  const base = {
    slug: existing.slug,
    isPublished: fields.isPublished,
    wasPublished: existing.isPublished,
  };
  if (unchanged) return { outcome: "unchanged", ...base };

  const article = await db().article.update({
    where: { id: existing.id },
    data: contentDiffers(existing, fields) ? { ...fields, contentChangedAt: now } : fields,
  });
  await recordArticleEvent(article, "updated", actor);
  if (article.isPublished !== existing.isPublished)
    await recordArticleEvent(article, article.isPublished ? "published" : "unpublished", actor);
  if (article.isFeatured !== existing.isFeatured)
    await recordArticleEvent(article, article.isFeatured ? "featured" : "unfeatured", actor);
  return { outcome: "updated", ...base };
}
