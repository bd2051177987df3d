// A complete copy of the site for tests and audits: its own PostgreSQL in a temporary folder,
// migrated and seeded, a fresh production build in its own folder (or, with `reuseCurrentBuild`,
// the one there when its stamp says it is current: the test run's shared build), served by the
// same server as `npm start`. Nothing here touches .data/ or .next/.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { applyMigrations } from "./schema-engine.ts";
import { startServer } from "./server.ts";
import { buildIfStale, buildSite, forgetEarlierServers } from "./build.ts";
import { bin, run } from "./run.ts";

export async function startIsolatedSite(options: {
  port: number;
  distDir: string;
  env?: Record<string, string>;
  users?: { email: string; password: string; admin?: boolean }[];
  /** Serve the build in distDir when it is current (build-stamp.ts); build only when it is not. */
  reuseCurrentBuild?: boolean;
}) {
  const origin = `http://127.0.0.1:${options.port}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), "ness-site-"));
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dir, "pg"),
    database: "ness",
    throwaway: true,
  });

  const stop = async () => {
    await pg.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    Object.assign(process.env, {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: options.distDir,
      DATABASE_URL: pg.url,
      SITE_URL: origin,
      NEXTAUTH_URL: origin,
      NEXTAUTH_SECRET: "isolated-site-nextauth-secret",
      CRON_SECRET: "isolated-site-cron-secret",
      PUBLISH_WEBHOOK_SECRET: "isolated-site-publish-secret",
      ...options.env,
    });
    await applyMigrations(pg.url);
    await run(bin("tsx"), ["--conditions=react-server", "prisma/seed.ts"]);
    for (const user of options.users ?? []) {
      await run(bin("tsx"), [
        "--conditions=react-server",
        "scripts/user-create.ts",
        "--email",
        user.email,
        "--password",
        user.password,
        ...(user.admin ? ["--admin"] : []),
      ]);
    }
    if (options.reuseCurrentBuild) await buildIfStale();
    else await buildSite();
    await forgetEarlierServers();
    const server = await startServer({ dev: false, port: options.port, hostname: "127.0.0.1" });
    return {
      origin,
      databaseUrl: pg.url,
      stop: async () => {
        await server.close().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
