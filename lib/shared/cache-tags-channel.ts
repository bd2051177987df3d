/** The PostgreSQL NOTIFY channel that carries cache-tag invalidations between instances. */
export const CACHE_TAGS_CHANNEL = "ness_cache_tags";

/**
 * Stores that tag $1 was invalidated now and announces it on the channel ($2 =
 * CACHE_TAGS_CHANNEL). Every server runs it after a change (lib/server/revalidate.ts); the
 * servers listening apply it (scripts/lib/shared-cache-tags.ts).
 */
export const ANNOUNCE_INVALIDATION_SQL = `
  with stored as (
    insert into cache_tag_invalidations (tag, expired_at) values ($1, now())
    on conflict (tag) do update set expired_at = excluded.expired_at
    returning tag)
  select pg_notify($2, tag) from stored`;
