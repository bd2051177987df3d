import type { Metadata } from "next";
import { ArticleNotFound } from "@/components/articles/article-not-found";
import { ARTICLE_NOT_FOUND_TITLE } from "@/lib/shared/not-found-texts";

// What /news/{slug} shows when no article is published under that slug: proxy.ts rewrites such
// a request here with status 404 (lib/links/early-not-found.ts). Outside /news on purpose:
// news/loading.tsx would otherwise stream its grey boxes before the text. Rendered per request,
// with that status (see link-not-valid/page.tsx); Next writes the robots noindex.

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: ARTICLE_NOT_FOUND_TITLE };

export default function ArticleNotFoundPage() {
  return <ArticleNotFound />;
}
