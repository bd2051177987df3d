// Plan route as pure rules: a day's stops ordered to keep the driving short, from the facility
// and back, and the same timing for any given order (the current run order on the run sheet and
// the crew's phone). Every stop's arrival is minutes after midnight (London), from 8:00 at the
// facility: the drive (route-rules.ts) then the time on site.
//
// The slots: every AM stop comes before every PM stop; an all-day stop may go anywhere. A stop
// reached before its slot opens (a PM stop at 11:40) waits until it opens; one that cannot be
// started by its slot's end is late ('Arrives after its slot'). The plan minimises the road miles
// under that order: exactly (Held-Karp over the subsets) for a day of up to EXACT_LIMIT stops,
// and above that nearest neighbour improved by 2-opt and by moving single stops, started from
// both the nearest neighbour's order and the current order (when it keeps the slots), so a plan
// never drives further than a current order that keeps them.
//
// Without coordinates for every stop the whole day falls back, rather than planning a part of it
// and guessing where the rest goes: the postcode district order (district, sector, the stops
// without a postcode last), morning and all-day stops before afternoon ones, and no times.
import { toDistrict, toSector } from "postcode";
import type { ServiceType, TimeSlot } from "@/lib/shared/booking-options";
import {
  DAY_START_MINUTES,
  FACILITY,
  KM_PER_MILE,
  drivingMinutes,
  roadKm,
  slotWindowMinutes,
  timeOnSiteMinutes,
  type LatLng,
  type RouteSettings,
} from "./route-rules";

export type RouteStop = {
  id: string;
  /** Null: not located (yet), so no distances for its day. */
  location: LatLng | null;
  slot: TimeSlot;
  serviceType: ServiceType;
  bagQuantity: number;
  postcode: string | null;
  /** Breaks ties in the district order. */
  reference?: string;
};

export type TimedStop<T extends RouteStop = RouteStop> = {
  stop: T;
  /** When the crew starts at the stop (after waiting for its slot to open); null: no distances. */
  arrival: number | null;
  departure: number | null;
  /** Minutes waited for the slot to open. */
  waitMinutes: number;
  /** Cannot be started by its slot's end: 'Arrives after its slot'. */
  late: boolean;
};

export type TimedRoute<T extends RouteStop = RouteStop> = {
  /** False: some stop has no coordinates; the stops then carry no times. */
  located: boolean;
  stops: TimedStop<T>[];
  /** From the facility, round every stop and back; null without distances. */
  miles: number | null;
  drivingMinutes: number | null;
  /** Back at the facility. */
  backAt: number | null;
};

export type RoutePlan<T extends RouteStop = RouteStop> = {
  plan: TimedRoute<T>;
  current: TimedRoute<T>;
  /** The current order's miles less the plan's; null without distances. */
  savedMiles: number | null;
};

/** Days of up to this many stops are planned exactly. */
export const EXACT_LIMIT = 10;

const EPSILON = 1e-9;

const locatedAll = <T extends RouteStop>(
  stops: readonly T[],
): stops is readonly (T & { location: LatLng })[] => stops.every((stop) => stop.location !== null);

/** The day driven in this order: each stop's arrival, wait and lateness, the miles and minutes. */
export function timeRoute<T extends RouteStop>(
  ordered: readonly T[],
  settings: RouteSettings,
): TimedRoute<T> {
  if (!locatedAll(ordered)) {
    const stops = ordered.map((stop) => ({
      stop,
      arrival: null,
      departure: null,
      waitMinutes: 0,
      late: false,
    }));
    return { located: false, stops, miles: null, drivingMinutes: null, backAt: null };
  }
  let clock = DAY_START_MINUTES;
  let here = FACILITY;
  let km = 0;
  let driving = 0;
  const stops = ordered.map((stop): TimedStop<T> => {
    const drive = drivingMinutes(here, stop.location, settings);
    km += roadKm(here, stop.location, settings);
    driving += drive;
    const window = slotWindowMinutes(stop.slot);
    const reached = clock + drive;
    const arrival = Math.max(reached, window.from);
    const departure = arrival + timeOnSiteMinutes(stop, settings);
    clock = departure;
    here = stop.location;
    return {
      stop,
      arrival,
      departure,
      waitMinutes: arrival - reached,
      late: arrival > window.to + EPSILON,
    };
  });
  km += roadKm(here, FACILITY, settings);
  const back = drivingMinutes(here, FACILITY, settings);
  driving += back;
  return {
    located: true,
    stops,
    miles: km / KM_PER_MILE,
    drivingMinutes: driving,
    backAt: clock + back,
  };
}

/** Whether an order keeps every AM stop before every PM stop. */
export function keepsSlots(ordered: readonly { slot: TimeSlot }[]): boolean {
  let afternoon = false;
  for (const { slot } of ordered) {
    if (slot === "pm") afternoon = true;
    else if (slot === "am" && afternoon) return false;
  }
  return true;
}

/** Plan the day's stops, given in their current run order, and time both orders. */
export function planRoute<T extends RouteStop>(
  current: readonly T[],
  settings: RouteSettings,
): RoutePlan<T> {
  const timedCurrent = timeRoute(current, settings);
  if (!locatedAll(current)) {
    return {
      plan: timeRoute(districtOrder(current), settings),
      current: timedCurrent,
      savedMiles: null,
    };
  }
  const order = shortestOrder(current, settings);
  const plan = timeRoute(
    order.map((index) => current[index]!),
    settings,
  );
  return { plan, current: timedCurrent, savedMiles: timedCurrent.miles! - plan.miles! };
}

/** The indexes of `stops` in the order of the shortest drive found that keeps the slots. */
export function shortestOrder(
  stops: readonly { location: LatLng; slot: TimeSlot }[],
  settings: RouteSettings,
): number[] {
  if (stops.length === 0) return [];
  // Point 0 is the facility; stop i is point i + 1.
  const points = [FACILITY, ...stops.map((stop) => stop.location)];
  const km = points.map((a) => points.map((b) => roadKm(a, b, settings)));
  const slots = stops.map((stop) => stop.slot);
  const order =
    stops.length <= EXACT_LIMIT
      ? exactOrder(km, slots)
      : bestOf(km, slots, [nearestNeighbour(km, slots), stops.map((_, i) => i + 1)]);
  return order.map((point) => point - 1);
}

/** Road km of a tour of points from the facility (0) and back. */
function tourKm(km: number[][], tour: readonly number[]): number {
  let total = 0;
  let here = 0;
  for (const point of tour) {
    total += km[here]![point]!;
    here = point;
  }
  return total + km[here]![0]!;
}

/**
 * Held-Karp: best[mask][last] is the shortest drive from the facility through the stops of mask,
 * ending at last. A PM stop joins only once every AM stop is in (so no AM stop can follow it).
 */
function exactOrder(km: number[][], slots: readonly TimeSlot[]): number[] {
  const n = slots.length;
  const full = (1 << n) - 1;
  const morning = slots.reduce((mask, slot, i) => (slot === "am" ? mask | (1 << i) : mask), 0);
  const best = Array.from({ length: 1 << n }, () => new Float64Array(n).fill(Infinity));
  const from = Array.from({ length: 1 << n }, () => new Int8Array(n).fill(-1));
  const canJoin = (mask: number, k: number) => slots[k] !== "pm" || (mask & morning) === morning;
  for (let k = 0; k < n; k++) if (canJoin(0, k)) best[1 << k]![k] = km[0]![k + 1]!;
  for (let mask = 1; mask <= full; mask++) {
    for (let last = 0; last < n; last++) {
      const so = best[mask]![last]!;
      if (so === Infinity) continue;
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k) || !canJoin(mask, k)) continue;
        const next = mask | (1 << k);
        const length = so + km[last + 1]![k + 1]!;
        if (length < best[next]![k]! - EPSILON) {
          best[next]![k] = length;
          from[next]![k] = last;
        }
      }
    }
  }
  let last = 0;
  for (let k = 1; k < n; k++) {
    if (best[full]![k]! + km[k + 1]![0]! < best[full]![last]! + km[last + 1]![0]! - EPSILON)
      last = k;
  }
  const order: number[] = [];
  for (let mask = full, at = last; at >= 0;) {
    order.push(at + 1);
    const previous = from[mask]![at]!;
    mask &= ~(1 << at);
    at = previous;
  }
  return order.reverse();
}

/** From the facility, always on to the nearest stop the slots allow next. */
function nearestNeighbour(km: number[][], slots: readonly TimeSlot[]): number[] {
  const left = new Set(slots.map((_, i) => i));
  let morningLeft = slots.filter((slot) => slot === "am").length;
  const order: number[] = [];
  let here = 0;
  while (left.size > 0) {
    let next = -1;
    for (const k of left) {
      if (slots[k] === "pm" && morningLeft > 0) continue;
      if (next < 0 || km[here]![k + 1]! < km[here]![next + 1]! - EPSILON) next = k;
    }
    left.delete(next);
    if (slots[next] === "am") morningLeft--;
    order.push(next + 1);
    here = next + 1;
  }
  return order;
}

/** Each start improved, the shortest kept (the first on a tie). */
function bestOf(km: number[][], slots: readonly TimeSlot[], starts: number[][]): number[] {
  const slotOf = (point: number) => slots[point - 1]!;
  const improved = starts
    .filter((tour) => keepsSlots(tour.map((point) => ({ slot: slotOf(point) }))))
    .map((tour) => improve(km, tour, slotOf));
  return improved.reduce((best, tour) =>
    tourKm(km, tour) < tourKm(km, best) - EPSILON ? tour : best,
  );
}

/** 2-opt and moving single stops, each only where the slots stay kept, until neither helps. */
function improve(km: number[][], start: number[], slotOf: (point: number) => TimeSlot): number[] {
  let tour = [...start];
  const kept = (candidate: number[]) =>
    keepsSlots(candidate.map((point) => ({ slot: slotOf(point) })));
  for (let changed = true; changed;) {
    changed = false;
    const n = tour.length;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const before = i === 0 ? 0 : tour[i - 1]!;
        const after = j === n - 1 ? 0 : tour[j + 1]!;
        const delta =
          km[before]![tour[j]!]! +
          km[tour[i]!]![after]! -
          km[before]![tour[i]!]! -
          km[tour[j]!]![after]!;
        if (delta >= -EPSILON) continue;
        const reversed = [
          ...tour.slice(0, i),
          ...tour.slice(i, j + 1).reverse(),
          ...tour.slice(j + 1),
        ];
        if (!kept(reversed)) continue;
        tour = reversed;
        changed = true;
      }
    }
    const length = tourKm(km, tour);
    for (let i = 0; i < n && !changed; i++) {
      for (let j = 0; j < n && !changed; j++) {
        if (i === j) continue;
        const moved = [...tour];
        const [point] = moved.splice(i, 1);
        moved.splice(j, 0, point!);
        if (tourKm(km, moved) < length - EPSILON && kept(moved)) {
          tour = moved;
          changed = true;
        }
      }
    }
  }
  return tour;
}

const SLOT_GROUP: Record<TimeSlot, number> = { am: 0, allday: 0, pm: 1 };
const natural = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

function placeOf(postcode: string | null) {
  const code = postcode?.trim();
  const district = code ? toDistrict(code) : null;
  const sector = code ? toSector(code) : null;
  return district && sector ? { district, sector } : null;
}

/**
 * Without distances: morning and all-day stops, then afternoon ones, each by postcode district
 * then sector (those without a postcode last), then reference.
 */
export function districtOrder<T extends RouteStop>(stops: readonly T[]): T[] {
  return [...stops].sort((a, b) => {
    const bySlot = SLOT_GROUP[a.slot] - SLOT_GROUP[b.slot];
    if (bySlot) return bySlot;
    const [pa, pb] = [placeOf(a.postcode), placeOf(b.postcode)];
    if (pa && !pb) return -1;
    if (!pa && pb) return 1;
    const byArea =
      pa && pb ? natural(pa.district, pb.district) || natural(pa.sector, pb.sector) : 0;
    return byArea || natural(a.reference ?? a.id, b.reference ?? b.id);
  });
}
