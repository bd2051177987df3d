import type { UseFormRegisterReturn } from "react-hook-form";
import {
  BAG_OPTIONS,
  serviceLabels,
  SERVICE_TYPES,
  type ServiceType,
} from "@/lib/shared/booking-options";
import { fromPriceLabel } from "@/lib/shared/prices";
import { BookingStep } from "./booking-step";
import { ChoiceCards } from "./choice-cards";

const serviceFromPrice: Record<ServiceType, string> = {
  collection: fromPriceLabel("offSite"),
  onsite: fromPriceLabel("onSite"),
};

/** The booking's first step, service and number of bags: /book's and the office's New booking. */
export function ServiceStep({
  number,
  service,
  bags,
}: {
  number: number;
  service: UseFormRegisterReturn;
  bags: UseFormRegisterReturn;
}) {
  return (
    <BookingStep number={number} title="Service and quantity">
      <ChoiceCards
        label="Service type"
        className="sm:grid-cols-2"
        registration={service}
        choices={SERVICE_TYPES.map((type) => ({
          value: type,
          title: serviceLabels[type],
          detail: serviceFromPrice[type],
        }))}
      />
      <div className="mt-5 max-w-xs">
        <label htmlFor="bag-quantity" className="block text-sm font-semibold">
          Number of bags / boxes
        </label>
        <select
          id="bag-quantity"
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
          {...bags}
        >
          {BAG_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? "bag" : "bags"}
            </option>
          ))}
        </select>
      </div>
    </BookingStep>
  );
}
