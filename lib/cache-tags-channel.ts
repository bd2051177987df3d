/** The PostgreSQL NOTIFY channel that carries cache-tag invalidations between instances. */
export const CACHE_TAGS_CHANNEL = "ness_cache_tags";
