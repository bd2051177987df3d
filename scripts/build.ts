// npm run build: the production build (scripts/lib/build.ts), ready to serve with npm start.
// The public pages are prerendered from the database, so a build needs one: with DATABASE_URL
// unset, the embedded database npm start uses (started, migrated and seeded here); with it set,
// that database, which must be reachable and migrated (a deployment's release step), else the
// build stops with one line saying why.
import nextEnv from "@next/env";
import { buildSite } from "./lib/build.ts";
import {
  assertDatabaseReady,
  migrateAndSeed,
  openDatabase,
  defaultLocalSiteUrl,
} from "./lib/local-site.ts";
import { projectRoot } from "./lib/schema-engine.ts";

nextEnv.loadEnvConfig(projectRoot, false);
const database = await openDatabase();
// The same SITE_URL npm start would use, so `npm run build && npm start` builds once.
defaultLocalSiteUrl(database);
try {
  if (database.embedded) await migrateAndSeed(database.url);
  else await assertDatabaseReady(database.url);
  await buildSite();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.stop().catch(() => undefined);
}
