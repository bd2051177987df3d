import { formatPounds, servicePrices } from "@/lib/shared/prices";

/** The booking page's pricing rules, written from the price table. */
export function PricingRules() {
  const { collection, onsite } = servicePrices;
  return (
    <div>
      <h3 className="text-lg font-bold text-brand-900">Pricing rules</h3>
      <ul className="mt-3 space-y-1.5 text-sm">
        <li>
          Collection: {formatPounds(collection.basePence)} up to {collection.includedBags} bags, +
          {formatPounds(collection.perExtraBagPence)} per extra bag
        </li>
        <li>
          On-site: {formatPounds(onsite.basePence)} up to {onsite.includedBags} bags, +
          {formatPounds(onsite.perExtraBagPence)} per extra bag
        </li>
        <li>AM or PM slot: +10% (all day: no surcharge)</li>
        <li>Monday and Friday: +20%; Tuesday to Thursday: standard price</li>
        <li>Weekends and bank holidays: not available</li>
        <li>VAT at 20% is added to every price</li>
      </ul>
    </div>
  );
}
