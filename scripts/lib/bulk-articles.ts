// Published articles in bulk, straight in SQL: the scale benchmark seeds 100,000 with it in
// seconds, the tests a few dozen. Article n is published n minutes (plus `minutesAgo`) before now,
// so article 1 is the newest of the load.

export function bulkArticlesSql(
  count: number,
  prefix = "bulk",
  minutesAgo = 0,
): { text: string; values: unknown[] } {
  return {
    text: `insert into articles (id, slug, title, content, excerpt, author, tags, is_featured,
             is_published, published_at, created_at, updated_at)
           select gen_random_uuid(), $1 || '-' || n, 'Bulk article ' || n,
             '<p>Article ' || n || ' of a bulk load, long enough to look like a short guide.</p>',
             'A short summary of bulk article ' || n || '.', 'Bench', array['Bulk'], false, true,
             now() - make_interval(mins => n + $3::int), now() - make_interval(mins => n + $3::int),
             now()
           from generate_series(1, $2::int) as n`,
    values: [prefix, count, minutesAgo],
  };
}
