// npm run bench:scale [-- --counts 10,1000,10000,100000 --requests 2000]
// The site at 10, 1,000, 10,000 and 100,000 published articles: a scratch PostgreSQL, one
// production build (.next-bench), one server as `npm start` runs it. For each count it prints
// /news page 1 and page 2 (bytes, and p50/p99 under 20 concurrent requests), the sitemap's
// /sitemap.xml and one /sitemaps/{n}.xml file, and the admin's article list. Then the Reports
// tab's four SQL aggregates at 100,000 bookings (p50/p99 of each, and of the four together).
// Then the chain of custody (scripts/lib/custody-bench.ts): a run of 500 scans through the real scan
// function and the Custody report's pages at 100,000 seals (p50/p99 of each).
// Then the customer account (scripts/lib/account-bench.ts): an account with 2,000 documents, each of
// its lists' first and last page (p50/p99 of each).
// Then the business organisation (scripts/lib/organisation-bench.ts): 50 sites, 30 people and
// 20,000 documents of its sites among 199 small organisations and 80,000 other customers' rows;
// each list an Administrator and a limited Booker read, the office's Customers list, and a year's
// monthly statement PDFs (p50/p99 of each, beside its goal).
// `-- --only reports`, `-- --only custody`, `-- --only account` or `-- --only organisation` runs
// that case alone (no build, no server). Numbers only.
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { ANNOUNCE_INVALIDATION_SQL, CACHE_TAGS_CHANNEL } from "../lib/shared/cache-tags-channel.ts";
import { buildIfStale } from "./lib/build.ts";
import { reportSqls } from "../lib/office/report-sql.ts";
import { bulkArticlesSql } from "./lib/bulk-articles.ts";
import { freePort, startEmbeddedPostgres } from "./lib/embedded-postgres.ts";
import { migrateAndSeed } from "./lib/local-site.ts";
import { p50p99 } from "./lib/bench-samples.ts";
import { bin, run } from "./lib/run.ts";
import { startSiteProcess } from "./lib/site-process.ts";

const { values } = parseArgs({
  options: {
    counts: { type: "string", default: "10,1000,10000,100000" },
    requests: { type: "string", default: "2000" },
    only: { type: "string" },
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

const REPORT_BOOKINGS = 100_000;
const REPORT_ROUNDS = 200;

/**
 * The Reports case: 100,000 bookings over two years (a tenth cancelled, a twentieth contract
 * visits, postcodes across 40 districts), 40,000 invoices with 2,000 credit notes, 30,000
 * payments and 20,000 enquiries; then each report query REPORT_ROUNDS times. Milliseconds.
 */
async function benchReports(): Promise<string> {
  await client.query(`insert into contracts (id, number, customer_name, company_name,
      customer_email, customer_phone, site_address, postcode, service, containers, start_day,
      invoicing, created_by, updated_at)
    values (gen_random_uuid(), 'CON-BENCH-1', 'Bench', 'Bench Ltd', 'bench@example.test',
      '0191 000 0000', '1 Quay', 'NE1 1AA', 'console_emptying', 2, current_date - 700,
      'per_visit', 'bench', now())
    on conflict (number) do nothing`);
  await client.query(
    `insert into bookings (id, reference, customer_name, customer_email, service_type,
       selected_date, time_slot, bag_quantity, subtotal_pence, vat_pence, total_price_pence,
       status, postcode, contract_id, created_at, updated_at)
     select gen_random_uuid(), 'NESS-BENCH-' || i, 'Bench Customer', 'bench@example.test',
       (case when i % 3 = 0 then 'onsite' else 'collection' end)::service_type,
       current_date - 700 + (i % 730), 'allday', 1, 6500, 1300, 7800,
       (case when i % 10 = 0 then 'cancelled' else 'confirmed' end)::booking_status,
       (array['NE1','NE2','NE3','NE4','NE5','NE6','NE7','NE8','NE9','NE10','SR1','SR2','SR3',
         'SR4','SR5','SR6','DH1','DH2','DH3','DH4','DH5','DH6','DH7','DH8','DH9','TS1','TS2',
         'TS3','TS4','TS5','TS6','TS7','TS8','TS16','TS17','TS18','TS19','TS20','ZZ1','ZZ2'])[1 + i % 40]
         || ' ' || (i % 9) || 'AB',
       case when i % 20 = 0 then (select id from contracts where number = 'CON-BENCH-1') end,
       now() - (i % 730) * interval '1 day' - (i % 24) * interval '1 hour', now()
     from generate_series(1, $1::int) i`,
    [REPORT_BOOKINGS],
  );
  await client.query(`insert into invoices (id, kind, number, issued_at, issued_by, supply_date,
      due_date, customer_name, customer_email, subtotal_pence, vat_pence, total_pence)
    select gen_random_uuid(), 'invoice', 'INV-BENCH-' || i, now() - (i % 730) * interval '1 day',
      'bench', current_date - (i % 730), current_date - (i % 730) + 30, 'Bench Customer',
      'bench@example.test', 6500, 1300, 7800
    from generate_series(1, 40000) i`);
  await client.query(`insert into invoices (id, kind, number, credits_id, issued_at, issued_by,
      supply_date, due_date, customer_name, customer_email, subtotal_pence, vat_pence, total_pence)
    select gen_random_uuid(), 'credit_note', 'CN-BENCH-' || i,
      (select id from invoices where number = 'INV-BENCH-' || i), now() - (i % 730) * interval '1 day',
      'bench', current_date - (i % 730), current_date - (i % 730), 'Bench Customer',
      'bench@example.test', 6500, 1300, 7800
    from generate_series(1, 2000) i`);
  await client.query(`insert into payments (id, invoice_id, method, amount_pence, received_on,
      recorded_by)
    select gen_random_uuid(), i.id, 'bank_transfer', i.total_pence, i.supply_date + 10, 'bench'
    from invoices i where i.kind = 'invoice' and i.number like 'INV-BENCH-%'
      and substr(i.number, 11)::int > 10000`);
  await client.query(`insert into enquiries (id, kind, name, email, created_at, updated_at)
    select gen_random_uuid(), (case when i % 2 = 0 then 'quote' else 'contact' end)::enquiry_kind,
      'Bench', 'bench@example.test', now() - (i % 730) * interval '1 day', now()
    from generate_series(1, 20000) i`);
  await client.query("analyze");

  const names = [
    "bookings per week",
    "invoiced and paid",
    "jobs by town",
    "enquiries per week",
    "time on site by service",
  ];
  const each: number[][] = reportSqls.map(() => []);
  const together: number[] = [];
  const now = new Date();
  // The page asks for them all at once (Promise.all on the pool): so does the "all at once" line.
  const pool = new pg.Pool({ connectionString: database.url, max: reportSqls.length });
  try {
    for (let round = 0; round < REPORT_ROUNDS; round++) {
      for (const [i, text] of reportSqls.entries()) {
        const started = performance.now();
        await client.query(text, [now]);
        each[i]!.push(performance.now() - started);
      }
      const started = performance.now();
      await Promise.all(reportSqls.map((text) => pool.query(text, [now])));
      together.push(performance.now() - started);
    }
  } finally {
    await pool.end();
  }
  const bookings = (await client.query<{ n: string }>("select count(*) as n from bookings"))
    .rows[0]!.n;
  return `
Reports at ${Number(bookings).toLocaleString("en-GB")} bookings: each query alone, then all at once on one connection each as the page asks for them (p50 / p99 over ${REPORT_ROUNDS} runs).

| query | p50 / p99 |
|---|---|
${names.map((name, i) => `| ${name} | ${p50p99(each[i]!)} |`).join("\n")}
| all at once (the page's data) | ${p50p99(together)} |
`;
}

/**
 * The custody case, in a child process: the custody modules are server-only and need the
 * react-server export condition, as the seed does. Its Markdown table.
 */
async function benchCustody(): Promise<string> {
  const out = path.join(dir, "custody.md");
  await run(bin("tsx"), ["--conditions=react-server", "scripts/lib/custody-bench.ts", out]);
  return readFile(out, "utf8");
}

/** The customer account's case, in a child process as the custody case. Its Markdown table. */
async function benchAccount(): Promise<string> {
  const out = path.join(dir, "account.md");
  await run(bin("tsx"), ["--conditions=react-server", "scripts/lib/account-bench.ts", out]);
  return readFile(out, "utf8");
}

/** The business organisation's case, in a child process as the custody case. Its Markdown tables. */
async function benchOrganisation(): Promise<string> {
  const out = path.join(dir, "organisation.md");
  await run(bin("tsx"), ["--conditions=react-server", "scripts/lib/organisation-bench.ts", out]);
  return readFile(out, "utf8");
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
  const only = values.only;
  const reportsTable = !only || only === "reports" ? await benchReports() : "";
  const custodyTable = !only || only === "custody" ? await benchCustody() : "";
  const accountTable = !only || only === "account" ? await benchAccount() : "";
  const organisationTable = !only || only === "organisation" ? await benchOrganisation() : "";
  if (only === "reports" || only === "custody" || only === "account" || only === "organisation") {
    console.log(reportsTable + custodyTable + accountTable + organisationTable);
  } else {
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
${reportsTable}${custodyTable}${accountTable}${organisationTable}`);
  }
} finally {
  await site?.stop();
  await client.end().catch(() => undefined);
  await database.stop();
  await rm(dir, { recursive: true, force: true });
}
