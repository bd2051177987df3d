// `npm test`: every check, in two phases. The lanes of a phase run at the same time, the steps
// of a lane one after the other: ESLint with Prettier and tsc beside the unit tests; then the
// integration tests (two files at a time, each worker on its own database) beside the test run's
// one production build (tests/support/test-build.ts), which the two-instance test and then the
// browser tests serve, one after the other (they share the build's folder, and with it the cache
// of pages rendered at run time). The browser tests start while the integration tests' last
// files run, so the cores stay full. A failed step stops its lane, and the run once its phase
// ends, as `a && b` would. The time of each step and phase is printed.
import { spawn } from "node:child_process";

type Step = { name: string; script: string };
type Lane = Step[];

const phases: Lane[][] = [
  [
    [{ name: "lint", script: "lint" }],
    [{ name: "types", script: "typecheck" }],
    [{ name: "unit", script: "test:unit" }],
  ],
  [
    [{ name: "integration", script: "test:integration" }],
    [
      { name: "build", script: "test:build" },
      { name: "cluster", script: "test:cluster" },
      { name: "browser", script: "test:e2e" },
    ],
  ],
];

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs `npm run <script>`, each line of its output led by the step's name when others run too. */
function runStep(step: Step, prefixed: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", step.script], { stdio: ["ignore", "pipe", "pipe"] });
    const lead = prefixed ? `[${step.name}] ` : "";
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let rest = "";
      from.setEncoding("utf8");
      from.on("data", (chunk: string) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop()!;
        for (const line of lines) to.write(`${lead}${line}\n`);
      });
      from.on("end", () => rest && to.write(`${lead}${rest}\n`));
    }
    // "close", not "exit": by then the last lines of its output have been written.
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}

const started = Date.now();
const times: string[] = [];
for (const phase of phases) {
  const phaseStarted = Date.now();
  const steps = phase.flat();
  const results = await Promise.all(
    phase.map(async (lane) => {
      const ran: { step: Step; code: number }[] = [];
      for (const step of lane) {
        const stepStarted = Date.now();
        const code = await runStep(step, steps.length > 1);
        times.push(
          `${step.name} ${seconds(stepStarted)}${code === 0 ? "" : ` (failed, exit code ${code})`}`,
        );
        ran.push({ step, code });
        if (code !== 0) break;
      }
      return ran;
    }),
  );
  const failed = results.flat().filter((result) => result.code !== 0);
  console.log(`\n${steps.map((s) => s.name).join(" + ")}: ${seconds(phaseStarted)}`);
  if (failed.length > 0) {
    console.error(`npm test failed: ${failed.map((f) => f.step.name).join(", ")}`);
    console.error(`Times: ${times.join(", ")}; ${seconds(started)} in all`);
    process.exit(1);
  }
}
console.log(`\nnpm test passed in ${seconds(started)} (${times.join(", ")})`);
