import { isIsoDay, parseLondonDateTime } from "@/lib/shared/dates";
import { articleSchema, slugify, type ArticleContent } from "@/lib/articles/article-schema";

// How a record of the customer's Airtable "Articles" table becomes an article (README, "Airtable
// sync"). A record is checked by the same rules as the admin's form; one without a Title or
// Content, or that breaks a rule, is skipped with the reason.

export const airtableFields = {
  title: "Title",
  slug: "Slug",
  content: "Content",
  excerpt: "Excerpt",
  author: "Author",
  tags: "Tags",
  featuredImage: "Featured Image",
  featured: "Featured",
  published: "Published",
  publishDate: "Publish Date",
  metaDescription: "Meta Description",
} as const;

/** A record as an article; its `content` as written in Airtable, sanitised when stored. */
export type SyncedArticle = ArticleContent & {
  slug: string;
  isFeatured: boolean;
  isPublished: boolean;
  /** The date shown on the article; null = keep the stored one (or now, when first published). */
  publishDate: Date | null;
};

export type MappedRecord =
  { ok: true; article: SyncedArticle } | { ok: false; recordId: string; reason: string };

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  return "";
}

/** Multiple select (array), or a comma-separated text field. */
function tagList(value: unknown): string[] | string {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  return text(value);
}

/** A URL field, or an attachment field ([{ url }]): the first URL. */
function imageUrl(value: unknown): string {
  if (Array.isArray(value)) {
    const first = value[0] as { url?: unknown } | undefined;
    return text(first?.url);
  }
  return text(value);
}

/** A date field ("2026-11-20", midnight in London) or a date-time field (an ISO instant). */
export function airtableDate(value: unknown): Date | null | "invalid" {
  const raw = text(value);
  if (!raw) return null;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(raw)
    ? isIsoDay(raw)
      ? parseLondonDateTime(`${raw}T00:00`)
      : null
    : /^\d{4}-\d{2}-\d{2}T/.test(raw)
      ? parseLondonDateTime(raw)
      : null;
  return parsed ?? "invalid";
}

export function mapAirtableRecord(record: {
  id: string;
  fields: Record<string, unknown>;
}): MappedRecord {
  const f = record.fields ?? {};
  const skip = (reason: string): MappedRecord => ({ ok: false, recordId: record.id, reason });
  const title = text(f[airtableFields.title]);
  const content = text(f[airtableFields.content]);
  if (!title) return skip("No Title");
  if (!content) return skip("No Content");

  const parsed = articleSchema.safeParse({
    title,
    content,
    excerpt: text(f[airtableFields.excerpt]),
    author: text(f[airtableFields.author]) || undefined,
    tags: tagList(f[airtableFields.tags]),
    featured_image_url: imageUrl(f[airtableFields.featuredImage]),
    meta_description: text(f[airtableFields.metaDescription]),
  });
  if (!parsed.success) return skip(parsed.error.issues.map((i) => i.message).join("; "));

  const publishDate = airtableDate(f[airtableFields.publishDate]);
  if (publishDate === "invalid") return skip("Publish Date is not a date");

  const data = parsed.data;
  return {
    ok: true,
    article: {
      slug: slugify(text(f[airtableFields.slug]) || title),
      title: data.title,
      content: data.content,
      excerpt: data.excerpt || null,
      author: data.author || null,
      tags: data.tags,
      featuredImageUrl: data.featured_image_url || null,
      isFeatured: f[airtableFields.featured] === true,
      isPublished: f[airtableFields.published] === true,
      publishDate,
      metaDescription: data.meta_description || null,
    },
  };
}
