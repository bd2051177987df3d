// npm run audit - Lighthouse 12 (mobile settings, Debian's Chromium) on five representative pages of
// an isolated production build whose SITE_URL is the audited origin (a noindex header would fail
// the SEO audit), plus the JavaScript each page loads (gzip). Prints numbers; no pass or fail.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort } from "./lib/embedded-postgres.ts";
import { startIsolatedSite } from "./lib/isolated-site.ts";
import { seedArticles } from "../prisma/seed-data/articles.ts";

const paths = [
  "/",
  "/areas/durham",
  "/services/on-site-shredding",
  `/news/${seedArticles[0]!.slug}`,
  "/contact",
];

const site = await startIsolatedSite({ port: await freePort(), distDir: ".next-audit" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

async function firstLoadJsKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  // Scripts marked nomodule (Next's legacy polyfills) are never loaded by modern browsers.
  const scripts = [...html.matchAll(/<script([^>]*)src="([^"]+\.js)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(`${m[1]}${m[3]}`))
    .map((m) => m[2]!);
  let bytes = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return Math.round(bytes / 1024);
}

/**
 * Request every optimised image a page uses once, as its first visitor would: the audit measures
 * the site as served from the image cache, not the one-off cost of the first resize.
 */
async function warmImages(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)) {
    for (const candidate of match[1]!.split(",")) {
      const src = candidate.trim().split(" ")[0]!.replace(/&amp;/g, "&");
      if (src.startsWith("/_next/image")) sources.add(src);
    }
  }
  await Promise.all(
    [...sources].map((src) => fetch(new URL(src, url)).then((r) => r.arrayBuffer())),
  );
}

const rows: string[] = [];
try {
  for (const path of paths) {
    const url = `${site.origin}${path}`;
    await warmImages(url);
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) =>
      String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(5);
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => audits[id]?.displayValue ?? "?";
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push(
      `${path.padEnd(58)} ${score("performance")} ${score("accessibility")} ${score("best-practices")} ${score("seo")}   ${String(await firstLoadJsKb(url)).padStart(4)} KB` +
        `\n${"".padEnd(4)}FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}` +
        (failed.length ? `\n${"".padEnd(4)}failing: ${failed.join(", ")}` : ""),
    );
  }
} finally {
  chrome.kill();
  await site.stop();
}

console.log(`\nLighthouse 12 (mobile), ${new Date().toISOString()}`);
console.log(`${"page".padEnd(58)}  perf  a11y  b.p.   seo   JS (gzip)`);
for (const row of rows) console.log(row);
process.exit(0);
