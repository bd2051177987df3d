import { z } from "zod";
import { site } from "@/lib/shared/site";
import { typedString as typed } from "@/lib/shared/typed-string";

// The admin's article form and the publish webhook's body (spec section 3, 'Article-creation
// form'), shared by the form, the admin actions and the webhook.

/** "GDPR, Data Protection , ,Recycling" -> ["GDPR", "Data Protection", "Recycling"] */
export function splitTags(value: string | string[] | undefined | null): string[] {
  const parts = Array.isArray(value) ? value : (value ?? "").split(",");
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().slice(0, 50);
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags.slice(0, 20);
}

const imageUrl = typed()
  .max(2000, "Image URL is too long")
  .refine(
    (v) => v === "" || /^https?:\/\//i.test(v) || v.startsWith("/"),
    "Please enter a valid image URL",
  )
  .refine(
    (v) => v === "" || !v.startsWith("/") || !v.startsWith("//"),
    "Please enter a valid image URL",
  );

/**
 * A yes/no field: a real boolean, or the strings a form or a webhook sends ("true", "on",
 * "false", ""). Anything else is refused, never guessed: z.coerce.boolean() reads "false" as true.
 */
const flag = z
  .union(
    [
      z.boolean(),
      z.enum(["true", "on", "1"]).transform(() => true),
      z.enum(["false", "off", "0", ""]).transform(() => false),
    ],
    { error: "Must be true or false" },
  )
  .optional()
  .default(false);

export const articleSchema = z.object({
  title: typed().min(1, "Title is required").max(200, "Title must be less than 200 characters"),
  content: typed()
    .min(50, "Content must be at least 50 characters")
    .max(100_000, "Content is too long"),
  excerpt: typed().max(500, "Excerpt must be less than 500 characters").optional().default(""),
  author: typed()
    .max(100, "Author must be less than 100 characters")
    .optional()
    .default(site.teamName),
  tags: z
    .union([typed(), z.array(typed())])
    .optional()
    .transform((value) => splitTags(value)),
  featured_image_url: imageUrl.optional().default(""),
  is_featured: flag,
  auto_publish: flag,
  /** An instant (ISO 8601) or a London wall-clock time "yyyy-MM-ddTHH:mm" from the form. */
  schedule_for: typed().optional().default(""),
  meta_description: typed()
    .max(300, "Meta description must be less than 300 characters")
    .optional()
    .default(""),
});

export type ArticleInput = z.input<typeof articleSchema>;
export type ArticleData = z.output<typeof articleSchema>;

/** What readers see of an article, as stored (the admin's articles and the Airtable sync's). */
export type ArticleContent = {
  title: string;
  content: string;
  excerpt: string | null;
  author: string | null;
  tags: string[];
  featuredImageUrl: string | null;
  metaDescription: string | null;
};

/** SEO advice (guidance only): 150-160 characters. */
export const META_DESCRIPTION_ADVICE = { min: 150, max: 160 } as const;

/** "What GDPR Requires: A Guide!" -> "what-gdpr-requires-a-guide" */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "article";
}
