// `npm test`: every check. The steps run side by side, at most three at a time, each started as
// soon as what it needs has passed and a place is free, in the order listed: the test run's one
// production build first (tests/support/test-build.ts), as the two-instance test and then the
// browser tests serve it, one after the other (they share the build's folder, and with it the
// cache of pages rendered at run time), and that chain is the longest; ESLint with Prettier, tsc,
// the unit tests and the integration tests (two files at a time, each worker on its own database)
// fill the cores around it. A step whose prerequisite failed does not run; the others run to the
// end, and the run fails if any step failed. The time of each step is printed.
import { spawn } from "node:child_process";

type Step = { name: string; script: string; after?: string };

const steps: Step[] = [
  { name: "build", script: "test:build" },
  { name: "lint", script: "lint" },
  { name: "types", script: "typecheck" },
  { name: "cluster", script: "test:cluster", after: "build" },
  { name: "unit", script: "test:unit" },
  { name: "integration", script: "test:integration" },
  { name: "browser", script: "test:e2e", after: "cluster" },
];
/** Two cores: three steps keep them full while one waits on a server or a browser. */
const AT_ONCE = 3;

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs `npm run <script>`, each line of its output led by the step's name. */
function runStep(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", step.script], { stdio: ["ignore", "pipe", "pipe"] });
    const lead = `[${step.name}] `;
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
const results = new Map<string, number>();
const running = new Set<Promise<void>>();
const waiting = [...steps];

/** The steps that may start now: prerequisite passed, in the order listed, while places are free. */
function startReady() {
  for (const step of [...waiting]) {
    if (running.size >= AT_ONCE) return;
    const prerequisite = step.after === undefined ? 0 : results.get(step.after);
    if (prerequisite === undefined) continue;
    waiting.splice(waiting.indexOf(step), 1);
    if (prerequisite !== 0) {
      results.set(step.name, -1);
      times.push(`${step.name} not run (${step.after} failed)`);
      continue;
    }
    const stepStarted = Date.now();
    const done = runStep(step).then((code) => {
      results.set(step.name, code);
      times.push(
        `${step.name} ${seconds(stepStarted)}${code === 0 ? "" : ` (failed, exit code ${code})`}`,
      );
      running.delete(done);
    });
    running.add(done);
  }
}

startReady();
while (running.size > 0) {
  await Promise.race(running);
  startReady();
}
const failed = steps.filter((step) => results.get(step.name) !== 0).map((step) => step.name);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(", ")}`);
  console.error(`Times: ${times.join(", ")}; ${seconds(started)} in all`);
  process.exit(1);
}
console.log(`\nnpm test passed in ${seconds(started)} (${times.join(", ")})`);
