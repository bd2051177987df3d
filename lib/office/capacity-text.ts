import type { ServiceType } from "@/lib/shared/booking-options";

// Capacity use in the office's words (the Today page's counts for tomorrow and the
// Schedule board): "Collections 5 of 8", "On-site 1 of 3"; a closed day says so with its reason.

/** Each service's short name on the board. */
export const capacityServiceNames: Record<ServiceType, string> = {
  collection: "Collections",
  onsite: "On-site",
};

/** "Collections 5 of 8" / "On-site 1 of 3": the day's jobs of `service` against its capacity. */
export function capacityUse(service: ServiceType, used: number, limit: number): string {
  return `${capacityServiceNames[service]} ${used} of ${limit}`;
}

/** "Closed: Staff training": a day the office has closed, with the reason it gave. */
export function closedDayText(reason: string): string {
  return `Closed: ${reason}`;
}

/** More jobs than places: a day the office has overbooked (contract visits are never dropped). */
export const isOverCapacity = (used: number, limit: number) => used > limit;
