import "server-only";
import type { MetadataRoute } from "next";
import { paths, staticRoutes } from "@/lib/routes";
import { canonicalUrl } from "@/lib/seo";
import { listPublishedArticleStamps } from "./data/articles";
import { listPageMetadata } from "./data/page-metadata";
import { siteUrl } from "./env";

/**
 * Every indexable URL: the static route registry plus published articles. lastmod comes from real
 * changes: an article's last update, a page's last metadata edit (omitted when unknown).
 */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const [articles, metadata] = await Promise.all([
    listPublishedArticleStamps(),
    listPageMetadata(),
  ]);
  const edited = new Map(metadata.map((record) => [record.pagePath, record.updatedAt]));
  const newestArticle = articles[0]?.lastModified;
  return [
    ...staticRoutes.map((route) => ({
      url: canonicalUrl(origin, route.path),
      lastModified:
        route.path === paths.news
          ? (newestArticle ?? edited.get(route.path))
          : edited.get(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...articles.map((article) => ({
      url: canonicalUrl(origin, paths.article(article.slug)),
      lastModified: article.lastModified,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
