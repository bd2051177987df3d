import "server-only";
import { db } from "./db";

// Fixed-window counters in PostgreSQL, so every app instance shares them. One statement per hit:
// an expired window restarts at 1, otherwise the count goes up.

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export async function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const rows = await db().$queryRaw<{ count: number; expires_at: Date }[]>`
    insert into rate_limit_buckets (key, count, window_start, expires_at)
    values (${key}, 1, now(), now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limit_buckets.expires_at <= now() then 1
                   else rate_limit_buckets.count + 1 end,
      window_start = case when rate_limit_buckets.expires_at <= now() then now()
                          else rate_limit_buckets.window_start end,
      expires_at = case when rate_limit_buckets.expires_at <= now()
                        then now() + ${windowMs} * interval '1 millisecond'
                        else rate_limit_buckets.expires_at end
    returning count, expires_at`;
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  return {
    allowed: row.count <= limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((row.expires_at.getTime() - Date.now()) / 1000)),
  };
}

/**
 * Give back one hit of the current window (an attempt that turned out legitimate). There is no
 * "is it limited?" read on purpose: reading, then counting, lets parallel requests all pass the
 * read before any of them counts. Count first with hitRateLimit; act on its answer.
 */
export async function refundRateLimit(key: string): Promise<void> {
  await db().$executeRaw`
    update rate_limit_buckets set count = greatest(count - 1, 0)
    where key = ${key} and expires_at > now()`;
}

export async function resetRateLimit(key: string): Promise<void> {
  await db().rateLimitBucket.deleteMany({ where: { key } });
}

export async function purgeExpiredRateLimits(): Promise<number> {
  const { count } = await db().rateLimitBucket.deleteMany({
    where: { expiresAt: { lt: new Date() } },
  });
  return count;
}
