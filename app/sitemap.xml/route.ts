// GET /sitemap.xml - every indexable URL while they fit one file, else an index of the files
import { sitemapDocument, xmlResponse } from "@/lib/articles/sitemap";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  return xmlResponse(await sitemapDocument());
}
