import { InboxFilters } from "@/components/office/inbox-filters";
import { ListPages } from "@/components/admin/list-pages";
import { ManageArticles, type ManagedArticle } from "@/components/articles/manage-articles";
import { toLondonDateTimeInput } from "@/lib/shared/dates";
import { parsePageNumber } from "@/lib/shared/pagination";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import {
  articleStatus,
  articleStatuses,
  articlesPage,
  listArticleEvents,
  type ArticleFilter,
} from "@/lib/articles/admin-articles";

type Props = { searchParams: Promise<ArticleFilter & { page?: string }> };

export const metadata = adminSectionMetadata("articles");

export default adminPage(async function ManageArticlesPage({ searchParams }: Props) {
  const filter = await searchParams;
  const list = await articlesPage(filter, parsePageNumber(filter.page) ?? 1);
  const articles = list.items;
  const events = await listArticleEvents(
    articles.map((a) => a.id),
    1000,
  );
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
      <p className="mt-1 mb-6 text-muted">
        Every article, newest first, a page at a time. Changes appear on the site at once.
      </p>
      <div className="mb-6">
        <InboxFilters
          action="/admin/articles"
          statuses={articleStatuses}
          values={filter}
          dates={false}
          searchHint="Title or slug"
        />
      </div>
      {rows.length === 0 && (filter.q || filter.status) ? (
        <p className="text-muted">No articles match.</p>
      ) : (
        <ManageArticles articles={rows} />
      )}
      <ListPages page={list} noun="articles" path="/admin/articles" filter={filter} />
    </div>
  );
});
