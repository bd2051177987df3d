import "server-only";
import { db } from "@/lib/server/db";
import { announceArticleChanges } from "./article-changes";

export type SchedulerReport = { published: number; slugs: string[] };

/**
 * Publishes drafts whose schedule time has passed. One UPDATE claims and publishes them, so two
 * runs at once publish each article once; running again publishes nothing more.
 */
export async function runContentScheduler(
  context: "action" | "route",
  now = new Date(),
): Promise<SchedulerReport> {
  const rows = await db().$queryRaw<{ id: string; slug: string; title: string }[]>`
    update articles
    set is_published = true, published_at = scheduled_for, scheduled_for = null, updated_at = now()
    where is_published = false and scheduled_for is not null and scheduled_for <= ${now}
    returning id, slug, title`;
  if (rows.length) {
    await db().articleEvent.createMany({
      data: rows.map((r) => ({
        articleId: r.id,
        slug: r.slug,
        title: r.title,
        action: "published" as const,
        actorEmail: "content-scheduler",
      })),
    });
    await announceArticleChanges(
      rows.map((r) => ({ slug: r.slug, public: true })),
      context,
    );
  }
  return { published: rows.length, slugs: rows.map((r) => r.slug) };
}
