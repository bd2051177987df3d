// The route planner's settings form on the Reports tab: its words, once.

export const routeSettingsTexts = {
  heading: "The plan's settings",
  intro:
    "How long the route planner allows at each stop and on the road. Compare them with the average time on site beside.",
  save: "Save settings",
  saved: "Route planner's settings saved",
  failed: "Failed to save the route planner's settings",
  fields: {
    collectionBaseMinutes: {
      label: "Collection: minutes at each stop",
      hint: "Time on site for a collection, before its bags.",
    },
    collectionPerBagMinutes: { label: "Collection: minutes per bag", hint: "Added for each bag." },
    onsiteBaseMinutes: {
      label: "On-site shredding: minutes at each stop",
      hint: "Time on site for on-site shredding, before its bags.",
    },
    onsitePerBagMinutes: {
      label: "On-site shredding: minutes per bag",
      hint: "Added for each bag shredded.",
    },
    roadFactor: {
      label: "Road factor",
      hint: "Road distance as a multiple of the straight line, e.g. 1.3.",
    },
    speedKmh: { label: "Average speed (km/h)", hint: "Driving speed between stops." },
  },
  /** "Collection: minutes per bag must be a number". */
  notANumber: (label: string) => `${label} must be a number`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  between: (label: string, min: number, max: number) =>
    `${label} must be between ${min} and ${max}`,
  decimals: (label: string) => `${label} can have at most two decimal places`,
} as const;
