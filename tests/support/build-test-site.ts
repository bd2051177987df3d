// npm run test:build: the test run's production build (test-build.ts), made afresh every time:
// its own PostgreSQL in a temporary folder, migrated and seeded as every test server's is (the
// public pages are prerendered from it), then scripts/lib/build.ts into .next-test. `npm test`
// runs it beside the integration tests, before the two-instance and browser tests serve it.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildSite } from "../../scripts/lib/build.ts";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres.ts";
import { migrateAndSeed } from "../../scripts/lib/local-site.ts";
import { testBuildSettings } from "./test-build.ts";

const dir = await mkdtemp(path.join(os.tmpdir(), "ness-build-"));
await chmod(dir, 0o755);
const pg = await startEmbeddedPostgres({
  dataDir: path.join(dir, "pg"),
  database: "ness",
  throwaway: true,
});
try {
  Object.assign(process.env, {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // Made afresh, never built again: no Turbopack cache for a next build (next.config.ts).
    NESS_BUILD_CACHE: "off",
    DATABASE_URL: pg.url,
    NEXTAUTH_URL: testBuildSettings.SITE_URL,
    // The secrets a production server must have (lib/server/env.ts); the build writes none of
    // them into a page, and each server of the build brings its own.
    NEXTAUTH_SECRET: "test-build-nextauth-secret",
    CRON_SECRET: "test-build-cron-secret",
    PUBLISH_WEBHOOK_SECRET: "test-build-publish-secret",
    ...testBuildSettings,
  });
  await migrateAndSeed(pg.url);
  await buildSite();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await pg.stop().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
}
// The migration engine's pool would hold the process open for seconds.
process.exit(process.exitCode ?? 0);
