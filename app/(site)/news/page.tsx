import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import Link from "@/components/ui/link";
import { ArticleCard } from "@/components/news/article-card";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PageHero } from "@/components/site/page-hero";
import { buttonClass } from "@/components/ui/button-styles";
import { paths } from "@/lib/paths";
import { listPublishedArticles } from "@/lib/server/data/articles";
import { pageHeading, pageMetadata } from "@/lib/server/data/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.news);
}

export default async function NewsPage() {
  const [heading, articles] = await Promise.all([
    pageHeading(paths.news, "News & Guides"),
    listPublishedArticles(),
  ]);
  return (
    <>
      <PageHero
        badge="From our team"
        heading={heading}
        text="Practical guidance on data protection, confidential waste and recycling, and news from our team."
      />
      <Breadcrumbs trail={[{ name: "News", path: paths.news }]} />
      <section aria-label="Articles" className="mx-auto max-w-7xl px-4 py-14">
        {articles.length === 0 ? (
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
            {articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
