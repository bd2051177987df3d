import type { Metadata } from "next";
import { NewsList } from "@/components/articles/news-list";
import { paths } from "@/lib/shared/paths";
import { findNewsPage } from "@/lib/articles/articles";
import { pageHeading, pageMetadata } from "@/lib/articles/page-metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(paths.news);
}

/** Page 1 of the news list; /news/page/2 onwards live in page/[page]. */
export default async function NewsPage() {
  const [heading, news] = await Promise.all([
    pageHeading(paths.news, "News & Guides"),
    findNewsPage(1),
  ]);
  return <NewsList heading={heading} news={news!} />;
}
