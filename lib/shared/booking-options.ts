// What a booking is made of (spec section 3): the two services, the three time slots and the
// quantities offered, with the words the form, the e-mails and the admin show for them.

export const SERVICE_TYPES = ["collection", "onsite"] as const;
export const TIME_SLOTS = ["allday", "am", "pm"] as const;
export const BAG_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number];
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const serviceLabels: Record<ServiceType, string> = {
  collection: "Collection (off-site shredding)",
  onsite: "On-site shredding",
};
/**
 * Each slot's name and window on London's clock (whole hours, 24-hour): the form's labels, the
 * calendar entry's start and end and the exports all read it here.
 */
export const slotWindows: Record<TimeSlot, { name: string; from: number; to: number }> = {
  allday: { name: "All day", from: 8, to: 18 },
  am: { name: "Morning", from: 8, to: 12 },
  pm: { name: "Afternoon", from: 12, to: 18 },
};

/** 8 -> "8am", 12 -> "12pm", 18 -> "6pm". */
const hourLabel = (hour: number) =>
  hour < 12 ? `${hour}am` : hour === 12 ? "12pm" : `${hour - 12}pm`;

/** "Morning (8am - 12pm)". */
export const slotLabels = Object.fromEntries(
  TIME_SLOTS.map((slot) => {
    const { name, from, to } = slotWindows[slot];
    return [slot, `${name} (${hourLabel(from)} - ${hourLabel(to)})`];
  }),
) as Record<TimeSlot, string>;

/** "3 lockable consoles/containers": what a contract's visits empty or collect, and what a certificate counts. */
export function containersLabel(containers: number): string {
  return containers === 1
    ? "1 lockable console/container"
    : `${containers} lockable consoles/containers`;
}
