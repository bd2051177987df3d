import { db } from "@/lib/server/db";

/** Empty every application table (not the migration history) between tests. */
export async function resetDatabase(): Promise<void> {
  const tables = await db().$queryRaw<{ tablename: string }[]>`
    select tablename from pg_tables
    where schemaname = 'public' and tablename <> '_prisma_migrations'`;
  if (tables.length === 0) return;
  const list = tables.map((t) => `"${t.tablename}"`).join(", ");
  await db().$executeRawUnsafe(`truncate ${list} restart identity cascade`);
}
