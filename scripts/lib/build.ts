// The production build: `next build`, then V8 compile hints on the first-load chunks
// (compile-hints.ts), then the crew app's service worker (crew-service-worker.ts). Every build of the site goes through here: npm run build, npm start, the
// browser tests, the audit and the benchmark.
import { rm } from "node:fs/promises";
import path from "node:path";
import {
  clearBuildStamp,
  codeFingerprint,
  staleBuildReason,
  writeBuildStamp,
} from "./build-stamp.ts";
import { addCompileHints } from "./compile-hints.ts";
import { buildCrewServiceWorker } from "./crew-service-worker.ts";
import { bin, run } from "./run.ts";
import { projectRoot } from "./schema-engine.ts";

export const distDirOf = (env: NodeJS.ProcessEnv = process.env) =>
  path.join(projectRoot, env.NEXT_DIST_DIR || ".next");

export async function buildSite(): Promise<void> {
  const distDir = distDirOf();
  // Taken before the build: a file edited while it runs makes the stamp stale, not wrong.
  const fingerprint = await codeFingerprint();
  await clearBuildStamp(distDir);
  // `next build` keeps <distDir>/cache between builds. Its fetch-cache holds unstable_cache
  // results (articles, page metadata) read from whichever database the last server used; a
  // build against another database (a fresh test database, a reset .data) would prerender them.
  await rm(path.join(distDir, "cache", "fetch-cache"), { recursive: true, force: true });
  await run(bin("next"), ["build"], "next build");
  const hinted = await addCompileHints(distDir);
  console.log(`Compile hints added to ${hinted} first-load chunks`);
  // After the hints: the worker keeps the chunks as they will be served.
  const worker = await buildCrewServiceWorker(distDir);
  console.log(
    `Crew service worker: ${worker.count} files precached (${Math.round(worker.size / 1024)} KB)`,
  );
  await writeBuildStamp(distDir, fingerprint);
}

/**
 * Builds unless the last finished build was made from the code and settings as they are now
 * (build-stamp.ts), saying why it builds. Returns whether it built.
 */
export async function buildIfStale(): Promise<boolean> {
  const stale = await staleBuildReason(distDirOf());
  if (!stale) return false;
  console.log(
    `Building, because ${stale} (under a minute on an idle machine, minutes on a busy one)...`,
  );
  await buildSite();
  return true;
}

/**
 * Before servers start on a build that servers have run on before: what those wrote into its
 * folder goes, so the new ones serve the pages as built and their own database decides the rest:
 * the pages regenerated at run time (server/route-cache), the data cache (cache/fetch-cache) and
 * the resized images (cache/images). The test build is served by one suite after another.
 */
export async function forgetEarlierServers(distDir: string = distDirOf()): Promise<void> {
  for (const written of [
    ["server", "route-cache"],
    ["cache", "fetch-cache"],
    ["cache", "images"],
  ]) {
    await rm(path.join(distDir, ...written), { recursive: true, force: true });
  }
}
