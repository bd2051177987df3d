// Two production servers of the site on one PostgreSQL, as a deployment behind a load balancer
// runs it: one embedded PostgreSQL, migrated and seeded; the test run's production
// build (tests/support/test-build.ts: made by `npm test` before this runs, else built here when
// its stamp says it is not current); two `npm start` processes (the real start script, with its
// job timers) on two ports, CLUSTER_PORT_BASE and the one after (3110, 3111 unless set); a fake
// Resend both deliver to, and a fake Stripe, as the build has card payments on.
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { staleBuildReason } from "../../scripts/lib/build-stamp";
import { buildIfStale, distDirOf, forgetEarlierServers } from "../../scripts/lib/build";
import { freePort, startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres";
import { migrateAndSeed } from "../../scripts/lib/local-site";
import { startSiteProcess, type SiteProcess } from "../../scripts/lib/site-process";
import { FakeResend } from "../support/fake-resend";
import { FakePostcodes } from "../support/fake-postcodes";
import { FakeStripe } from "../support/fake-stripe";
import { testBuildSettings } from "../support/test-build";

const CLUSTER_PORT_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 3110);
export const CLUSTER_PORTS = [CLUSTER_PORT_BASE, CLUSTER_PORT_BASE + 1] as const;
const CRON_SECRET = "cluster-cron-secret";
const WEBHOOK_SECRET = "cluster-publish-secret";

declare module "vitest" {
  export interface ProvidedContext {
    cluster: {
      origins: string[];
      databaseUrl: string;
      resendUrl: string;
      cronSecret: string;
      webhookSecret: string;
      formsPerHour: number;
      actions: Record<string, string>;
    };
  }
}

/** The server action ids of this build, by "file#export". */
async function actionIds(): Promise<Record<string, string>> {
  const manifest = JSON.parse(
    await readFile(path.join(distDirOf(), "server", "server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { filename?: string; exportedName?: string }> };
  return Object.fromEntries(
    Object.entries(manifest.node).map(([id, entry]) => [
      `${entry.filename}#${entry.exportedName}`,
      id,
    ]),
  );
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ness-cluster-"));
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dir, "pg"),
    database: "ness",
    throwaway: true,
  });
  const resend = new FakeResend();
  await resend.start(await freePort());
  const stripe = new FakeStripe();
  await stripe.start(await freePort());
  const postcodes = new FakePostcodes();
  await postcodes.start();
  const instances: SiteProcess[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all([resend.stop(), stripe.stop(), postcodes.stop()]);
    await pg.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const origins = CLUSTER_PORTS.map((port) => `http://127.0.0.1:${port}`);
    const formsPerHour = 5;
    // Behind the load balancer both instances answer for one public address: the test build's
    // SITE_URL (no server listens there while this runs; nothing here asks it).
    Object.assign(process.env, {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...testBuildSettings,
      DATABASE_URL: pg.url,
      NEXTAUTH_URL: origins[0],
      NEXTAUTH_SECRET: "cluster-nextauth-secret",
      CRON_SECRET,
      PUBLISH_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RESEND_API_KEY: "re_cluster_key",
      RESEND_BASE_URL: resend.url,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      POSTCODES_API_URL: postcodes.url,
      TRUST_PROXY: "1",
      RATE_LIMIT_FORMS_PER_HOUR: String(formsPerHour),
    });
    await migrateAndSeed(pg.url);
    if (await buildIfStale()) {
      // Each instance would build again if the stamp did not match (two builds into one folder
      // under a running server): the build must leave the code as it found it.
      const still = await staleBuildReason(distDirOf());
      if (still) throw new Error(`[cluster] the build is stale straight after building: ${still}`);
    }
    await forgetEarlierServers();
    // One after the other: each runs the (idempotent) migrations and seed as it starts.
    for (const port of CLUSTER_PORTS) instances.push(await startSiteProcess(port, process.env));
    project.provide("cluster", {
      origins,
      databaseUrl: pg.url,
      resendUrl: resend.url,
      cronSecret: CRON_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      formsPerHour,
      actions: await actionIds(),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
