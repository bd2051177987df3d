import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { codeFingerprint, staleBuildReason, writeBuildStamp } from "../../scripts/lib/build-stamp";

// npm start serves the existing build only when it finished and was made from the code as it is
// now; otherwise it builds, and says why.

const dirs: string[] = [];
async function distDir(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ness-dist-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}
/**
 * A small project of its own, under git as the real one is: a probe written into the real tree
 * while a build of it ran made that build's stamp, or the next check of it, disagree.
 */
async function project() {
  const root = await distDir({
    "lib/site.ts": "export const site = 1;\n",
    "app/page.tsx": "export default function Page() { return null; }\n",
    "tests/site.test.ts": "// a test\n",
    "README.md": "# A project\n",
  });
  execFileSync("git", ["init", "-q"], { cwd: root });
  return root;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

// A fingerprint of the real tree reads every source file: about a second alone, up to five with
// two suites running on the two cores.
describe("the build stamp", { timeout: 60_000 }, () => {
  it("asks for a build when there is none", async () => {
    expect(await staleBuildReason(await distDir({}))).toBe("there is no production build yet");
  });

  it("asks for a build when the last one stopped half-way (BUILD_ID but no stamp)", async () => {
    const dir = await distDir({ BUILD_ID: "abc", "server/app/index.html": "<html>" });
    expect(await staleBuildReason(dir)).toBe("the last build did not finish");
  });

  it("serves a finished build of the code as it is", async () => {
    const dir = await distDir({ BUILD_ID: "abc" });
    await writeBuildStamp(dir, await codeFingerprint());
    expect(await staleBuildReason(dir)).toBeNull();
  });

  it("asks for a build after the code changed (a pull, a commit, a local edit)", async () => {
    const root = await project();
    const dir = await distDir({ BUILD_ID: "abc" });
    await writeBuildStamp(dir, await codeFingerprint(process.env, root));
    expect(await staleBuildReason(dir, root)).toBeNull();
    const probe = path.join(root, "lib", "probe.ts");
    await writeFile(probe, "export const probe = 1;\n");
    expect(await staleBuildReason(dir, root)).toBe(
      "the code or its build settings changed since the last build",
    );
    await rm(probe);
    expect(await staleBuildReason(dir, root)).toBeNull();
  });

  it("asks for a build when a setting written into the pages changes", async () => {
    const before = await codeFingerprint({ SITE_URL: "https://a.example" });
    expect(await codeFingerprint({ SITE_URL: "https://b.example" })).not.toBe(before);
    expect(await codeFingerprint({ BOOKING_HORIZON_DAYS: "30" })).not.toBe(
      await codeFingerprint({ BOOKING_HORIZON_DAYS: "60" }),
    );
  });

  it("does not rebuild for a change to the tests or the docs", async () => {
    const root = await project();
    const before = await codeFingerprint(process.env, root);
    await writeFile(path.join(root, "tests", "site.test.ts"), "// another test\n");
    await writeFile(path.join(root, "tests", "notes.md"), "notes\n");
    await writeFile(path.join(root, "README.md"), "# Another title\n");
    expect(await codeFingerprint(process.env, root)).toBe(before);
    await writeFile(path.join(root, "app", "page.tsx"), "export default function P() {}\n");
    expect(await codeFingerprint(process.env, root)).not.toBe(before);
  });
});
