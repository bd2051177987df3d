// Plan route's benchmark (npm run bench): planning a day of 40 stops (mornings, afternoons and
// all-day stops scattered across the North East, nearest neighbour improved by 2-opt), 200 times
// after a warm-up, each day a different one; the median and the 99th percentile against the goal
// of 500 ms at p99. Pure CPU: no database, no server.
import { planRoute, type RouteStop } from "../../lib/routes/route-plan-rules.ts";
import { DEFAULT_ROUTE_SETTINGS, FACILITY } from "../../lib/routes/route-rules.ts";
import type { TimeSlot } from "../../lib/shared/booking-options.ts";
import { p50p99, percentile, timed } from "./bench-samples.ts";
import { seededRandom } from "../images/random.ts";

const STOPS = 40;
const ROUNDS = 200;
const GOAL_P99_MS = 500;

function dayOf(random: () => number): RouteStop[] {
  const slots: TimeSlot[] = ["am", "pm", "allday"];
  return Array.from({ length: STOPS }, (_, i) => ({
    id: `stop-${i}`,
    // Within about 50 km of the facility: Newcastle to Northallerton.
    location: {
      lat: FACILITY.lat + (random() - 0.3) * 0.9,
      lng: FACILITY.lng + (random() - 0.5) * 1.2,
    },
    slot: slots[Math.floor(random() * slots.length)]!,
    serviceType: random() < 0.7 ? "collection" : "onsite",
    bagQuantity: 1 + Math.floor(random() * 10),
    postcode: null,
  }));
}

export async function benchRoutePlanning(): Promise<void> {
  const random = seededRandom("2026");
  const days = Array.from({ length: ROUNDS + 1 }, () => dayOf(random));
  let next = 0;
  const samples = await timed(async () => {
    planRoute(days[next++ % days.length]!, DEFAULT_ROUTE_SETTINGS);
  }, ROUNDS);
  const p99 = percentile(samples, 0.99);
  console.log(
    `\nPlanning a day of ${STOPS} stops (${ROUNDS} runs): p50 / p99 ${p50p99(samples)}; ` +
      `goal p99 under ${GOAL_P99_MS} ms: ${p99 < GOAL_P99_MS ? "met" : "NOT met"}.`,
  );
}
