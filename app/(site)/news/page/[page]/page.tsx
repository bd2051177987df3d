import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { NewsList } from "@/components/articles/news-list";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { findStaticRoute } from "@/lib/content/routes";
import { findNewsPage } from "@/lib/articles/articles";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";

type Props = { params: Promise<{ page: string }> };

// Pages 2 onwards of the news list. None is built ahead: each is rendered on its first request
// and cached like /news, and refreshed with it when an article changes (the articles tag).
export function generateStaticParams(): { page: string }[] {
  return [];
}

async function newsPageFor(params: Props["params"]) {
  const page = parsePageNumber((await params).page);
  if (page === 1) permanentRedirect(paths.news);
  const news = page ? await findNewsPage(page) : null;
  if (!news) notFound();
  return news;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const news = await newsPageFor(params);
  const newsRoute = findStaticRoute(paths.news)!;
  return pageMetadata(paths.newsPage(news.page), {
    title: `News - Page ${news.page}`,
    description: `Page ${news.page} of ${news.pageCount}. ${newsRoute.description}`,
  });
}

export default async function NewsListPage({ params }: Props) {
  const [news, heading] = await Promise.all([
    newsPageFor(params),
    pageHeading(paths.news, "News & Guides"),
  ]);
  return <NewsList heading={heading} news={news} />;
}
