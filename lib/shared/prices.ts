import type { ServiceType, TimeSlot } from "@/lib/shared/booking-options";
import { bookability, dayOfWeek, type Bookability } from "./dates";

// Prices: the single source, in pence. The booking calculator below, the advertised "from" prices
// on service pages and in their search descriptions, and the e-mails all read them from here.
// Booking prices (docs/decisions.md, 'Booking and prices') are computed in pence with integer
// percentages so no floating-point penny is ever lost. The browser shows them; the server
// recomputes them and never trusts a price it is sent.

export const servicePrices = {
  collection: { basePence: 6500, includedBags: 5, perExtraBagPence: 500 },
  onsite: { basePence: 9500, includedBags: 5, perExtraBagPence: 700 },
} as const;

/** Advertised "from" prices, all excluding VAT (spec section 9). */
export const fromPrices = {
  documentShredding: servicePrices.collection.basePence,
  offSite: servicePrices.collection.basePence,
  onSite: servicePrices.onsite.basePence,
  hardDrive: 9500,
} as const;

export type FromPriceKey = keyof typeof fromPrices;

export const VAT_RATE = 0.2;

/** An advertised price: 6500 -> "£65", 11220 -> "£112.20". */
export function formatPounds(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : formatCharge(pence);
}

/** Pence as pounds to the penny, without the sign (CSV columns): 7800 -> "78.00". */
export function penceAsPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** An amount charged (subtotal, VAT, total), always to the penny: 7800 -> "£78.00". */
export function formatCharge(pence: number): string {
  return `£${penceAsPounds(pence)}`;
}

/** "From £65 + VAT". */
export function fromPriceLabel(key: FromPriceKey): string {
  return `From ${formatPounds(fromPrices[key])} + VAT`;
}

const SLOT_PERCENT: Record<TimeSlot, number> = { allday: 100, am: 110, pm: 110 };

/** What a slot adds, as the form shows it: "No surcharge" or "+10%". */
export function slotSurchargeLabel(slot: TimeSlot): string {
  const extra = SLOT_PERCENT[slot] - 100;
  return extra === 0 ? "No surcharge" : `+${extra}%`;
}
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

type PriceInput = { service: ServiceType; bags: number; slot: TimeSlot; day: string };

export function priceBooking(input: PriceInput, now: Date = new Date()): PriceQuote {
  const status = bookability(input.day, now);
  if (status !== "ok") return { available: false, reason: status };
  return priceOfDay(input);
}

/**
 * The price of a job on `input.day` whoever may book it then: the customer's notice rule is
 * priceBooking's; the office, which may move a job to tomorrow, checks its own rule first.
 */
export function priceOfDay(input: PriceInput): Extract<PriceQuote, { available: true }> {
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
