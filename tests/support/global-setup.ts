// Starts a real PostgreSQL for the integration suite (or uses TEST_DATABASE_URL), applies the
// migrations, copies it for each test worker (integration-workers.ts), and hands the URL to the
// tests.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres";
import { applyMigrations } from "../../scripts/lib/schema-engine";
import { INTEGRATION_WORKERS, databasePerWorker, workerDatabaseUrl } from "./integration-workers";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let url = external;
  let dir: string | undefined;
  if (!url) {
    dir = await mkdtemp(path.join(os.tmpdir(), "ness-test-db-"));
    await chmod(dir, 0o755);
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(dir, "pg"),
      database: "ness_test",
      throwaway: true,
    });
    url = pg.url;
    stop = pg.stop;
  }
  await applyMigrations(url);
  if (databasePerWorker) await copyForWorkers(url);
  project.provide("databaseUrl", url);
  return async () => {
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

/** One copy of the migrated database per worker: PostgreSQL copies a template in milliseconds. */
async function copyForWorkers(url: string) {
  // From the server's maintenance database: a template may have no session, not even this one.
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    // The migration engine's pool keeps an idle connection open; the migrations are done.
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
      [name],
    );
    for (let worker = 1; worker <= INTEGRATION_WORKERS; worker++) {
      const copy = new URL(workerDatabaseUrl(url, worker)).pathname.slice(1);
      await client.query(`create database "${copy}" template "${name}"`);
    }
  } finally {
    await client.end();
  }
}
