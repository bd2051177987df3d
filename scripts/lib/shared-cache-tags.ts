// Cache-tag invalidations shared through PostgreSQL (lib/server/revalidate.ts stores and announces
// them). Next decides whether a cached page or data entry is current from a table of tag
// invalidations it keeps in this process's memory; this module fills that table:
// - at start, with every invalidation stored, so a change made just before a restart (or while
//   this instance was down) is not forgotten while the old page sits in the cache on disk;
// - on every announcement (LISTEN), from this instance or another, within milliseconds.
// Each announcement is applied again a few seconds later: a page whose render began before the
// change (reading the old data) and finished after it would otherwise be stored as current.
import pg from "pg";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { CACHE_TAGS_CHANNEL } from "../../lib/shared/cache-tags-channel.ts";
import { clearPageCache } from "./page-cache.ts";

/** When to expire a tag again after an announcement: past the longest render of a page. */
export const REEXPIRE_AFTER_MS = [2_000, 10_000];

/** Marks `tag` expired at `at` (never later than now, so another host's clock cannot delay it). */
export function expireTag(tag: string, at: number = Date.now()): void {
  // Finished pages in front of Next may show what the tag covers.
  clearPageCache();
  const when = Math.min(at, Date.now());
  const entry = tagsManifest.get(tag) ?? {};
  if ((entry.expired ?? 0) >= when) return;
  tagsManifest.set(tag, { ...entry, stale: when, expired: when });
}

const RECONNECT_AFTER_MS = 5_000;

/**
 * Loads the stored invalidations and follows new ones until stopped. If the connection drops
 * (a database restart), it reconnects and loads them all again, so none is missed meanwhile.
 */
export async function startSharedCacheTags(databaseUrl: string): Promise<() => Promise<void>> {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let client: pg.Client | undefined;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    const reconnect = (error?: Error) => {
      if (stopped || client !== next) return;
      console.error("[cache] invalidation channel lost, reconnecting:", error?.message ?? "closed");
      client = undefined;
      later(RECONNECT_AFTER_MS, () => void connect().catch(() => reconnect()));
    };
    client = next;
    next.on("error", reconnect);
    next.on("end", () => reconnect());
    next.on("notification", ({ payload: tag }) => {
      if (!tag) return;
      expireTag(tag);
      for (const delay of REEXPIRE_AFTER_MS) later(delay, () => expireTag(tag));
    });
    await next.connect();
    await next.query(`listen ${CACHE_TAGS_CHANNEL}`);
    const { rows } = await next.query<{ tag: string; expired_at: Date }>(
      "select tag, expired_at from cache_tag_invalidations",
    );
    for (const row of rows) expireTag(row.tag, row.expired_at.getTime());
  };

  await connect();
  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
