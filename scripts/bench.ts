// npm run bench [-- --path /about --seconds 10 --connections 50]
// Serves one prerendered page through `next start` and the very same bytes through a bare
// node:http server, loads both with autocannon on 127.0.0.1 in one run, and prints requests per
// second, latency and the ratio. Then the crew app offline (scripts/lib/crew-bench.ts): /crew
// with 40 stops reloaded without signal, and the size of its JavaScript. First, Plan route's
// planning of a day of 40 stops (scripts/lib/route-bench.ts); then geocoding: 1,000 postcodes
// located in bulk calls against a fake postcodes.io (scripts/lib/geocoding-bench.ts). Numbers
// only: no pass or fail.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort } from "./lib/embedded-postgres.ts";
import { resolveDatabase } from "./lib/database.ts";
import { applyMigrations, projectRoot } from "./lib/schema-engine.ts";
import { buildIfStale } from "./lib/build.ts";
import { benchCrewOffline } from "./lib/crew-bench.ts";
import { benchGeocoding } from "./lib/geocoding-bench.ts";
import { benchRoutePlanning } from "./lib/route-bench.ts";
import { bin } from "./lib/run.ts";

const { values } = parseArgs({
  options: {
    path: { type: "string", default: "/" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
  },
});
const pagePath = values.path ?? "/";
const duration = Number(values.seconds);
const connections = Number(values.connections);

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, pipelining: 1 });
}

await benchRoutePlanning();

const database = await resolveDatabase();
Object.assign(process.env, {
  DATABASE_URL: database.url,
  NESS_LOCAL_MODE: "1",
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
});
await applyMigrations(database.url);
// Built from the code as it is now (the crew benchmark needs the crew's pages and worker).
await buildIfStale();

const nextPort = await freePort();
const origin = `http://127.0.0.1:${nextPort}`;
const next = spawn(bin("next"), ["start", "-p", String(nextPort), "-H", "127.0.0.1"], {
  cwd: projectRoot,
  stdio: "ignore",
  // The crew benchmark signs in: next-auth sends the browser back to this address.
  env: { ...process.env, NEXTAUTH_URL: origin },
});
let raw: ReturnType<typeof createServer> | undefined;
try {
  const nextUrl = `${origin}${pagePath}`;
  await waitFor(nextUrl);
  const response = await fetch(nextUrl);
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type") ?? "text/html; charset=utf-8";
  const prerendered = response.headers.get("x-nextjs-prerender") !== null;

  const rawPort = await freePort();
  raw = createServer((_req, res) => {
    res.writeHead(200, { "content-type": contentType, "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => raw!.listen(rawPort, "127.0.0.1", resolve));

  console.log(
    `\nPage ${pagePath}: ${body.length} bytes, ${prerendered ? "prerendered" : "NOT prerendered (rendered per request)"}`,
  );
  console.log(`autocannon: ${connections} connections, ${duration} s each, on 127.0.0.1\n`);
  // Warm both up so neither pays for first-request work in the measurement.
  await autocannon({ url: nextUrl, connections: 10, amount: 500 });
  const nextResult = await load(nextUrl);
  const rawResult = await load(`http://127.0.0.1:${rawPort}/`);

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(14)} ${r.requests.average.toFixed(0).padStart(9)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(row("next start", nextResult));
  console.log(row("node:http", rawResult));
  console.log(
    `\nnext start serves ${((nextResult.requests.average / rawResult.requests.average) * 100).toFixed(1)}% ` +
      `of the bare server's throughput (ratio 1 : ${(rawResult.requests.average / nextResult.requests.average).toFixed(1)}).`,
  );
  // Printed, not thrown: the finally below exits the process before an error would show.
  await benchCrewOffline(origin, database.url).catch((error: unknown) =>
    console.error("Crew app benchmark failed:", error),
  );
  await benchGeocoding(database.url).catch((error: unknown) =>
    console.error("Geocoding benchmark failed:", error),
  );
} finally {
  next.kill("SIGTERM");
  raw?.close();
  await database.stop();
  process.exit();
}
