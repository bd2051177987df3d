// 'We are on our way' as pure rules: when the crew is expected at the next stop, and how that
// time reads ("about 10:40"). The driving time comes from the planner's arithmetic
// (route-rules.ts); nothing here invents a time when a stop has no coordinates.
import type { TimeSlot } from "@/lib/shared/booking-options";
import { drivingMinutes, slotWindowMinutes, type LatLng, type RouteSettings } from "./route-rules";

/** The precision of the time the customer is told: "about 10:40", never "about 10:37". */
export const ARRIVAL_ROUNDING_MINUTES = 5;

const MINUTE_MS = 60_000;

/** The time rounded to the nearest 5 minutes (10:37 -> 10:35, 10:38 -> 10:40). */
export function roundedArrival(at: Date): Date {
  const step = ARRIVAL_ROUNDING_MINUTES * MINUTE_MS;
  return new Date(Math.round(at.getTime() / step) * step);
}

const londonClock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});

/** "10:40": the arrival rounded to 5 minutes, on London's 24-hour clock. */
export function aboutTime(expectedAt: Date): string {
  return londonClock.format(roundedArrival(expectedAt));
}

/** Minutes after London's midnight of an instant. */
function londonMinutesOf(at: Date): number {
  const [hours, minutes] = londonClock.format(at).split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * When the crew is expected at a stop: leaving `from` at `leavingAt`, driving to `to`, but never
 * before the stop's slot opens (a PM customer is not told 09:20: the crew waits for the slot, as
 * the plan does). Null when either end has no coordinates: no number is made up.
 */
export function expectedArrival(input: {
  leavingAt: Date;
  from: LatLng | null;
  to: LatLng | null;
  slot: TimeSlot;
  settings: RouteSettings;
}): Date | null {
  const { leavingAt, from, to, slot, settings } = input;
  if (!from || !to) return null;
  const driven = new Date(leavingAt.getTime() + drivingMinutes(from, to, settings) * MINUTE_MS);
  const early = slotWindowMinutes(slot).from - londonMinutesOf(driven);
  return early > 0 ? new Date(driven.getTime() + early * MINUTE_MS) : driven;
}

/** A stop's coordinates, or null when it has none (not yet looked up, or an unknown postcode). */
export function pointOf(row: { latitude: number | null; longitude: number | null }): LatLng | null {
  return row.latitude === null || row.longitude === null
    ? null
    : { lat: row.latitude, lng: row.longitude };
}
