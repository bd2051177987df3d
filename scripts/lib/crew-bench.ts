// The crew app's benchmark, part of npm run bench: /crew with 40 stops, opened once
// with a signal so the service worker installs and keeps the page, then reloaded offline several
// times, timing each reload until the last stop is on the screen; and the JavaScript /crew loads,
// summed compressed (gzip and brotli, as a server would send it). Numbers only: no pass or fail
// (the targets are printed beside them).
import { gzipSync, brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";
import pg from "pg";
import { crewApp } from "../../lib/crew/offline-app.ts";
import { paths } from "../../lib/shared/paths.ts";
import { plantCrewDay } from "../../tests/support/offline-crew.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { percentile } from "./bench-samples.ts";

const STOPS = 40;
const RUNS = 9;

export async function benchCrewOffline(origin: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const crew = await plantCrewDay(async (text, values) => (await client.query(text, values)).rows, {
    label: "bench-crew",
    stops: STOPS,
  }).finally(() => client.end());
  const lastStop = crew.stops.at(-1)!.reference;

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${origin}${paths.auth}?callbackUrl=${encodeURIComponent(paths.crew)}`);
    await page.getByLabel("Email").fill(crew.email);
    await page.getByLabel("Password").fill(crew.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname !== paths.auth);

    // The first visit with a signal, as the phone makes it: every script it runs, compressed.
    const scripts = new Map<string, Buffer>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      void response.body().then(
        (body) => scripts.set(response.url(), body),
        () => undefined,
      );
    });
    await page.goto(`${origin}${paths.crew}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: lastStop }).waitFor();
    const bodies = [...scripts.values()];
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const brotli = bodies.reduce(
      (sum, body) =>
        sum + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
    // The worker installed and kept the page; opened again it answers it ("the installed app").
    await page.waitForFunction(
      async (cache) => (await (await caches.open(cache)).match("/crew"))?.ok === true,
      crewApp.pagesCache,
    );
    await page.goto(`${origin}${paths.crew}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await page.reload({ waitUntil: "commit" });
      await page.getByRole("heading", { name: lastStop }).waitFor();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`\nCrew app (/crew, ${STOPS} stops, phone width, Chromium)`);
    console.log(
      `offline reload until the last stop shows, ${RUNS} runs: p50 ${percentile(times, 0.5).toFixed(0)} ms   ` +
        `p99 ${percentile(times, 0.99).toFixed(0)} ms   (target: under 1000 ms)`,
    );
    console.log(
      `JavaScript /crew loads: ${bodies.length} scripts, ${kb(gzip)} gzip, ${kb(brotli)} brotli ` +
        `(target: under 200 KB compressed)`,
    );
  } finally {
    await browser.close();
  }
}
