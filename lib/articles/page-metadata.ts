import "server-only";
import type { Metadata } from "next";
import { unstable_cache } from "next/cache";
import { findStaticRoute } from "@/lib/content/routes";
import type { PageMetadataValues } from "@/lib/articles/page-metadata-schema";
import { buildMetadata, type PageSeo } from "@/lib/shared/seo";
import { cacheTags } from "@/lib/server/cache-tags";
import { db } from "@/lib/server/db";
import { siteUrl } from "@/lib/server/env";

export type PageMetadataRecord = {
  id: string;
  pagePath: string;
  pageTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  h1Heading: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  updatedAt: string;
  /** The last edit that changed a value; null for a record never edited (no sitemap lastmod). */
  contentChangedAt: string | null;
};

const select = {
  id: true,
  pagePath: true,
  pageTitle: true,
  metaDescription: true,
  metaKeywords: true,
  h1Heading: true,
  ogTitle: true,
  ogDescription: true,
  ogImage: true,
  updatedAt: true,
  contentChangedAt: true,
} as const;

/** Every record as stored now, by path (the admin's editor reads this, uncached). */
export async function readPageMetadata(): Promise<PageMetadataRecord[]> {
  const rows = await db().pageMetadata.findMany({ select, orderBy: { pagePath: "asc" } });
  return rows.map((row) => ({
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    contentChangedAt: row.contentChangedAt?.toISOString() ?? null,
  }));
}

const readAll = unstable_cache(readPageMetadata, ["page-metadata-all"], {
  tags: [cacheTags.pageMetadata],
});

/** An admin's edit: empty fields fall back to the page's own values. */
export async function updatePageMetadata(id: string, v: PageMetadataValues): Promise<void> {
  const values = {
    pageTitle: v.page_title || null,
    metaDescription: v.meta_description || null,
    metaKeywords: v.meta_keywords || null,
    h1Heading: v.h1_heading || null,
    ogTitle: v.og_title || null,
    ogDescription: v.og_description || null,
    ogImage: v.og_image || null,
  };
  const before = await db().pageMetadata.findUniqueOrThrow({ where: { id }, select: select });
  const changed = (Object.keys(values) as (keyof typeof values)[]).some(
    (key) => before[key] !== values[key],
  );
  // Saving the same values again is no change to the page (its sitemap lastmod).
  await db().pageMetadata.update({
    where: { id },
    data: changed ? { ...values, contentChangedAt: new Date() } : values,
  });
}

/** Every page_metadata record, by path. A database failure falls back to the pages' defaults. */
async function recordsByPath(): Promise<Map<string, PageMetadataRecord>> {
  try {
    return new Map((await readAll()).map((record) => [record.pagePath, record]));
  } catch (error) {
    console.error(
      "[page-metadata] read failed, using defaults:",
      error instanceof Error ? error.message : error,
    );
    return new Map();
  }
}

export async function listPageMetadata(): Promise<PageMetadataRecord[]> {
  return [...(await recordsByPath()).values()];
}

export async function findPageMetadata(path: string): Promise<PageMetadataRecord | undefined> {
  return (await recordsByPath()).get(path);
}

/**
 * Metadata for a page: the page_metadata record for its path where it has a value, else the
 * defaults (the route registry's for static pages, or those passed in).
 */
export async function pageMetadata(
  path: string,
  defaults?: Omit<PageSeo, "path">,
): Promise<Metadata> {
  const route = findStaticRoute(path);
  const base = defaults ?? (route && { title: route.title, description: route.description });
  if (!base) throw new Error(`No metadata defaults for ${path}`);
  const record = await findPageMetadata(path);
  return buildMetadata(siteUrl(), {
    ...base,
    path,
    absoluteTitle: path === "/" || base.absoluteTitle,
    title: record?.pageTitle || base.title,
    description: record?.metaDescription || base.description,
    keywords: record?.metaKeywords || base.keywords,
    ogTitle: record?.ogTitle || base.ogTitle,
    ogDescription: record?.ogDescription || base.ogDescription,
    ogImage: record?.ogImage || base.ogImage,
  });
}

/** The page's h1: the record's h1_heading when set, else the page's own. */
export async function pageHeading(path: string, fallback: string): Promise<string> {
  return (await findPageMetadata(path))?.h1Heading || fallback;
}
