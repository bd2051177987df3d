import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { codeFingerprint, staleBuildReason, writeBuildStamp } from "../../scripts/lib/build-stamp";
import { projectRoot } from "../../scripts/lib/schema-engine";

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
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

// Each fingerprint reads the whole source tree: about a second alone, up to five with two suites
// running on the two cores, and a test here takes up to four.
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
    const dir = await distDir({ BUILD_ID: "abc" });
    await writeBuildStamp(dir, await codeFingerprint());
    const probe = path.join(projectRoot, "lib", `.stamp-probe-${process.pid}.ts`);
    await writeFile(probe, "export const probe = 1;\n");
    try {
      expect(await staleBuildReason(dir)).toBe(
        "the code or its build settings changed since the last build",
      );
    } finally {
      await rm(probe, { force: true });
    }
    expect(await staleBuildReason(dir)).toBeNull();
  });

  it("asks for a build when a setting written into the pages changes", async () => {
    const before = await codeFingerprint({ SITE_URL: "https://a.example" });
    expect(await codeFingerprint({ SITE_URL: "https://b.example" })).not.toBe(before);
    expect(await codeFingerprint({ BOOKING_HORIZON_DAYS: "30" })).not.toBe(
      await codeFingerprint({ BOOKING_HORIZON_DAYS: "60" }),
    );
  });

  it("does not rebuild for a change to the tests or the docs", async () => {
    const before = await codeFingerprint();
    const probe = path.join(projectRoot, "tests", `.stamp-probe-${process.pid}.md`);
    await writeFile(probe, "notes\n");
    try {
      expect(await codeFingerprint()).toBe(before);
    } finally {
      await rm(probe, { force: true });
    }
  });
});
