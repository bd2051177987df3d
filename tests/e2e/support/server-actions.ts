import { readFile } from "node:fs/promises";
import path from "node:path";
import { TEST_DIST_DIR } from "../../support/test-build";

/** The id of a server action in the test build, from its reference manifest. */
export async function actionId(file: string, name: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(path.resolve(TEST_DIST_DIR, "server", "server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { filename?: string; exportedName?: string }> };
  const entry = Object.entries(manifest.node).find(
    ([, action]) => action.filename === file && action.exportedName === name,
  );
  if (!entry) throw new Error(`No action ${file}#${name} in this build`);
  return entry[0];
}
