import "server-only";
import { mapAirtableRecord, type SyncedArticle } from "@/lib/articles/airtable-article";
import {
  AirtableError,
  listAirtableRecords,
  type AirtableClientOptions,
  type AirtableSource,
} from "./airtable-client";
import { announceArticleChanges, changeOf, type ArticleChange } from "./article-changes";
import { upsertArticleBySlug } from "./synced-articles";
import { env } from "@/lib/server/env";
import { countSiteUrls } from "./sitemap";

// Airtable -> articles: read every record (all pages, within the rate limit), map and check each,
// upsert by slug, then refresh the pages, ping IndexNow and regenerate the sitemap.

export const SYNC_ACTOR = "airtable-sync";

export type SkippedRecord = { recordId: string; reason: string };

export type AirtableSyncReport = {
  message: string;
  records: number;
  pages: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedRecords: SkippedRecord[];
  sitemap: { ok: true; totalUrls: number } | { ok: false; error: string };
};

export type AirtableSyncOptions = {
  source?: AirtableSource;
  client?: AirtableClientOptions;
  /** Regenerates the sitemap and returns its URL count (injectable so its failure can be tested). */
  regenerateSitemap?: () => Promise<number>;
  context?: "action" | "route";
};

export const NOT_CONFIGURED =
  "Airtable is not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID";

export function airtableSource(): AirtableSource | null {
  const e = env();
  if (!e.AIRTABLE_API_KEY || !e.AIRTABLE_BASE_ID) return null;
  return {
    apiUrl: e.AIRTABLE_API_URL,
    apiKey: e.AIRTABLE_API_KEY,
    baseId: e.AIRTABLE_BASE_ID,
    table: e.AIRTABLE_TABLE_NAME,
  };
}

const countSitemapUrls = countSiteUrls;

export async function syncAirtableArticles(
  options: AirtableSyncOptions = {},
): Promise<AirtableSyncReport> {
  const source = options.source ?? airtableSource();
  if (!source) throw new AirtableError(NOT_CONFIGURED);

  // Read everything first: a failure half-way changes nothing.
  const articles: SyncedArticle[] = [];
  const skippedRecords: SkippedRecord[] = [];
  const seen = new Map<string, string>();
  let records = 0;
  let pages = 0;
  for await (const page of listAirtableRecords(source, options.client)) {
    pages++;
    for (const record of page) {
      records++;
      const mapped = mapAirtableRecord(record);
      if (!mapped.ok) {
        skippedRecords.push({ recordId: mapped.recordId, reason: mapped.reason });
        continue;
      }
      const first = seen.get(mapped.article.slug);
      if (first) {
        skippedRecords.push({
          recordId: record.id,
          reason: `Slug "${mapped.article.slug}" is already used by record ${first}`,
        });
        continue;
      }
      seen.set(mapped.article.slug, record.id);
      articles.push(mapped.article);
    }
  }

  const counts = { created: 0, updated: 0, unchanged: 0 };
  const changes: ArticleChange[] = [];
  for (const article of articles) {
    const result = await upsertArticleBySlug(article, SYNC_ACTOR);
    counts[result.outcome]++;
    if (result.outcome !== "unchanged") changes.push(changeOf(result));
  }
  await announceArticleChanges(changes, options.context ?? "route");

  let sitemap: AirtableSyncReport["sitemap"];
  try {
    sitemap = { ok: true, totalUrls: await (options.regenerateSitemap ?? countSitemapUrls)() };
  } catch (error) {
    console.error("[airtable] sitemap regeneration failed:", error);
    sitemap = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }

  const skipped = skippedRecords.length;
  return {
    message:
      `Synced ${records} Airtable record(s): ${counts.created} created, ${counts.updated} updated, ` +
      `${counts.unchanged} unchanged, ${skipped} skipped`,
    records,
    pages,
    ...counts,
    skipped,
    skippedRecords,
    sitemap,
  };
}
