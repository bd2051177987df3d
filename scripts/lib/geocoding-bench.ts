// The geocoding benchmark, part of npm run bench: 1,000 bookings with 1,000 distinct postcodes
// (900 the fake postcodes.io knows, 100 it does not, in 10 districts) located in bulk against the
// fake on 127.0.0.1 (tests/support/fake-postcodes.ts), as the save's look-up and the job do
// (lib/locations/geocoding.ts). Prints the calls made and the time. The app's server modules need the
// react-server export condition, so it runs in its own process (scripts/lib/geocoding-bench-run.ts),
// on the benchmark's database; its bookings are removed afterwards.
import { bin, run } from "./run.ts";

export async function benchGeocoding(databaseUrl: string): Promise<void> {
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = databaseUrl;
  try {
    await run(
      bin("tsx"),
      ["--conditions=react-server", "scripts/lib/geocoding-bench-run.ts"],
      "Geocoding benchmark",
    );
  } finally {
    process.env.DATABASE_URL = before;
  }
}
