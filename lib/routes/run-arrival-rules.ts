import type { TimeSlot, ServiceType } from "@/lib/shared/booking-options";
import { clockTime } from "./route-plan-texts";
import { timeRoute, type RouteStop } from "./route-plan-rules";
import type { LatLng, RouteSettings } from "./route-rules";

// A day's estimated arrivals in its current run order, for the run sheet and the crew's phone:
// not re-ordered, timed with the plan's rules. Each crew drives its own route, from the facility
// at 8:00: the jobs assigned to one crew member make one route, the jobs left to any crew another
// (on a day nobody assigned, that is the whole day). A route with a stop not located has no times.
// Pure.

/** What a job's row holds of where it is: coordinates count only for the postcode they were found for. */
export type LocatedRow = {
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  locatedPostcode: string | null;
};

const squashed = (postcode: string) => postcode.replace(/\s+/g, "").toUpperCase();

/** The row's place, or null when not looked up (yet) for its current postcode. */
export function locationOf(row: LocatedRow): LatLng | null {
  if (row.latitude === null || row.longitude === null || !row.postcode || !row.locatedPostcode) {
    return null;
  }
  if (squashed(row.postcode) !== squashed(row.locatedPostcode)) return null;
  return { lat: row.latitude, lng: row.longitude };
}

/** A job as the planner reads it. */
export type RouteJob = LocatedRow & {
  id: string;
  reference: string;
  timeSlot: TimeSlot;
  serviceType: ServiceType;
  bagQuantity: number;
};

export function routeStopOf<T extends RouteJob>(job: T): RouteStop & { job: T } {
  return {
    id: job.id,
    reference: job.reference,
    location: locationOf(job),
    slot: job.timeSlot,
    serviceType: job.serviceType,
    bagQuantity: job.bagQuantity,
    postcode: job.postcode,
    job,
  };
}

/**
 * Each job's estimated arrival ("10:40") in the day's run order, within its crew's route; a job
 * of a route without distances is absent.
 */
export function runArrivals(
  ordered: readonly (RouteJob & { assigneeId: string | null })[],
  settings: RouteSettings,
): Map<string, string> {
  const routes = new Map<string | null, RouteJob[]>();
  for (const job of ordered) {
    routes.set(job.assigneeId, [...(routes.get(job.assigneeId) ?? []), job]);
  }
  const arrivals = new Map<string, string>();
  for (const jobs of routes.values()) {
    for (const { stop, arrival } of timeRoute(jobs.map(routeStopOf), settings).stops) {
      if (arrival !== null) arrivals.set(stop.id, clockTime(arrival));
    }
  }
  return arrivals;
}
