import { ArticleCard } from "@/components/articles/article-card";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PageHero } from "@/components/site/page-hero";
import { Pagination } from "@/components/site/pagination";
import { buttonClass } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icon";
import Link from "@/components/ui/link";
import { paths } from "@/lib/shared/paths";
import type { NewsPage } from "@/lib/articles/articles";

/** A page of the news list (/news is page 1): the cards, the empty state, links to the others. */
export function NewsList({ heading, news }: { heading: string; news: NewsPage }) {
  const trail =
    news.page === 1
      ? [{ name: "News", path: paths.news }]
      : [
          { name: "News", path: paths.news },
          { name: `Page ${news.page}`, path: paths.newsPage(news.page) },
        ];
  return (
    <>
      <PageHero
        badge="From our team"
        heading={news.page === 1 ? heading : `${heading} - Page ${news.page}`}
        text="Practical guidance on data protection, confidential waste and recycling, and news from our team."
      />
      <Breadcrumbs trail={trail} />
      <section aria-label="Articles" className="mx-auto max-w-7xl px-4 py-14">
        {news.articles.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <Icon name="newspaper" className="mx-auto size-10 text-brand-700" />
            <h2 className="mt-4 text-2xl font-bold text-brand-900">No Articles Yet</h2>
            <p className="mt-2 text-muted">Check back soon for guides and news from our team.</p>
            <Link href={paths.home} className={buttonClass("outline", "mt-6")}>
              Back to Home
            </Link>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {news.articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          label="News pages"
          page={news.page}
          pageCount={news.pageCount}
          href={paths.newsPage}
        />
      </section>
    </>
  );
}
