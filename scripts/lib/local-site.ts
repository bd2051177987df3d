// What `npm start` and `npm run build` both need before Next runs: a database with the current
// schema and the seed. With DATABASE_URL unset, an embedded PostgreSQL under .data/ (kept across
// runs) and local secrets generated once; with it set, that server as it is.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { localOrigin } from "../../lib/shared/site-url.ts";
import { dataDir, resolveDatabase } from "./database.ts";
import { bin, run } from "./run.ts";
import { applyMigrations } from "./schema-engine.ts";

/** Secrets for a local install, generated once and kept in .data/ (never committed). */
async function ensureLocalSecrets(): Promise<void> {
  const file = path.join(dataDir, "local-secrets.json");
  let secrets: Record<string, string> = {};
  if (existsSync(file))
    secrets = JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
  let changed = false;
  for (const name of ["NEXTAUTH_SECRET", "CRON_SECRET", "PUBLISH_WEBHOOK_SECRET"]) {
    if (!secrets[name]) {
      secrets[name] = randomBytes(32).toString("base64url");
      changed = true;
    }
    process.env[name] ||= secrets[name];
  }
  if (changed) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
}

export type LocalDatabase = Awaited<ReturnType<typeof resolveDatabase>>;

/** The embedded server (DATABASE_URL unset) or DATABASE_URL, exported to this process's env. */
export async function openDatabase(): Promise<LocalDatabase> {
  const database = await resolveDatabase();
  process.env.DATABASE_URL = database.url;
  if (database.embedded) {
    process.env.NESS_LOCAL_MODE = "1";
    await ensureLocalSecrets();
    console.log(`PostgreSQL (embedded) on 127.0.0.1:${database.port}, data in .data/postgres`);
  } else {
    console.log("PostgreSQL: using DATABASE_URL");
  }
  return database;
}

/**
 * A local site (the embedded database, or `npm run dev`) without SITE_URL links to the address it
 * is served on (lib/shared/site-url.ts). Set before the build, that address is baked into the
 * prerendered pages and recorded in the build stamp, so a start on another PORT builds again.
 * A deployment (DATABASE_URL set) is not guessed for: in production the server refuses to start
 * without SITE_URL and says so (lib/server/env.ts).
 */
export function defaultLocalSiteUrl(
  database: { embedded: boolean },
  dev = false,
  env: Record<string, string | undefined> = process.env,
): void {
  if ((database.embedded || dev) && !env.SITE_URL?.trim()) env.SITE_URL = localOrigin(env.PORT);
}

/** Migrations and the idempotent seed. */
export async function migrateAndSeed(url: string): Promise<void> {
  const applied = await applyMigrations(url);
  console.log(
    applied.length ? `Migrations: applied ${applied.join(", ")}` : "Migrations: up to date",
  );
  // The seed uses the app's server-only modules, which need the react-server export condition;
  // the web server must not run under it, so the seed gets its own process.
  await run(bin("tsx"), ["--conditions=react-server", "prisma/seed.ts"], "Seed");
}

/** Throws a one-line reason when `url` cannot be reached (or has no schema yet). */
export async function assertDatabaseReady(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("select 1 from _prisma_migrations limit 1");
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot build: the database at DATABASE_URL is not ready (${why}). The public pages are ` +
        "prerendered from it: make it reachable and run `npm run db:migrate`, or unset " +
        "DATABASE_URL to build against the embedded database.",
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
