// `npm run test:calendar`: the whole suite (`npm test`) with the clock set by libfaketime to each
// day of the coming week, the next Christmas Day and Easter Monday, and 23:30 on the last day of
// this month (scripts/lib/calendar-days.ts), one run after another; each run's clock starts there
// and moves on as a real one does. Not part of `npm test`: ten full runs take about two hours.
//
//   npm run test:calendar                       every clock, the whole suite
//   npm run test:calendar -- --quick            unit and integration tests only (about 4 min each)
//   npm run test:calendar -- --only=Saturday    the clocks whose label holds "Saturday"
//
// Needs Debian's faketime (apt-get install faketime).
import { spawnSync } from "node:child_process";
import { todayInLondon } from "../lib/shared/dates.ts";
import { calendarRuns, faketimeOffset } from "./lib/calendar-days.ts";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);

if (spawnSync("faketime", ["-f", "+0", "true"]).status !== 0) {
  console.error("test:calendar needs faketime: apt-get install faketime");
  process.exit(2);
}

const runs = calendarRuns(todayInLondon()).filter((run) => !only || run.label.includes(only));
const command = quick ? "npm run test:unit && npm run test:integration" : "npm test";
const results: string[] = [];
for (const run of runs) {
  const started = Date.now();
  console.log(`\n=== ${run.label} (${run.at.toISOString()}): ${command}`);
  const offset = faketimeOffset(run.at, new Date());
  const result = spawnSync("faketime", ["-f", offset, "sh", "-c", command], {
    stdio: "inherit",
    // Timers and timeouts keep to real time; only the wall clock is moved.
    env: { ...process.env, TZ: "UTC", FAKETIME_DONT_FAKE_MONOTONIC: "1" },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push(`${result.status === 0 ? "passed" : "FAILED"}  ${run.label} (${seconds} s)`);
}
console.log(`\n${results.join("\n")}`);
process.exit(results.some((line) => line.startsWith("FAILED")) ? 1 : 0);
