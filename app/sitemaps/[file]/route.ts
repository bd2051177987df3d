// GET /sitemaps/{n}.xml - one file of the sitemap index (at most 50,000 URLs)
import { parsePageNumber } from "@/lib/shared/pagination";
import { sitemapFile, xmlResponse } from "@/lib/articles/sitemap";

export const dynamic = "force-dynamic";

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const match = /^(\d+)\.xml$/.exec((await params).file);
  const n = match?.[1] === "0" ? 0 : match ? parsePageNumber(match[1]) : null;
  const xml = n === null ? null : await sitemapFile(n);
  return xml ? xmlResponse(xml) : new Response("Not Found", { status: 404 });
}
