import { beyondHorizonMessage } from "./booking-horizon";
import { bookability, dayOfWeek, type Bookability } from "./dates";
import { servicePrices, VAT_RATE } from "./prices";

// Booking prices (docs/decisions.md, 'Booking and prices'), computed in pence with integer percentages
// so no floating-point cent is ever lost. The browser shows it; the server recomputes it and never
// trusts a price it is sent.

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

const SLOT_PERCENT: Record<TimeSlot, number> = { allday: 100, am: 110, pm: 110 };
const MONDAY = 1;
const FRIDAY = 5;

export function basePence(service: ServiceType, bags: number): number {
  const { basePence: base, includedBags, perExtraBagPence } = servicePrices[service];
  return base + Math.max(0, bags - includedBags) * perExtraBagPence;
}

/** Monday and Friday cost 20% more; Tuesday to Thursday are standard. */
export function dayPercent(day: string): number {
  const dow = dayOfWeek(day);
  return dow === MONDAY || dow === FRIDAY ? 120 : 100;
}

export type PriceQuote =
  | { available: false; reason: Exclude<Bookability, "ok"> }
  | {
      available: true;
      basePence: number;
      slotPercent: number;
      dayPercent: number;
      subtotalPence: number;
      vatPence: number;
      totalPence: number;
    };

export function priceBooking(
  input: { service: ServiceType; bags: number; slot: TimeSlot; day: string },
  now: Date = new Date(),
): PriceQuote {
  const status = bookability(input.day, now);
  if (status !== "ok") return { available: false, reason: status };
  const base = basePence(input.service, input.bags);
  const slot = SLOT_PERCENT[input.slot];
  const day = dayPercent(input.day);
  const subtotalPence = Math.round((base * slot * day) / 10_000);
  const vatPence = Math.round(subtotalPence * VAT_RATE);
  return {
    available: true,
    basePence: base,
    slotPercent: slot,
    dayPercent: day,
    subtotalPence,
    vatPence,
    totalPence: subtotalPence + vatPence,
  };
}

export const unavailableMessages: Record<
  Exclude<PriceQuote, { available: true }>["reason"],
  string
> = {
  weekend: "Service not available on weekends",
  "bank-holiday": "Service not available on bank holidays",
  past: "Please choose today or a later date",
  "beyond-horizon": beyondHorizonMessage(),
  invalid: "Please select a valid date",
};
