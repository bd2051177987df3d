import Link from "@/components/ui/link";
import { paths } from "@/lib/shared/paths";
import { formatLondonDate } from "@/lib/shared/format-date";
import type { ArticleSummary } from "@/lib/articles/articles";
import { ArticleImage } from "./article-image";

const MAX_TAGS = 2;

/** A news card: image, Featured badge, up to two tags, title, date, author, excerpt, Read More. */
export function ArticleCard({
  article,
  headingLevel = "h2",
}: {
  article: ArticleSummary;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const href = paths.article(article.slug);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[3/2] bg-brand-50">
        <ArticleImage
          src={article.featuredImageUrl}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <ArticleBadges article={article} />
        <Heading className="mt-3 text-lg font-bold text-brand-900">
          <Link href={href} className="hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 text-sm text-muted">
          {article.publishedAt && (
            <time dateTime={article.publishedAt}>
              {formatLondonDate(article.publishedAt, "MMM d, yyyy")}
            </time>
          )}
          {article.author && <span> • {article.author}</span>}
        </p>
        {article.excerpt && <p className="mt-3 flex-1 text-sm text-ink">{article.excerpt}</p>}
        <Link
          href={href}
          className="mt-4 inline-block text-sm font-semibold text-accent-700 hover:underline"
        >
          Read More<span className="sr-only"> about {article.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The Featured badge and up to two tags, over an article's title (its card and its page). */
export function ArticleBadges({
  article,
}: {
  article: Pick<ArticleSummary, "isFeatured" | "tags">;
}) {
  return (
    <div className="flex flex-wrap gap-2 text-xs font-semibold">
      {article.isFeatured && (
        <span className="rounded-full bg-accent-700 px-2.5 py-1 text-white">Featured</span>
      )}
      {article.tags.slice(0, MAX_TAGS).map((tag) => (
        <span key={tag} className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
          {tag}
        </span>
      ))}
    </div>
  );
}
