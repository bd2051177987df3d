// The demo's fill, run by `npm run demo` (scripts/demo.ts) in its own process against the
// database that script opened (DATABASE_URL set by it): prints what it made, counted per state.
import { demoMessages } from "@/lib/demo/demo-texts";
import { summaryLines } from "@/lib/demo/demo-summary";
import { fillDemo } from "@/lib/demo/fill-demo";

try {
  const outcome = await fillDemo({ log: console.log });
  console.log(outcome.status === "filled" ? demoMessages.filled : demoMessages.alreadyFilled);
  for (const line of summaryLines(outcome.summary)) console.log(`  ${line}`);
} catch (error) {
  console.error("Demo failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  process.exit();
}
