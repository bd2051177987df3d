import "server-only";
import { revalidateTag, updateTag } from "next/cache";
import { cacheTags } from "./cache-tags";

// After content changes, the pages that show it are refreshed by tag. Inside a server action
// updateTag gives the admin their own change on the next page view; elsewhere (webhook, jobs)
// revalidateTag with { expire: 0 } drops the cached data at once, so the next visitor (and the
// sitemap) sees the change rather than a stale copy.
type Context = "action" | "route";

function expire(tag: string, context: Context) {
  try {
    if (context === "action") updateTag(tag);
    else revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Outside a Next.js request (a script, a test) there is no page cache to refresh. The change
    // itself is stored; pages also regenerate hourly.
    console.warn(
      `[cache] could not refresh "${tag}":`,
      error instanceof Error ? error.message : error,
    );
  }
}

export function articlesChanged(slugs: string[], context: Context): void {
  expire(cacheTags.articles, context);
  for (const slug of slugs) expire(cacheTags.article(slug), context);
}

export function pageMetadataChanged(context: Context): void {
  expire(cacheTags.pageMetadata, context);
}
