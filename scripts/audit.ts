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
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  let bytes = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return Math.round(bytes / 1024);
}

const rows: string[] = [];
try {
  for (const path of paths) {
    const url = `${site.origin}${path}`;
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) =>
      String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(5);
    const failed = Object.values(result?.lhr.audits ?? {})
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push(
      `${path.padEnd(58)} ${score("performance")} ${score("accessibility")} ${score("best-practices")} ${score("seo")}   ${String(await firstLoadJsKb(url)).padStart(4)} KB` +
        (failed.length ? `\n${"".padEnd(60)}failing: ${failed.join(", ")}` : ""),
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
