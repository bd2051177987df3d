import "server-only";
import { paths, staticRoutes, type StaticRoute } from "@/lib/content/routes";
import { canonicalUrl } from "@/lib/shared/seo";
import { countPublishedArticles, listPublishedArticleStamps } from "./articles";
import { listPageMetadata } from "./page-metadata";
import { siteUrl } from "@/lib/server/env";

// Every indexable URL of the site, in one order: the static route registry, then published
// articles newest first. The sitemap files and IndexNow's Submit All read it a slice at a time, so
// no request holds more than one slice (50,000 URLs at most) whatever the number of articles.

/** sitemaps.org's limit of URLs in one sitemap file. */
export const SITEMAP_FILE_LIMIT = 50_000;

export type SiteUrl = {
  url: string;
  /** ISO time of the last real change; omitted when unknown. */
  lastModified?: string;
  changeFrequency?: StaticRoute["changeFrequency"];
  priority?: number;
};

export async function countSiteUrls(): Promise<number> {
  return staticRoutes.length + (await countPublishedArticles());
}

/**
 * URLs `offset` to `offset + limit` of the site. lastmod comes from recorded content changes, never
 * from a seed or a restart: an article's last content change, a page's last metadata edit that
 * changed a value (none for a page never edited), the news list's newest article.
 */
export async function siteUrlSlice(offset: number, limit: number): Promise<SiteUrl[]> {
  const origin = siteUrl();
  const urls: SiteUrl[] = [];
  const routes = staticRoutes.slice(offset, offset + limit);
  if (routes.length > 0) {
    const [metadata, [newest]] = await Promise.all([
      listPageMetadata(),
      listPublishedArticleStamps({ limit: 1 }),
    ]);
    const edited = new Map(
      metadata.flatMap((record) =>
        record.contentChangedAt ? [[record.pagePath, record.contentChangedAt] as const] : [],
      ),
    );
    for (const route of routes) {
      const lastModified =
        route.path === paths.news
          ? (newest?.lastModified ?? edited.get(route.path))
          : edited.get(route.path);
      urls.push({
        url: canonicalUrl(origin, route.path),
        lastModified,
        changeFrequency: route.changeFrequency,
        priority: route.priority,
      });
    }
  }
  const articleLimit = limit - routes.length;
  if (articleLimit > 0) {
    const articles = await listPublishedArticleStamps({
      offset: Math.max(0, offset - staticRoutes.length),
      limit: articleLimit,
    });
    for (const article of articles) {
      urls.push({
        url: canonicalUrl(origin, paths.article(article.slug)),
        lastModified: article.lastModified,
        changeFrequency: "monthly",
        priority: 0.6,
      });
    }
  }
  return urls;
}

export function sitemapFileCount(total: number, perFile = SITEMAP_FILE_LIMIT): number {
  return Math.max(1, Math.ceil(total / perFile));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderUrlset(urls: SiteUrl[]): string {
  const entries = urls.map((entry) =>
    [
      "<url>",
      `<loc>${escapeXml(entry.url)}</loc>`,
      entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : "",
      entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : "",
      entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : "",
      "</url>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function renderSitemapIndex(fileUrls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...fileUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** The path of sitemap file `n` (0-based) when the site needs more than one. */
export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;

/**
 * /sitemap.xml: while the site fits one file (50,000 URLs), the file itself; beyond that, an index
 * of /sitemaps/{n}.xml files of at most `perFile` URLs each.
 */
export async function sitemapDocument(perFile = SITEMAP_FILE_LIMIT): Promise<string> {
  const total = await countSiteUrls();
  if (total <= perFile) return renderUrlset(await siteUrlSlice(0, total));
  const origin = siteUrl();
  const files = Array.from({ length: sitemapFileCount(total, perFile) }, (_, n) =>
    canonicalUrl(origin, sitemapFilePath(n)),
  );
  return renderSitemapIndex(files);
}

/** Sitemap file `n`, or null when the site has no such file. */
export async function sitemapFile(n: number, perFile = SITEMAP_FILE_LIMIT): Promise<string | null> {
  const total = await countSiteUrls();
  if (!Number.isInteger(n) || n < 0 || n >= sitemapFileCount(total, perFile)) return null;
  return renderUrlset(await siteUrlSlice(n * perFile, perFile));
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=0, must-revalidate",
    },
  });
}
