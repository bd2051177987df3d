// The words of where a stop is (geocoding.ts), on the office's job and contract pages.

/** What a row's location columns say (a booking's, a contract's or a site's). */
export type StopLocation = {
  postcode: string | null;
  locatedPostcode: string | null;
  latitude: number | null;
  locationApproximate: boolean;
};

export const locationTexts = {
  label: "Location",
  /** postcodes.io did not know the full postcode: the stop is at its district's centre. */
  approximate: "Approximate location",
  approximateWhy: "the centre of the postcode district",
  located: "From the postcode",
  unknown: "Postcode not found: no location",
  waiting: "Not looked up yet",
} as const;

/** The 'Location' row of a job or a contract: none without a postcode. */
export function locationRows(stop: StopLocation): [string, string][] {
  if (!stop.postcode) return [];
  return [[locationTexts.label, locationText(stop)]];
}

function locationText(stop: StopLocation): string {
  if (stop.locatedPostcode !== stop.postcode) return locationTexts.waiting;
  if (stop.latitude === null) return locationTexts.unknown;
  if (stop.locationApproximate) {
    return `${locationTexts.approximate} (${locationTexts.approximateWhy})`;
  }
  return locationTexts.located;
}
