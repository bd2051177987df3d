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
import { WORKER_DATABASES, databasePerWorker, workerDatabaseUrl } from "./integration-workers";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    /** Where the app writes e-mails when no Resend key is set: a folder of the run's own. */
    mailOutboxDir: string;
  }
}

type Database = { url: string; stop: () => Promise<void> };
type Shared = { database: Promise<Database>; outbox: Promise<string>; users: number };

/**
 * Both integration projects (vitest.config.mts) use one server and its worker databases
 * (integration-workers.ts): the first to set up starts it, the last to finish stops it. Kept on
 * globalThis: each project loads this file anew.
 */
const holder = globalThis as unknown as { nessIntegrationDatabase?: Shared };

export default async function setup(project: TestProject) {
  const shared = (holder.nessIntegrationDatabase ??= {
    database: startDatabase(),
    // An e-mail sent after a response without a Resend key is written as a file: here, never
    // into the project's .data/outbox.
    outbox: mkdtemp(path.join(os.tmpdir(), "ness-test-outbox-")),
    users: 0,
  });
  shared.users++;
  const { url, stop } = await shared.database;
  const outbox = await shared.outbox;
  project.provide("databaseUrl", url);
  project.provide("mailOutboxDir", outbox);
  return async () => {
    if (--shared.users > 0) return;
    delete holder.nessIntegrationDatabase;
    await stop();
    await rm(outbox, { recursive: true, force: true });
  };
}

async function startDatabase(): Promise<Database> {
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
  return {
    url,
    stop: async () => {
      await stop();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The worker databases (integration-workers.ts): PostgreSQL copies a template in milliseconds. */
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
    for (let worker = 1; worker <= WORKER_DATABASES; worker++) {
      const copy = new URL(workerDatabaseUrl(url, worker)).pathname.slice(1);
      await client.query(`create database "${copy}" template "${name}"`);
    }
  } finally {
    await client.end();
  }
}
