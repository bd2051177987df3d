import "server-only";
import { revalidateTag, updateTag } from "next/cache";
import { ANNOUNCE_INVALIDATION_SQL, CACHE_TAGS_CHANNEL } from "@/lib/shared/cache-tags-channel";
import { cacheTags } from "./cache-tags";
import { db } from "./db";

// After content changes, the pages that show it are refreshed by tag. Inside a server action
// updateTag gives the admin their own change on the next page view; elsewhere (webhook, jobs)
// revalidateTag with { expire: 0 } drops the cached data at once, so the next visitor (and the
// sitemap) sees the change rather than a stale copy.
//
// Next keeps invalidations in this process's memory only: a restart forgot them (and served the
// old page, whose cached copy is on disk, as current), and other instances never heard of them.
// So each one is also stored in PostgreSQL and announced on a channel; the server in front of
// Next (scripts/lib/shared-cache-tags.ts) loads them at start and applies every announcement,
// on every instance.
type Context = "action" | "route";

async function expire(tag: string, context: Context) {
  try {
    if (context === "action") updateTag(tag);
    else revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Outside a Next.js request (a script, a test) there is no page cache here to refresh; the
    // announcement below reaches the servers that have one.
    console.warn(
      `[cache] could not refresh "${tag}" here:`,
      error instanceof Error ? error.message : error,
    );
  }
  await db().$executeRawUnsafe(ANNOUNCE_INVALIDATION_SQL, tag, CACHE_TAGS_CHANNEL);
}

export async function articlesChanged(slugs: string[], context: Context): Promise<void> {
  await Promise.all([
    expire(cacheTags.articles, context),
    ...slugs.map((slug) => expire(cacheTags.article(slug), context)),
  ]);
}

export async function pageMetadataChanged(context: Context): Promise<void> {
  await expire(cacheTags.pageMetadata, context);
}

/** A booking stored, cancelled or moved, a capacity or a closed day changed. */
export async function availabilityChanged(context: Context): Promise<void> {
  await expire(cacheTags.availability, context);
}
