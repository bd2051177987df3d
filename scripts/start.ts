// npm start      - the full site on http://localhost:3000 (PORT respected), production build
// npm run dev    - the same with hot reload (--dev)
//
// With DATABASE_URL unset: starts an embedded PostgreSQL under .data/ (kept across restarts,
// stopped on Ctrl-C) and generates local secrets once. With DATABASE_URL set: uses that server.
// Locally, SITE_URL defaults to the address served on (http://localhost:$PORT), never the live site.
// Then applies migrations, seeds, builds unless the last build finished and was made from the
// code as it is now (build-stamp.ts), and serves.
import nextEnv from "@next/env";
import { buildIfStale } from "./lib/build.ts";
import { startJobScheduler } from "./lib/job-scheduler.ts";
import { localOrigin } from "../lib/shared/site-url.ts";
import { migrateAndSeed, openDatabase, defaultLocalSiteUrl } from "./lib/local-site.ts";
import { projectRoot } from "./lib/schema-engine.ts";
import { startServer } from "./lib/server.ts";

const dev = process.argv.includes("--dev");
nextEnv.loadEnvConfig(projectRoot, dev);

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
process.env.NEXTAUTH_URL ||= localOrigin(port);

const started = Date.now();
const database = await openDatabase();
defaultLocalSiteUrl(database, dev);
let shuttingDown = false;
let closeServer: (() => Promise<void>) | undefined;

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(
    `\n${signal} received: stopping the server${database.embedded ? " and PostgreSQL" : ""}...`,
  );
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await closeServer?.().catch(() => undefined);
  await database.stop().catch((error: unknown) => console.error(error));
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

try {
  await migrateAndSeed(database.url);

  if (!dev) await buildIfStale();

  const server = await startServer({ dev, port, hostname });
  const cronSecret = process.env.CRON_SECRET;
  const stopJobs = cronSecret
    ? startJobScheduler(`http://127.0.0.1:${port}`, cronSecret)
    : () => {};
  if (!cronSecret) console.warn("CRON_SECRET is not set: scheduled jobs will not run.");
  closeServer = async () => {
    stopJobs();
    await server.close();
  };
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nReady in ${seconds}s: http://localhost:${port}${dev ? " (development)" : ""}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await database.stop().catch(() => undefined);
  process.exit(1);
}
