// Starts a real PostgreSQL for the integration suite (or uses TEST_DATABASE_URL), applies the
// migrations, and hands the URL to the tests.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres";
import { applyMigrations } from "../../scripts/lib/schema-engine";

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
    });
    url = pg.url;
    stop = pg.stop;
  }
  await applyMigrations(url);
  project.provide("databaseUrl", url);
  return async () => {
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
