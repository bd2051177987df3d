// Builds the crew app's service worker (lib/crew/service-worker.ts) after `next build`, into
// <distDir>/crew-sw/sw.js, which app/crew/sw.js/route.ts serves. Why here and not in Next's
// build: Serwist's Next.js plugin (@serwist/next) hooks into webpack and this site builds with
// Turbopack; @serwist/turbopack bundles the worker inside a route handler during `next build`,
// which loads next.config a second time inside the build and adds a native compiler (@swc/core)
// and esbuild-wasm. Here the worker is bundled once with esbuild and Serwist's own
// injectManifest (@serwist/build) writes the precache list into it, from the build's own
// manifests: nothing is downloaded, and `npm run build`, `npm start` and the tests are unchanged.
//
// The precache list is what the crew's pages can load: Next's runtime, the entry scripts and
// styles of every route under /crew, and every chunk those load on demand (a dynamic import names
// its chunk's path in the parent chunk), found by following those references. Not the public
// pages' or the admin's code.
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";
import { crewApp } from "../../lib/crew/offline-app.ts";
import { clientReferenceManifests, type ClientReferenceManifest } from "./compile-hints.ts";
import { projectRoot } from "./schema-engine.ts";

const CHUNK_REFERENCE = /static\/(?:chunks|media)\/[A-Za-z0-9_.~-]+\.(?:js|css|woff2?)/g;
/** A style sheet in static/chunks names its fonts relative to itself: url(../media/x.woff2). */
const RELATIVE_MEDIA = /\.\.\/media\/([A-Za-z0-9_.~-]+\.woff2?)/g;

/** The entry scripts and styles of the routes under `scope` (Next's route names, e.g. /crew/page). */
export function routeEntryFiles(
  manifests: [route: string, ClientReferenceManifest][],
  scope: string,
): string[] {
  const files = new Set<string>();
  for (const [route, manifest] of manifests) {
    if (route !== scope && !route.startsWith(`${scope}/`)) continue;
    for (const entry of Object.values(manifest.entryJSFiles ?? {})) {
      for (const file of entry) files.add(file);
    }
    for (const entry of Object.values(manifest.entryCSSFiles ?? {})) {
      for (const { path: file } of entry) files.add(file);
    }
  }
  return [...files];
}

/**
 * `start` and every build file they reference, directly or through each other (chunks loaded on
 * demand, fonts and images named in a style sheet). `read` gives a file's text, or null when the
 * build has no such file.
 */
export function referencedClosure(
  start: string[],
  read: (file: string) => string | null,
): string[] {
  const found = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (found.has(file)) continue;
    const text = read(file);
    if (text === null) continue;
    found.add(file);
    if (!/\.(js|css)$/.test(file)) continue;
    for (const [reference] of text.matchAll(CHUNK_REFERENCE)) pending.push(reference);
    if (file.startsWith("static/chunks/") && file.endsWith(".css")) {
      for (const [, font] of text.matchAll(RELATIVE_MEDIA)) pending.push(`static/media/${font}`);
    }
  }
  return [...found].sort();
}

export const crewWorkerFile = (distDir: string) => path.join(distDir, "crew-sw", "sw.js");

export async function buildCrewServiceWorker(
  distDir: string,
): Promise<{ count: number; size: number }> {
  const { rootMainFiles } = JSON.parse(
    await readFile(path.join(distDir, "build-manifest.json"), "utf8"),
  ) as { rootMainFiles: string[] };
  const manifests = await clientReferenceManifests(path.join(distDir, "server", "app"));
  const texts = new Map<string, string | null>();
  for (const file of await listStatic(distDir)) {
    const scanned = /\.(js|css)$/.test(file);
    texts.set(file, scanned ? await readFile(path.join(distDir, file), "utf8") : "");
  }
  const files = referencedClosure(
    [...rootMainFiles, ...routeEntryFiles(manifests, crewApp.scope)],
    (file) => texts.get(file) ?? null,
  );

  const workerDir = path.dirname(crewWorkerFile(distDir));
  await mkdir(workerDir, { recursive: true });
  const bundled = path.join(workerDir, "sw.bundle.js");
  await build({
    entryPoints: [path.join(projectRoot, "lib/crew/service-worker.ts")],
    outfile: bundled,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    // Serwist's development logging is left out of the production worker.
    define: { "process.env.NODE_ENV": '"production"' },
    tsconfig: path.join(projectRoot, "tsconfig.json"),
    logLevel: "warning",
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: crewWorkerFile(distDir),
    globDirectory: distDir,
    globPatterns: files,
    // Next puts a content hash in every static file's name: the URL is the revision.
    dontCacheBustURLsMatching: /^static\//,
    modifyURLPrefix: { "static/": "/_next/static/" },
  });
  await rm(bundled);
  for (const warning of warnings) console.warn(`Crew service worker: ${warning}`);
  return { count, size };
}

async function listStatic(distDir: string): Promise<string[]> {
  const entries = await readdir(path.join(distDir, "static"), {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile() && /\.(js|css|woff2?)$/.test(entry.name))
    .map((entry) =>
      path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
}
