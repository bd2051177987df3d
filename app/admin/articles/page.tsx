import { ManageArticles, type ManagedArticle } from "@/components/admin/manage-articles";
import { toLondonDateTimeInput } from "@/lib/dates";
import {
  articleStatus,
  listAllArticles,
  listArticleEvents,
} from "@/lib/server/data/admin-articles";
import { adminPage } from "@/lib/server/admin-guard";

export default adminPage(async function ManageArticlesPage() {
  const [articles, events] = await Promise.all([
    listAllArticles(),
    listArticleEvents(undefined, 1000),
  ]);
  const rows: ManagedArticle[] = articles.map((a) => ({
    id: a.id,
    slug: a.slug,
    title: a.title,
    status: articleStatus(a),
    isFeatured: a.isFeatured,
    createdAt: a.createdAt.toISOString(),
    publishedAt: a.publishedAt?.toISOString() ?? null,
    scheduledFor: a.scheduledFor ? toLondonDateTimeInput(a.scheduledFor) : null,
    form: {
      title: a.title,
      content: a.content,
      excerpt: a.excerpt ?? "",
      author: a.author ?? "",
      tags: a.tags.join(", "),
      featured_image_url: a.featuredImageUrl ?? "",
      is_featured: a.isFeatured,
      auto_publish: false,
      schedule_for: "",
      meta_description: a.metaDescription ?? "",
      is_published: a.isPublished,
    },
    history: events
      .filter((e) => e.slug === a.slug)
      .map((e) => ({ action: e.action, actor: e.actorEmail, at: e.createdAt.toISOString() })),
  }));
  return (
    <div>
      <h2 className="text-2xl font-bold text-brand-900">Manage Articles</h2>
      <p className="mt-1 mb-6 text-muted">
        Every article, newest first. Changes appear on the site at once.
      </p>
      <ManageArticles articles={rows} />
    </div>
  );
});
