// V8's explicit compile hints (Chrome 136+): a script that starts with this comment has all its
// functions compiled eagerly, on a background thread while it downloads, instead of lazily on the
// main thread the first time each is called. Hydration calls nearly every function of the
// framework and page chunks, so those chunks get the hint; chunks loaded later on demand (toasts,
// form validation) do not. Browsers other than Chrome read it as a comment.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

export type ClientReferenceManifest = {
  entryJSFiles?: Record<string, string[]>;
  entryCSSFiles?: Record<string, { path: string }[]>;
};

/** The chunks a page loads before it is interactive: Next's runtime plus each route's entries. */
export function firstLoadChunks(
  rootMainFiles: string[],
  manifests: ClientReferenceManifest[],
): string[] {
  const files = new Set(rootMainFiles);
  for (const manifest of manifests) {
    for (const entry of Object.values(manifest.entryJSFiles ?? {})) {
      for (const file of entry) files.add(file);
    }
  }
  return [...files].filter((file) => file.endsWith(".js")).sort();
}

/** The script with the hint as its first line (once, however often it is applied). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** Every route's client reference manifest in the build's server/app folder, by route. */
export async function clientReferenceManifests(
  dir: string,
): Promise<[route: string, ClientReferenceManifest][]> {
  const found: [string, ClientReferenceManifest][] = [];
  for (const entry of await readdir(dir, { recursive: true })) {
    if (!entry.endsWith("_client-reference-manifest.js")) continue;
    // Each manifest is a script that assigns globalThis.__RSC_MANIFEST[route]; run it in a
    // context of its own and read the result.
    const context = vm.createContext({});
    vm.runInContext(await readFile(path.join(dir, entry), "utf8"), context);
    const byRoute = (context as { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> })
      .__RSC_MANIFEST;
    found.push(...Object.entries(byRoute ?? {}));
  }
  return found;
}

/** Adds the hint to every first-load chunk of the production build in `distDir`. */
export async function addCompileHints(distDir: string): Promise<number> {
  const buildManifest = JSON.parse(
    await readFile(path.join(distDir, "build-manifest.json"), "utf8"),
  ) as { rootMainFiles: string[] };
  const chunks = firstLoadChunks(
    buildManifest.rootMainFiles,
    (await clientReferenceManifests(path.join(distDir, "server", "app"))).map(([, m]) => m),
  );
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    await writeFile(file, withCompileHint(await readFile(file, "utf8")));
  }
  return chunks.length;
}
