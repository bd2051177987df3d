// npm run bench:scale [-- --counts 10,1000,10000,100000 --requests 2000]
// The site at 10, 1,000, 10,000 and 100,000 published articles: a scratch PostgreSQL, one
// production build (.next-bench), one server as `npm start` runs it. For each count it prints
// /news page 1 and page 2 (bytes, and p50/p99 under 20 concurrent requests), the sitemap's
// /sitemap.xml and one /sitemaps/{n}.xml file, and the admin's article list. Numbers only.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { ANNOUNCE_INVALIDATION_SQL, CACHE_TAGS_CHANNEL } from "../lib/cache-tags-channel.ts";
import { buildIfStale } from "./lib/build.ts";
import { bulkArticlesSql } from "./lib/bulk-articles.ts";
import { freePort, startEmbeddedPostgres } from "./lib/embedded-postgres.ts";
import { migrateAndSeed } from "./lib/local-site.ts";
import { bin, run } from "./lib/run.ts";
import { startSiteProcess } from "./lib/site-process.ts";

const { values } = parseArgs({
  options: {
    counts: { type: "string", default: "10,1000,10000,100000" },
    requests: { type: "string", default: "2000" },
  },
});
const counts = values.counts!.split(",").map(Number);
const requests = Number(values.requests);
const CONNECTIONS = 20;
/** What a browser sends for a page: the server's document path (CSP, gzip) is the one measured. */
const BROWSER = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip" };
const SECRET = "bench-nextauth-secret";
const ADMIN = { email: "bench-admin@example.test", password: "bench-admin-password" };

const dir = await mkdtemp(path.join(os.tmpdir(), "ness-bench-"));
await chmod(dir, 0o755);
const database = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), database: "ness" });
const client = new pg.Client({ connectionString: database.url });
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;

/** Milliseconds for one GET, the median of five. */
async function timeGet(url: string, headers: Record<string, string> = {}): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples.sort((x, y) => x - y)[2]!;
}

/** The page's HTML, and what it weighs gzipped on the wire. */
async function bytesOf(url: string): Promise<{ html: number; gzip: number }> {
  const response = await fetch(url, { headers: { accept: BROWSER.accept } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  return { html: html.byteLength, gzip: gzipSync(html).byteLength };
}

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: requests,
    headers: BROWSER,
  });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

const kb = (bytes: { html: number; gzip: number }) =>
  `${(bytes.html / 1024).toFixed(1)} KB (${(bytes.gzip / 1024).toFixed(1)} KB gzip)`;

try {
  await client.connect();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: ".next-bench",
    DATABASE_URL: database.url,
    SITE_URL: origin,
    NEXTAUTH_URL: origin,
    NEXTAUTH_SECRET: SECRET,
    CRON_SECRET: "bench-cron-secret",
    PUBLISH_WEBHOOK_SECRET: "bench-publish-secret",
  });
  await migrateAndSeed(database.url);
  await run(bin("tsx"), [
    "--conditions=react-server",
    "scripts/user-create.ts",
    "--email",
    ADMIN.email,
    "--password",
    ADMIN.password,
    "--admin",
  ]);
  await buildIfStale();
  site = await startSiteProcess(port, process.env);

  const [admin] = (
    await client.query<{ id: string; session_version: number }>(
      "select id, session_version from users where email = $1",
      [ADMIN.email],
    )
  ).rows;
  const token = await encode({
    token: {
      uid: admin!.id,
      sub: admin!.id,
      email: ADMIN.email,
      sv: admin!.session_version,
      isAdmin: true,
    },
    secret: SECRET,
  });
  const adminCookie = { cookie: `next-auth.session-token=${token}` };

  const rows: string[] = [];
  for (const target of counts) {
    const published = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            "select count(*) as n from articles where is_published and published_at is not null",
          )
        ).rows[0]!.n,
      );
    const missing = target - (await published());
    if (missing > 0) {
      const { text, values: params } = bulkArticlesSql(missing, `bench-${target}`, 60 * 24 * 365);
      await client.query(text, params);
      await client.query("analyze articles");
    }
    // The server hears of the change as it would of an admin's edit, and renders afresh.
    await client.query(ANNOUNCE_INVALIDATION_SQL, ["articles", CACHE_TAGS_CHANNEL]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const count = await published();
    const page1 = `${origin}/news`;
    const page2 = `${origin}/news/page/2`;
    // A page 2 exists from the 13th article on.
    const hasPage2 = count > 12;
    await bytesOf(page1);
    const bytes1 = await bytesOf(page1);
    const bytes2 = hasPage2 ? await bytesOf(page2) : null;
    const news1 = await load(page1);
    const news2 = hasPage2 ? await load(page2) : null;
    const sitemap = await timeGet(`${origin}/sitemap.xml`);
    const sitemapFile = await timeGet(`${origin}/sitemaps/0.xml`);
    const adminList = await timeGet(`${origin}/admin/articles`, adminCookie);
    const row = [
      count.toLocaleString("en-GB"),
      kb(bytes1),
      bytes2 === null ? "(one page)" : kb(bytes2),
      `${news1.p50} / ${news1.p99} ms`,
      news2 ? `${news2.p50} / ${news2.p99} ms` : "-",
      `${sitemap.toFixed(0)} ms`,
      `${sitemapFile.toFixed(0)} ms`,
      `${adminList.toFixed(0)} ms`,
    ];
    rows.push(`| ${row.join(" | ")} |`);
    console.log(`${count} published articles measured`);
  }

  console.log(`
Scale benchmark: ${os.cpus().length} CPU(s), ${CONNECTIONS} concurrent connections, ${requests} requests per page.
Pages are requested as a browser asks for them (Accept: text/html, gzip). /news p50 / p99 are under
that load; the sitemap and admin list are the median of five single requests.

| published articles | /news page 1 | /news page 2 | /news p50 / p99 | page 2 p50 / p99 | /sitemap.xml | /sitemaps/0.xml | /admin/articles |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}
`);
} finally {
  await site?.stop();
  await client.end().catch(() => undefined);
  await database.stop();
  await rm(dir, { recursive: true, force: true });
}
