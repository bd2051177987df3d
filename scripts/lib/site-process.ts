// A production server of the site in a process of its own, started the way `npm start` starts
// it (scripts/start.ts: migrations, seed, the custom server, the job timers), for the tests and
// benchmarks that need real, separate instances: the two-instance test, the scale benchmark.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bin } from "./run.ts";
import { projectRoot } from "./schema-engine.ts";

export type SiteProcess = { origin: string; log: string; stop: () => Promise<void> };

/** Starts the site on 127.0.0.1:`port` with `env` and resolves once /api/health answers. */
export async function startSiteProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
): Promise<SiteProcess> {
  const origin = `http://127.0.0.1:${port}`;
  // Outside any temporary folder, so a failed run leaves the server's log to read.
  const log = path.join(os.tmpdir(), `ness-site-${port}.log`);
  const out = createWriteStream(log);
  const child: ChildProcess = spawn(bin("tsx"), ["scripts/start.ts"], {
    cwd: projectRoot,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };

  const until = Date.now() + timeoutMs;
  while (Date.now() < until && child.exitCode === null) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  const tail = (await readFile(log, "utf8").catch(() => "")).split("\n").slice(-30).join("\n");
  throw new Error(`${origin} did not start (log: ${log}):\n${tail}`);
}
