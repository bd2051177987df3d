// GET /robots.txt
import type { MetadataRoute } from "next";
import { canonicalUrl } from "@/lib/shared/seo";
import { siteUrl } from "@/lib/server/env";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/auth", "/crew", "/api/"] }],
    sitemap: canonicalUrl(origin, "/sitemap.xml"),
  };
}
