import { readFile } from "node:fs/promises";
import pg from "pg";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { diffSql, schemaPath, schemaTarget } from "../../scripts/lib/schema-engine";

// Drift check: the database built by replaying prisma/migrations must be identical, table by
// table, column by column, index by index, to one built straight from schema.prisma.

const catalogQueries = {
  columns: `select table_name, column_name, data_type, udt_name, is_nullable, column_default,
              character_maximum_length, numeric_precision, datetime_precision
            from information_schema.columns where table_schema = 'public'
              and table_name <> '_prisma_migrations'
            order by table_name, column_name`,
  constraints: `select rel.relname as table_name, con.conname, pg_get_constraintdef(con.oid) as def
                from pg_constraint con join pg_class rel on rel.oid = con.conrelid
                join pg_namespace n on n.oid = rel.relnamespace
                where n.nspname = 'public' and rel.relname <> '_prisma_migrations'
                  -- A constraint trigger is hand-written SQL, as every other trigger is.
                  and con.contype <> 't'
                order by 1, 2`,
  indexes: `select tablename, indexname, indexdef from pg_indexes
            where schemaname = 'public' and tablename <> '_prisma_migrations' order by 1, 2`,
  enums: `select t.typname, array_agg(e.enumlabel order by e.enumsortorder) as labels
          from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname order by 1`,
};

async function catalog(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, unknown[]> = {};
    for (const [name, sql] of Object.entries(catalogQueries)) {
      result[name] = (await client.query(sql)).rows;
    }
    return result;
  } finally {
    await client.end();
  }
}

describe("the migration history", () => {
  const migratedUrl = inject("databaseUrl");
  const fromSchemaUrl = (() => {
    const url = new URL(migratedUrl);
    url.pathname = "/drift_check_from_schema";
    return url.toString();
  })();

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: migratedUrl });
    await admin.connect();
    await admin.query("drop database if exists drift_check_from_schema");
    await admin.query("create database drift_check_from_schema");
    await admin.end();
    const schema = await readFile(schemaPath, "utf8");
    const sql = await diffSql(fromSchemaUrl, { tag: "empty" }, schemaTarget(schema));
    const client = new pg.Client({ connectionString: fromSchemaUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
    // Prisma's WASM schema engine works out the whole schema's SQL: about 10 s alone, over 60 s
    // with another npm test on the same two cores.
  }, 180_000);

  // No drop afterwards: the test's PostgreSQL is thrown away when the run ends (on an external
  // one, the next run's set-up drops it first). Dropping it here took over 60 s with another
  // suite on the two cores (PostgreSQL checkpoints the whole server to drop a database).

  it("produces exactly the database that schema.prisma describes (no drift)", async () => {
    const [migrated, fromSchema] = await Promise.all([
      catalog(migratedUrl),
      catalog(fromSchemaUrl),
    ]);
    expect(migrated.columns!.length).toBeGreaterThan(50);
    expect(migrated).toEqual(fromSchema);
  });

  it("names the tables as the spec does", async () => {
    const { columns } = await catalog(migratedUrl);
    const tables = new Set((columns as { table_name: string }[]).map((c) => c.table_name));
    for (const table of [
      "articles",
      "page_metadata",
      "users",
      "user_roles",
      "bookings",
      "enquiries",
      "outbox_emails",
      "rate_limit_buckets",
    ]) {
      expect(tables).toContain(table);
    }
  });
});
