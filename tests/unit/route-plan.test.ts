import { describe, expect, it } from "vitest";
import {
  EXACT_LIMIT,
  keepsSlots,
  planRoute,
  timeRoute,
  type RouteStop,
} from "@/lib/routes/route-plan-rules";
import { clockTime, routePlanTexts, savingText } from "@/lib/routes/route-plan-texts";
import { locationOf, runArrivals } from "@/lib/routes/run-arrival-rules";
import { DEFAULT_ROUTE_SETTINGS, FACILITY, type RouteSettings } from "@/lib/routes/route-rules";
import type { TimeSlot } from "@/lib/shared/booking-options";
import { seededRandom } from "../../scripts/images/random";

// Plan route: the shortest drive from the facility round the day's stops and back, every morning
// stop before every afternoon one; each stop's arrival from 8:00 (driving, waiting for its slot,
// time on site); 'Arrives after its slot'; the saving against the current order; and the
// postcode district order when a stop has no coordinates.

/** Kilometres in one degree of latitude on route-rules.ts' earth (6371.0088 km x pi / 180). */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;
/** A place `km` due north of the facility: the straight line to it is exactly `km`. */
const north = (km: number) => ({ lat: FACILITY.lat + km / KM_PER_DEGREE, lng: FACILITY.lng });

/** Road = straight line, 60 km/h: a minute's drive per kilometre, so times add up by hand. */
const simple: RouteSettings = { ...DEFAULT_ROUTE_SETTINGS, roadFactor: 1, speedKmh: 60 };

let serial = 0;
const stop = (over: Partial<RouteStop> = {}): RouteStop => ({
  id: `stop-${++serial}`,
  location: north(10),
  slot: "allday",
  serviceType: "collection",
  bagQuantity: 1,
  postcode: "DL1 1AA",
  ...over,
});

function randomDay(random: () => number, size: number): RouteStop[] {
  const slots: TimeSlot[] = ["am", "pm", "allday"];
  return Array.from({ length: size }, () =>
    stop({
      location: {
        lat: FACILITY.lat + (random() - 0.5) * 0.8,
        lng: FACILITY.lng + (random() - 0.5) * 1.2,
      },
      slot: slots[Math.floor(random() * 3)]!,
      serviceType: random() < 0.5 ? "collection" : "onsite",
      bagQuantity: 1 + Math.floor(random() * 10),
    }),
  );
}

function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i]!, ...tail];
  }
}

/** Every order that keeps the slots, tried: the shortest's miles. */
function bruteForceMiles(stops: RouteStop[]): number {
  let best = Infinity;
  for (const order of permutations(stops)) {
    if (!keepsSlots(order)) continue;
    best = Math.min(best, timeRoute(order, DEFAULT_ROUTE_SETTINGS).miles!);
  }
  return best;
}

describe("the planned order", () => {
  it("is the shortest that keeps the slots on every generated day of up to 8 stops", () => {
    const random = seededRandom("45");
    for (let size = 1; size <= 8; size++) {
      for (let day = 0; day < (size <= 6 ? 6 : 3); day++) {
        const stops = randomDay(random, size);
        const { plan } = planRoute(stops, DEFAULT_ROUTE_SETTINGS);
        expect(plan.stops.map((s) => s.stop.id).sort()).toEqual(stops.map((s) => s.id).sort());
        expect(keepsSlots(plan.stops.map((s) => s.stop))).toBe(true);
        expect(plan.miles).toBeCloseTo(bruteForceMiles(stops), 9);
      }
    }
  });

  it("keeps every morning stop before every afternoon one, however far apart they are", () => {
    // The afternoon stop is on the way to the morning one: the shortest drive would visit it first.
    const afternoon = stop({ slot: "pm", location: north(5) });
    const morning = stop({ slot: "am", location: north(20) });
    const { plan } = planRoute([afternoon, morning], simple);
    expect(plan.stops.map((s) => s.stop.id)).toEqual([morning.id, afternoon.id]);
  });

  it("plans a day of 40 stops, keeping the slots, never longer than a current order that keeps them", () => {
    const random = seededRandom("7");
    const stops = randomDay(random, 40).sort(
      (a, b) => (a.slot === "pm" ? 1 : 0) - (b.slot === "pm" ? 1 : 0),
    );
    expect(stops.length).toBeGreaterThan(EXACT_LIMIT);
    const { plan, current, savedMiles } = planRoute(stops, DEFAULT_ROUTE_SETTINGS);
    expect(plan.stops).toHaveLength(40);
    expect(new Set(plan.stops.map((s) => s.stop.id)).size).toBe(40);
    expect(keepsSlots(plan.stops.map((s) => s.stop))).toBe(true);
    expect(keepsSlots(current.stops.map((s) => s.stop))).toBe(true);
    expect(savedMiles!).toBeGreaterThan(0);
  });
});

describe("the arrival times", () => {
  it("add the drive, the wait for the slot and the time on site, from 8:00 at the facility", () => {
    const morning = stop({ slot: "am", location: north(20), bagQuantity: 5 });
    const afternoon = stop({
      slot: "pm",
      location: north(30),
      serviceType: "onsite",
      bagQuantity: 2,
    });
    const route = timeRoute([morning, afternoon], simple);
    // 8:00 + 20 min drive = 8:20; 10 + 5 x 1 min on site: away at 8:35.
    expect(route.stops[0]).toMatchObject({ waitMinutes: 0, late: false });
    expect(route.stops[0]!.arrival).toBeCloseTo(8 * 60 + 20, 9);
    expect(route.stops[0]!.departure).toBeCloseTo(8 * 60 + 35, 9);
    // 10 min on: there at 8:45, waits until the afternoon opens; 20 + 2 x 3 min on site.
    expect(route.stops[1]!.arrival).toBe(12 * 60);
    expect(route.stops[1]!.waitMinutes).toBeCloseTo(12 * 60 - (8 * 60 + 45), 9);
    expect(route.stops[1]!.departure).toBe(12 * 60 + 26);
    // 30 min home: 20 + 10 + 30 km, an hour's driving.
    expect(route.backAt).toBeCloseTo(12 * 60 + 56, 9);
    expect(route.drivingMinutes).toBeCloseTo(60, 9);
    expect(route.miles).toBeCloseTo(60 / 1.609344, 9);
    expect(clockTime(route.stops[0]!.arrival!)).toBe("8:20");
    expect(clockTime(route.stops[1]!.arrival!)).toBe("12:00");
  });

  it("flag a stop that cannot be started inside its slot", () => {
    const near = stop({ slot: "am", location: north(230) });
    const far = stop({ slot: "am", location: north(250) });
    // 8:00 + 230 min = 11:50: inside the morning. 8:00 + 250 min = 12:10: after it.
    expect(timeRoute([near], simple).stops[0]!.late).toBe(false);
    expect(timeRoute([far], simple).stops[0]!.late).toBe(true);
    // A morning stop after the first's 11 minutes on site and 20 km more: 12:21, late.
    const after = timeRoute([near, far], simple).stops[1]!;
    expect(clockTime(after.arrival!)).toBe("12:21");
    expect(after.late).toBe(true);
  });
});

describe("the saving against the current order", () => {
  it("is the current order's miles less the plan's, said to a tenth of a mile", () => {
    const a = stop({ location: north(10) });
    const b = stop({ location: north(20) });
    const c = stop({ location: north(30) });
    // Current: 10 -> 30 -> 20 -> home = 10 + 20 + 10 + 20 = 60 km; planned: 10 + 10 + 10 + 30 = 60 km too.
    // A zigzag that costs: 30 -> 10 -> 20 -> home = 30 + 20 + 10 + 20 = 80 km.
    const { plan, savedMiles } = planRoute([c, a, b], simple);
    expect(plan.miles).toBeCloseTo(60 / 1.609344, 9);
    expect(savedMiles).toBeCloseTo(20 / 1.609344, 9);
    expect(savingText(savedMiles!)).toBe("This order saves 12.4 miles against the current order.");
  });

  it("says honestly when the plan saves nothing, or drives further to keep the slots", () => {
    expect(savingText(0.04)).toBe(routePlanTexts.noSaving);
    expect(savingText(-2.26)).toBe(
      "This order drives 2.3 miles more than the current order, to keep morning stops before afternoon ones.",
    );
    // North, then east, then south: shorter than both morning stops first, but the afternoon stop
    // comes between the morning ones.
    const east = { lat: FACILITY.lat, lng: FACILITY.lng + 0.15 };
    const south = { lat: FACILITY.lat - 0.09, lng: FACILITY.lng };
    const current = [
      stop({ slot: "am", location: north(10) }),
      stop({ slot: "pm", location: east }),
      stop({ slot: "am", location: south }),
    ];
    expect(planRoute(current, simple).savedMiles!).toBeLessThan(-1);
  });
});

describe("a day with a stop not located", () => {
  it("falls back whole to the postcode district order, morning and all-day stops first, with no times", () => {
    const pm = stop({ slot: "pm", postcode: "DH1 1AA", reference: "A" });
    const ne = stop({ slot: "am", postcode: "NE1 4XX", reference: "B", location: null });
    const dl = stop({ slot: "allday", postcode: "DL3 6AA", reference: "C" });
    const none = stop({ slot: "am", postcode: null, reference: "D" });
    const { plan, current, savedMiles } = planRoute([pm, ne, dl, none], simple);
    expect(plan.located).toBe(false);
    expect(current.located).toBe(false);
    expect(plan.stops.map((s) => s.stop.id)).toEqual([dl.id, ne.id, none.id, pm.id]);
    expect(plan.stops.every((s) => s.arrival === null && !s.late)).toBe(true);
    expect([plan.miles, plan.drivingMinutes, savedMiles]).toEqual([null, null, null]);
    expect(routePlanTexts.fallback).toBe("Distances unavailable: planned by postcode district.");
  });

  it("has nothing to plan on an empty day", () => {
    const { plan } = planRoute([], simple);
    expect(plan).toMatchObject({ located: true, stops: [], miles: 0, drivingMinutes: 0 });
  });
});

describe("the arrivals in the current run order", () => {
  const job = (id: string, km: number, assigneeId: string | null, postcode = "DL1 1AA") => ({
    id,
    reference: id,
    timeSlot: "allday" as const,
    serviceType: "collection" as const,
    bagQuantity: 1,
    postcode,
    latitude: north(km).lat,
    longitude: north(km).lng,
    locatedPostcode: "dl11aa",
    assigneeId,
  });

  it("time each crew's jobs as its own route from 8:00, not re-ordered", () => {
    const arrivals = runArrivals(
      [job("far", 30, null), job("sam", 20, "sam"), job("near", 10, null)],
      simple,
    );
    // Any crew: 30 min to 'far', 11 on site, 20 back to 'near': 8:30, 9:01. Sam's own: 8:20.
    expect(Object.fromEntries(arrivals)).toEqual({ far: "8:30", near: "9:01", sam: "8:20" });
  });

  it("leave out a route with a job not located for its current postcode", () => {
    const moved = job("moved", 10, null, "NE1 4XX");
    expect(locationOf(moved)).toBeNull();
    const arrivals = runArrivals([job("a", 30, null), moved, job("b", 5, "sam")], simple);
    expect(Object.fromEntries(arrivals)).toEqual({ b: "8:05" });
  });
});
