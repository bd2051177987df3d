import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ArticleImage } from "@/components/articles/article-image";
import { ArticleBadges } from "@/components/articles/article-card";
import { ShareLinks } from "@/components/articles/share-links";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { JsonLd } from "@/components/site/json-ld";
import { buttonClass } from "@/components/ui/button-styles";
import { formatLondonDate } from "@/lib/shared/format-date";
import { ARTICLE_NOT_FOUND_TITLE } from "@/lib/shared/not-found-texts";
import { paths } from "@/lib/shared/paths";
import { sanitizeArticleHtml } from "@/lib/articles/sanitize-article-html";
import { buildMetadata, canonicalUrl, newsArticleJsonLd } from "@/lib/shared/seo";
import { findPublishedArticle, listPublishedArticleStamps } from "@/lib/articles/articles";
import { siteUrl } from "@/lib/server/env";

type Props = { params: Promise<{ slug: string }> };

// The newest articles are built ahead; older ones and those published after the build are
// rendered on first request, then cached.
export async function generateStaticParams() {
  return (await listPublishedArticleStamps({ limit: 24 })).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const article = await findPublishedArticle(slug);
  // A 404: Next writes its own robots noindex.
  if (!article) return { title: ARTICLE_NOT_FOUND_TITLE };
  const description = article.metaDescription || article.excerpt || article.title;
  return {
    ...buildMetadata(siteUrl(), {
      path: paths.article(article.slug),
      title: article.title,
      description,
      ogImage: article.featuredImageUrl,
      article: {
        publishedTime: article.publishedAt,
        modifiedTime: article.modifiedAt,
        authors: article.author ? [article.author] : undefined,
        tags: article.tags,
      },
    }),
    authors: article.author ? [{ name: article.author }] : undefined,
  };
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const article = await findPublishedArticle(slug);
  if (!article) notFound();
  const origin = siteUrl();
  const path = paths.article(article.slug);
  const url = canonicalUrl(origin, path);

  return (
    <>
      <JsonLd
        data={newsArticleJsonLd(origin, {
          slug: article.slug,
          title: article.title,
          description: article.metaDescription || article.excerpt || article.title,
          image: article.featuredImageUrl,
          author: article.author,
          publishedAt: article.publishedAt,
          modifiedAt: article.modifiedAt,
        })}
      />
      <Breadcrumbs
        trail={[
          { name: "News", path: paths.news },
          { name: article.title, path },
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 py-12">
        <header>
          <ArticleBadges article={article} />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-brand-900">
            {article.title}
          </h1>
          <p className="mt-4 text-muted">
            {article.publishedAt && (
              <time dateTime={article.publishedAt}>
                {formatLondonDate(article.publishedAt, "MMMM d, yyyy")}
              </time>
            )}
            {article.author && <span> • By {article.author}</span>}
          </p>
        </header>
        <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-2xl bg-brand-50">
          <ArticleImage
            src={article.featuredImageUrl}
            sizes="(min-width: 768px) 768px, 100vw"
            priority
          />
        </div>
        {article.excerpt && (
          <p className="mt-8 text-xl leading-relaxed text-ink">{article.excerpt}</p>
        )}
        <div
          className="article-body mt-8"
          dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(article.content) }}
        />
        <div className="mt-10 border-t border-slate-200 pt-6">
          <ShareLinks title={article.title} canonicalUrl={url} />
        </div>
        <aside className="mt-10 rounded-2xl bg-brand-900 p-8 text-white">
          <h2 className="text-2xl font-bold">Need documents destroyed securely?</h2>
          <p className="mt-2 text-slate-100">
            Book a one-off collection or on-site visit online in under a minute.
          </p>
          <Link href={paths.book} className={buttonClass("primary", "mt-6")}>
            Book a Collection
          </Link>
        </aside>
      </article>
    </>
  );
}
