// npm start      - the full site on http://localhost:3000 (PORT respected), production build
// npm run dev    - the same with hot reload (--dev)
//
// With DATABASE_URL unset: starts an embedded PostgreSQL under .data/ (kept across restarts,
// stopped on Ctrl-C) and generates local secrets once. With DATABASE_URL set: uses that server.
// Then applies migrations, seeds, builds if there is no production build, and serves.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nextEnv from "@next/env";
import { dataDir, resolveDatabase } from "./lib/database.ts";
import { applyMigrations, projectRoot } from "./lib/schema-engine.ts";
import { startJobScheduler } from "./lib/job-scheduler.ts";
import { startServer } from "./lib/server.ts";
import { buildSite } from "./lib/build.ts";
import { bin, run } from "./lib/run.ts";

const dev = process.argv.includes("--dev");
nextEnv.loadEnvConfig(projectRoot, dev);

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

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;

const started = Date.now();
const database = await resolveDatabase();
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
  process.env.DATABASE_URL = database.url;
  if (database.embedded) {
    process.env.NESS_LOCAL_MODE = "1";
    await ensureLocalSecrets();
    console.log(`PostgreSQL (embedded) on 127.0.0.1:${database.port}, data in .data/postgres`);
  } else {
    console.log("PostgreSQL: using DATABASE_URL");
  }

  const applied = await applyMigrations(database.url);
  console.log(
    applied.length ? `Migrations: applied ${applied.join(", ")}` : "Migrations: up to date",
  );

  // The seed uses the app's server-only modules, which need the react-server export condition;
  // the web server must not run under it, so the seed gets its own process.
  await run(bin("tsx"), ["--conditions=react-server", "prisma/seed.ts"], "Seed");

  if (!dev && !existsSync(path.join(projectRoot, ".next", "BUILD_ID"))) {
    console.log("No production build found: running next build (about a minute)...");
    await buildSite();
  }

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
