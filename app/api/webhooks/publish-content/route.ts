// POST /api/webhooks/publish-content - create an article from the automation tool
// Requires Authorization: Bearer PUBLISH_WEBHOOK_SECRET (docs/decisions.md; the spec's open endpoint is unsafe).
// Body: the admin form's fields as JSON (title, content, excerpt, author, tags[], featured_image_url,
// is_featured, auto_publish, schedule_for, meta_description); optional ones may be omitted.
import { z } from "zod";
import { paths } from "@/lib/shared/paths";
import { articleSchema } from "@/lib/articles/article-schema";
import { canonicalUrl } from "@/lib/shared/seo";
import { announceArticleChanges, changeOf } from "@/lib/articles/article-changes";
import { createArticle } from "@/lib/articles/admin-articles";
import { env, siteUrl } from "@/lib/server/env";
import { hasBearer, unauthorized } from "@/lib/automation/authorize-job";
import { BodyTooLarge, readBodyText, tooLarge } from "@/lib/server/request-body";

export const dynamic = "force-dynamic";

const MAX_BODY = 1_000_000; // bytes

export async function POST(request: Request) {
  // The secret is checked before the body is read.
  if (!hasBearer(request, env().PUBLISH_WEBHOOK_SECRET)) return unauthorized();

  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, MAX_BODY));
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge();
    return Response.json({ error: "Malformed JSON" }, { status: 400 });
  }
  const parsed = articleSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      { error: "Invalid article", fields: z.flattenError(parsed.error).fieldErrors },
      { status: 422 },
    );
  }
  try {
    const article = await createArticle(parsed.data, "publish-webhook");
    await announceArticleChanges([changeOf(article)], "route");
    const state = article.isPublished
      ? "published"
      : article.scheduledFor
        ? "scheduled"
        : "saved as a draft";
    return Response.json(
      {
        message: `Article ${state}`,
        slug: article.slug,
        url: canonicalUrl(siteUrl(), paths.article(article.slug)),
      },
      { status: 201 },
    );
  } catch (error) {
    console.error("[webhook] publish failed:", error);
    return Response.json({ error: "Failed to publish content" }, { status: 500 });
  }
}
