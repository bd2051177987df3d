import type { ServiceType } from "../booking-options";

// How much of a day's capacity a service uses, as the board and the Today page say it.

const serviceNames: Record<ServiceType, string> = { collection: "Collections", onsite: "On-site" };

/** 'Collections 5 of 8', 'On-site 1 of 3'. */
export function capacityUse(service: ServiceType, used: number, limit: number): string {
  return `${serviceNames[service]} ${used} of ${limit}`;
}

/** More jobs than places: a day the office has overbooked (contract visits are never dropped). */
export const isOverCapacity = (used: number, limit: number) => used > limit;
