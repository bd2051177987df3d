// Plan route's words, once: the plan page, its buttons, the arrival times on the run sheet and
// the crew's phone, and the Directions link.

/** Minutes after midnight as the clock reads: 640 -> "10:40", 480 -> "8:00". */
export function clockTime(minutes: number): string {
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Miles to a tenth: 12.34 -> "12.3". */
export const milesText = (miles: number) => miles.toFixed(1);

/** Minutes as hours and minutes: 95 -> "1 h 35 min", 40 -> "40 min". */
export function durationText(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return hours === 0 ? `${rest} min` : `${hours} h ${rest} min`;
}

export const routePlanTexts = {
  /** Exact: the button on the Schedule board and Today, and the page's heading. */
  planRoute: "Plan route",
  planRouteFor: (dayLabel: string) => `Plan route for ${dayLabel}`,
  title: (dayLabel: string, crew: string) => `Plan route: ${dayLabel}, ${crew}`,
  crewLabel: "Crew",
  dayLabel: "Day",
  show: "Show plan",
  /** Exact: the button that sets the run order. */
  useOrder: "Use this order",
  /** Exact: a stop the plan cannot reach inside its slot. */
  lateFlag: "Arrives after its slot",
  /** Exact: the fallback without coordinates. */
  fallback: "Distances unavailable: planned by postcode district.",
  /** Exact, with the saving to a tenth of a mile. */
  saves: (miles: string) => `This order saves ${miles} miles against the current order.`,
  noSaving: "The current order is already as short as this one.",
  longer: (miles: string) =>
    `This order drives ${miles} miles more than the current order, to keep morning stops before afternoon ones.`,
  totals: (miles: string, driving: string) => `${miles} miles, ${driving} driving`,
  backAt: (time: string) => `Back at the facility about ${time}.`,
  stopsHeading: "Stops in planned order",
  columns: {
    place: "Stop",
    arrival: "Estimated arrival",
    reference: "Reference",
    customer: "Customer",
    postcode: "Postcode",
    slot: "Slot",
    current: "Now",
  },
  noArrival: "-",
  noStops: "No jobs for this crew on this day.",
  used: "The run order is now the planned order.",
  changed:
    "The day's jobs have changed since this plan was shown. Look at the new plan before using it.",
  useFailed: "Failed to set the run order",
  badRequest: "Choose a day and a crew.",
  /** The run sheet's and the phone's label for a stop's estimated arrival. */
  estimatedArrival: "Estimated arrival",
  /** Exact: the link that opens the phone's maps at the stop. */
  directions: "Directions",
  directionsLabel: (reference: string) => `Directions to ${reference}`,
  backToBoard: "Back to the Schedule",
} as const;

/** What the plan says of its saving against the current order (to a tenth of a mile). */
export function savingText(savedMiles: number): string {
  const tenths = Math.round(savedMiles * 10);
  if (tenths > 0) return routePlanTexts.saves(milesText(tenths / 10));
  if (tenths < 0) return routePlanTexts.longer(milesText(-tenths / 10));
  return routePlanTexts.noSaving;
}
