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
export const slotLabels: Record<TimeSlot, string> = {
  allday: "All day (8am - 6pm)",
  am: "Morning (8am - 12pm)",
  pm: "Afternoon (12pm - 6pm)",
};
