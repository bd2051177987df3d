// The time on site: from the crew's Arrived to their Collected at the same stop, stored with the
// collection (JobCollection.timeOnSiteSeconds) so the office sees it on the job's page and Reports
// averages it by service. Pure, so the bounds are unit tested.

/** Longer than this is not a visit but a forgotten Arrived (or a phone's clock): not stored. */
export const MAX_TIME_ON_SITE_SECONDS = 12 * 60 * 60;

/**
 * Seconds from `arrivedAt` to `collectedAt`, whole; null when the Arrived comes after the
 * Collected or more than 12 hours before it.
 */
export function timeOnSiteSeconds(arrivedAt: Date, collectedAt: Date): number | null {
  const seconds = Math.round((collectedAt.getTime() - arrivedAt.getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_TIME_ON_SITE_SECONDS) return null;
  return seconds;
}
