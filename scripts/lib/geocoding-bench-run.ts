// The geocoding benchmark's own process (scripts/lib/geocoding-bench.ts): plants the bookings,
// locates them against the fake postcodes.io, prints the calls and the time, removes them.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { FakePostcodes } from "../../tests/support/fake-postcodes.ts";

const POSTCODES = 1_000;
const UNKNOWN_EVERY = 10;
const REFERENCE_PREFIX = "BENCH-GEO-";
// The letters an inward code may have (not C, I, K, M, O or V).
const LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const DISTRICTS = ["NE1", "NE3", "NE8", "DH1", "DH3", "SR1", "TS1", "TS18", "DL1", "DL3"];

/** The n-th made-up postcode: a district, then a digit and two letters (distinct for n < 4,000). */
function postcodeOf(n: number): string {
  const district = DISTRICTS[n % DISTRICTS.length]!;
  const rest = Math.floor(n / DISTRICTS.length);
  const digit = rest % 10;
  const pair = Math.floor(rest / 10);
  return `${district} ${digit}${LETTERS[Math.floor(pair / LETTERS.length) % LETTERS.length]}${LETTERS[pair % LETTERS.length]}`;
}

const fake = new FakePostcodes();
await fake.start();
process.env.POSTCODES_API_URL = fake.url;
const { db } = await import("../../lib/server/db.ts");
const { locateRows } = await import("../../lib/locations/geocoding.ts");

const postcodes = Array.from({ length: POSTCODES }, (_, n) => postcodeOf(n));
postcodes.forEach((postcode, n) => {
  const centre = fake.outcodes.get(postcode.split(" ")[0]!)!;
  // Every tenth of each district's is unknown: each district is asked once for its centre.
  if (Math.floor(n / DISTRICTS.length) % UNKNOWN_EVERY !== 0)
    fake.add(postcode, { lat: centre.lat + n / 1e5, lng: centre.lng });
});
const day = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const ids = postcodes.map(() => randomUUID());
try {
  await db().booking.createMany({
    data: postcodes.map((postcode, n) => ({
      id: ids[n]!,
      reference: `${REFERENCE_PREFIX}${n}`,
      customerName: `Bench ${n}`,
      customerEmail: `bench-geo-${n}@example.test`,
      serviceType: "collection" as const,
      selectedDate: day,
      timeSlot: "allday" as const,
      bagQuantity: 1,
      subtotalPence: 1000,
      vatPence: 200,
      totalPence: 1200,
      postcode,
      status: "confirmed" as const,
      idempotencyKey: randomUUID(),
    })),
  });
  const started = performance.now();
  const report = await locateRows({ bookings: ids });
  const ms = performance.now() - started;
  console.log(
    `\nGeocoding ${POSTCODES.toLocaleString("en-GB")} postcodes in bulk against the fake ` +
      `postcodes.io: ${fake.calls.bulk} bulk call(s) (${fake.bulkSizes.join(", ")} postcodes) + ` +
      `${fake.calls.outcode} district call(s), ${ms.toFixed(0)} ms; ${report.located} located, ` +
      `${report.approximate} approximate, ${report.unknown} unknown, ` +
      `${report.rows.bookings} booking(s) written.`,
  );
} finally {
  await db().booking.deleteMany({ where: { reference: { startsWith: REFERENCE_PREFIX } } });
  await fake.stop();
  process.exit();
}
