// The words of where a stop is (geocoding.ts): on the office's job and contract pages.
export const locationTexts = {
  /** The postcode was unknown to postcodes.io: the stop is placed at its district's centre. */
  approximate: "Approximate location",
  approximateHint:
    "Placed at the centre of its postcode district: postcodes.io does not know the full postcode.",
} as const;
