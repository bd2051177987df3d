// The production build: `next build`, then V8 compile hints on the first-load chunks
// (compile-hints.ts). Every build of the site goes through here: npm run build, npm start, the
// browser tests, the audit and the benchmark.
import path from "node:path";
import { addCompileHints } from "./compile-hints.ts";
import { bin, run } from "./run.ts";
import { projectRoot } from "./schema-engine.ts";

export async function buildSite(): Promise<void> {
  await run(bin("next"), ["build"], "next build");
  const distDir = path.join(projectRoot, process.env.NEXT_DIST_DIR || ".next");
  const hinted = await addCompileHints(distDir);
  console.log(`Compile hints added to ${hinted} first-load chunks`);
}
