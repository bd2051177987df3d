import { formatLongDay } from "@/lib/shared/dates";
import {
  serviceLabels,
  slotLabels,
  type ServiceType,
  type TimeSlot,
} from "@/lib/shared/booking-options";
import { unavailableMessages } from "@/lib/shared/dates";
import { formatCharge, type PriceQuote } from "@/lib/shared/prices";
import { buttonClass } from "@/components/ui/button-styles";
import { PricingRules } from "./pricing-rules";

/** The sticky right column: rules, then the priced summary and the Confirm button when bookable. */
export function BookingSummary({
  values,
  price,
  refusal = null,
  submitButton,
}: {
  values: {
    service_type: ServiceType;
    bag_quantity: number;
    selected_date: string;
    time_slot: TimeSlot;
  };
  price: PriceQuote | null;
  /** Why the chosen day cannot be booked, when another rule than /book's decides (the office's). */
  refusal?: string | null;
  submitButton: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-2xl font-bold text-brand-900">Booking Summary</h2>
      <div className="mt-4 rounded-xl bg-slate-50 p-4">
        <PricingRules />
      </div>
      <div className="mt-5" aria-live="polite">
        {refusal && <p className="font-semibold text-red-700">{refusal}</p>}
        {!price && !refusal && (
          <p className="font-medium text-muted">Please select a date to see pricing</p>
        )}
        {price && !price.available && (
          <p className="font-semibold text-red-700">{unavailableMessages[price.reason]}</p>
        )}
        {price?.available && (
          <>
            <dl className="space-y-2 text-sm">
              <Row label="Service" value={serviceLabels[values.service_type]} />
              <Row label="Bags / boxes" value={String(values.bag_quantity)} />
              <Row label="Date" value={formatLongDay(values.selected_date)} />
              <Row label="Time slot" value={slotLabels[values.time_slot]} />
              <div className="border-t border-slate-200 pt-2" />
              <Row label="Subtotal (ex VAT)" value={formatCharge(price.subtotalPence)} />
              <Row label="VAT (20%)" value={formatCharge(price.vatPence)} />
              <Row label="Total (inc VAT)" value={formatCharge(price.totalPence)} strong />
            </dl>
            {submitButton}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The summary as the booking forms place it, beside the form: sticky on wide screens, with the
 * form's Confirm Booking button (`formId` names the form it submits).
 */
export function BookingSummaryAside({
  formId,
  submitting,
  submittingLabel,
  ...summary
}: Omit<Parameters<typeof BookingSummary>[0], "submitButton"> & {
  formId: string;
  submitting: boolean;
  submittingLabel: string;
}) {
  return (
    <aside aria-label="Booking summary" className="h-fit lg:sticky lg:top-32">
      <BookingSummary
        {...summary}
        submitButton={
          <button
            type="submit"
            form={formId}
            disabled={submitting}
            className={buttonClass("primary", "mt-5 w-full py-3 text-base")}
          >
            {submitting ? submittingLabel : "Confirm Booking"}
          </button>
        }
      />
    </aside>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "text-lg font-bold text-brand-900" : ""}`}
    >
      <dt>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}
