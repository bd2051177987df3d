// npm run demo - fills the local embedded database with a realistic fortnight around today (issue
// 29): bookings in every state, two contracts with their visits, certificates, invoices, credit
// notes, enquiries, a closed day and a day over capacity. Then `npm start` shows all of it.
//
// Only the embedded PostgreSQL under .data/ (the one `npm start` starts when DATABASE_URL is
// unset): with DATABASE_URL set it refuses before connecting anywhere. It starts that server,
// applies the migrations and the seed as `npm start` does, fills the demo in its own process (the
// app's server modules need the react-server export condition, as the seed does), and stops it.
// Run twice, it changes nothing the second time.
import nextEnv from "@next/env";
import { demoMessages } from "../lib/demo/demo-texts.ts";
import { migrateAndSeed, openDatabase } from "./lib/local-site.ts";
import { bin, run } from "./lib/run.ts";
import { projectRoot } from "./lib/schema-engine.ts";

nextEnv.loadEnvConfig(projectRoot);
if (process.env.DATABASE_URL?.trim()) {
  console.error(demoMessages.refuseDatabaseUrl);
  process.exit(1);
}

const database = await openDatabase();
async function stop(code: number): Promise<never> {
  await database.stop().catch((error: unknown) => console.error(error));
  process.exit(code);
}
process.on("SIGINT", () => void stop(130));
process.on("SIGTERM", () => void stop(143));

try {
  await migrateAndSeed(database.url);
  await run(bin("tsx"), ["--conditions=react-server", "scripts/demo-fill.ts"], "Demo");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
console.log(`\n${demoMessages.next}`);
await stop(0);
