// The route planner's arithmetic, shared by the plan, the arrival times on the run sheet and the
// crew's phone, and 'We are on our way': where a stop is, how long the drive to it takes and how
// long the crew stays. Pure functions; the settings are the office's (RouteSetting), with these
// defaults.
import { slotWindows, type ServiceType, type TimeSlot } from "@/lib/shared/booking-options";
import { site } from "@/lib/shared/site";
import type { LatLng } from "@/lib/locations/geocoding-rules";

export type { LatLng };

export type RouteSettings = {
  collectionBaseMinutes: number;
  collectionPerBagMinutes: number;
  onsiteBaseMinutes: number;
  onsitePerBagMinutes: number;
  /** Road distance as a multiple of the straight line. */
  roadFactor: number;
  speedKmh: number;
};

export const DEFAULT_ROUTE_SETTINGS: RouteSettings = {
  collectionBaseMinutes: 10,
  collectionPerBagMinutes: 1,
  onsiteBaseMinutes: 20,
  onsitePerBagMinutes: 3,
  roadFactor: 1.3,
  speedKmh: 40,
};

/** Where every day starts and ends: the company's facility. */
export const FACILITY: LatLng = site.facility.geo;

const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

/** The straight-line (great-circle) distance in kilometres. */
export function straightLineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The estimated road distance: the straight line times the road factor. */
export function roadKm(a: LatLng, b: LatLng, settings: RouteSettings): number {
  return straightLineKm(a, b) * settings.roadFactor;
}

/** Minutes of driving from a to b at the settings' average speed. */
export function drivingMinutes(a: LatLng, b: LatLng, settings: RouteSettings): number {
  return (roadKm(a, b, settings) / settings.speedKmh) * 60;
}

/** How long the crew stays at a stop: a base time plus a time per bag (or console). */
export function timeOnSiteMinutes(
  job: { serviceType: ServiceType; bagQuantity: number },
  settings: RouteSettings,
): number {
  return job.serviceType === "onsite"
    ? settings.onsiteBaseMinutes + settings.onsitePerBagMinutes * job.bagQuantity
    : settings.collectionBaseMinutes + settings.collectionPerBagMinutes * job.bagQuantity;
}

/** A slot's window in minutes after midnight (London): AM 8:00-12:00, PM 12:00-18:00. */
export function slotWindowMinutes(slot: TimeSlot): { from: number; to: number } {
  return { from: slotWindows[slot].from * 60, to: slotWindows[slot].to * 60 };
}

/** The working day starts when the first window opens. */
export const DAY_START_MINUTES = slotWindowMinutes("allday").from;
