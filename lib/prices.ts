// Prices: the single source (pence). The booking calculator (lib/pricing.ts), the advertised
// "from" prices on service pages and the e-mails all read them from here.

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
