// GET /sitemap.xml - static routes and published articles, always current
import type { MetadataRoute } from "next";
import { sitemapEntries } from "@/lib/server/sitemap";

export const dynamic = "force-dynamic";

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
