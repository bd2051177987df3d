// Is the production build in <distDir> complete and built from the code as it is now?
//
// `next build` writes BUILD_ID long before it finishes, so its presence proves nothing: a build
// that failed or was interrupted left a folder `next start` cannot serve. And after `git pull` or
// an edit, an old complete build would be served as if it were current. So every finished build
// (build.ts) ends by writing a stamp: the fingerprint of the code and the build-time settings it
// was made from. `npm start` builds again unless the stamp is there and matches.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "./schema-engine.ts";

const STAMP_FILE = "ness-build-stamp.json";

/** Settings Next writes into the build (canonical URLs, the booking horizon, public keys). */
const BUILD_TIME_SETTINGS = [
  "SITE_URL",
  "BOOKING_HORIZON_DAYS",
  "NEXT_PUBLIC_GOOGLE_MAPS_EMBED_KEY",
  "NEXT_PUBLIC_GOOGLE_ADS_CONVERSION",
];

/** What is not part of the site: its tests, docs and the CI script. */
const notBuilt = (file: string) =>
  file.startsWith("tests/") || file.startsWith(".ci/") || file.endsWith(".md");

const IGNORED_DIRS = new Set(["node_modules", ".git", ".data", "generated", "test-results"]);

/** The project's files: git's view (committed and new, not ignored), or a walk without git. */
async function sourceFiles(root: string): Promise<string[]> {
  try {
    const listed = execFileSync("git", ["ls-files", "-z", "-co", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return listed.split("\0").filter(Boolean);
  } catch {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .filter((file) => !file.split(path.sep).some((part) => IGNORED_DIRS.has(part)))
      .filter((file) => !file.split(path.sep)[0]!.startsWith(".next"));
  }
}

/**
 * A hash of every file the site is built from, and of the build-time settings. `root` is the
 * project's folder (another only in the tests, which must not write into this one while a build
 * of it runs).
 */
export async function codeFingerprint(
  env: Record<string, string | undefined> = process.env,
  root: string = projectRoot,
): Promise<string> {
  const hash = createHash("sha256");
  const files = (await sourceFiles(root)).filter((file) => !notBuilt(file)).sort();
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted but not yet committed
    hash
      .update(file)
      .update("\0")
      .update(await readFile(full))
      .update("\0");
  }
  for (const name of BUILD_TIME_SETTINGS) hash.update(`${name}=${env[name] ?? ""}\0`);
  // /book offers 'Pay now by card' only with a Stripe key: whether there is one (never the key).
  if (env.STRIPE_SECRET_KEY) hash.update("card-payments=on\0");
  return hash.digest("hex");
}

/** Why the build in `distDir` cannot be served as it is, or null when it can. */
export async function staleBuildReason(
  distDir: string,
  root: string = projectRoot,
): Promise<string | null> {
  if (!existsSync(path.join(distDir, "BUILD_ID"))) return "there is no production build yet";
  const stampPath = path.join(distDir, STAMP_FILE);
  if (!existsSync(stampPath)) return "the last build did not finish";
  const stamp = JSON.parse(await readFile(stampPath, "utf8")) as { fingerprint?: string };
  if (stamp.fingerprint !== (await codeFingerprint(process.env, root))) {
    return "the code or its build settings changed since the last build";
  }
  return null;
}

/** Before a build: whatever happens next, the old stamp no longer describes the folder. */
export async function clearBuildStamp(distDir: string): Promise<void> {
  await rm(path.join(distDir, STAMP_FILE), { force: true });
}

/** After a build that finished: record what it was built from. */
export async function writeBuildStamp(distDir: string, fingerprint: string): Promise<void> {
  const stamp = { fingerprint, builtAt: new Date().toISOString() };
  await writeFile(path.join(distDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}
