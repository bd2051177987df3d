"use client";

import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { Honeypot } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button-styles";
import { trackConversion } from "@/components/consent/track-conversion";
import type { ServiceType, TimeSlot } from "@/lib/booking-options";
import { bookingMessages, dayTakenMessages } from "@/lib/form-messages";
import type { FieldErrors } from "@/lib/action-result";
import { priceBooking } from "@/lib/prices";
import { unavailableFor } from "@/lib/capacity";
import { checkPostcode, INVALID_POSTCODE, type CoverageTable } from "@/lib/postcode-check";
import type { PaymentChoice } from "@/lib/schemas/booking";
import { missingBookingFields } from "@/lib/schemas/booking-rules";
import {
  submitBooking,
  type BookingConfirmation as Confirmation,
} from "@/lib/server/actions/booking-actions";
import { bookingHorizonDays } from "@/lib/booking-horizon";
import { BookingStep } from "./booking-step";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingSummary } from "./booking-summary";
import { DateAndSlot } from "./date-and-slot";
import { CustomerStep } from "./customer-step";
import { PaymentFieldset } from "./payment-fieldset";
import { ServiceStep } from "./service-step";
import { useAvailability } from "./use-availability";

type Values = {
  service_type: ServiceType;
  bag_quantity: number;
  selected_date: string;
  time_slot: TimeSlot;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  company_name: string;
  collection_address: string;
  postcode: string;
  special_requirements: string;
  payment_choice: PaymentChoice;
  purchase_order: string;
  website: string;
};

// The spec's defaults, restored after a successful booking.
const defaults: Values = {
  service_type: "collection",
  bag_quantity: 1,
  selected_date: "",
  time_slot: "allday",
  customer_name: "",
  customer_email: "",
  customer_phone: "",
  company_name: "",
  collection_address: "",
  postcode: "",
  special_requirements: "",
  payment_choice: "after_collection",
  purchase_order: "",
  website: "",
};

// A first check of the address's shape, so a typo is shown at the field at once; the server's
// schema (lib/schemas/form-fields.ts) has the last word and answers at the same field.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL = "Invalid email address";

/** The fields the browser can tell are wrong before sending: empty, or malformed. */
function fieldProblems(values: Values, coverage: CoverageTable): FieldErrors {
  const problems: FieldErrors = missingBookingFields(values);
  const email = values.customer_email.trim();
  if (email && !EMAIL_SHAPE.test(email)) problems.customer_email = [INVALID_EMAIL];
  // The postcode is optional; a wrong one is fixed or emptied before anything is sent.
  if (values.postcode.trim() && checkPostcode(values.postcode, coverage).status === "invalid") {
    problems.postcode = [INVALID_POSTCODE];
  }
  return problems;
}

/** The postcode a link brought (/book?postcode=..., from the postcode checker). */
function linkedPostcode(): string {
  return (new URLSearchParams(window.location.search).get("postcode") ?? "").slice(0, 16).trim();
}

/**
 * The booking form; `coverage` is the covered districts' table (lib/postcode-coverage.ts), and
 * `cardPayments` whether 'Pay now by card' is offered (Stripe is configured).
 */
export function BookingForm({
  coverage,
  cardPayments,
}: {
  coverage: CoverageTable;
  cardPayments: boolean;
}) {
  // One key per form instance: a double click or a resubmission makes one booking.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Read again after the server says a day has just filled, so the calendar shows it.
  const [availabilityVersion, setAvailabilityVersion] = useState(0);
  const availability = useAvailability(availabilityVersion);
  const { form, submitting, onSubmit, field, onFocus } = useActionForm({
    defaultValues: defaults,
    send: async (values) => {
      const problems = fieldProblems(values, coverage);
      if (Object.keys(problems).length > 0) {
        const missing = Object.keys(missingBookingFields(values)).length > 0;
        const message = missing
          ? bookingMessages.missing.description
          : (Object.values(problems)[0]?.[0] ?? "");
        return { ok: false, reason: "validation", message, fieldErrors: problems };
      }
      setConfirmation(null);
      return submitBooking({
        ...values,
        bag_quantity: Number(values.bag_quantity),
        idempotency_key: idempotencyKey,
      });
    },
    sent: bookingMessages.sent,
    onSent: (booking) => {
      trackConversion();
      // Pay now: the booking is stored and its place held; the payment happens on Stripe's page.
      if (booking.checkoutUrl) {
        window.location.assign(booking.checkoutUrl);
        return;
      }
      setConfirmation(booking.reference ? booking : null);
      setIdempotencyKey(crypto.randomUUID());
    },
    failed: (failure) => {
      // The messages with a title of their own: missing fields, a day taken, closed or too soon.
      const known = [
        bookingMessages.missing,
        bookingMessages.tooSoon,
        ...Object.values(dayTakenMessages),
      ];
      const titled = known.find((message) => message.description === failure?.message);
      if (failure?.reason === "validation" && titled) {
        if (titled !== bookingMessages.missing) setAvailabilityVersion((v) => v + 1);
        return titled;
      }
      // A malformed e-mail or postcode: the message at its field (focused) says it all.
      if (failure?.reason === "validation" && failure.fieldErrors) return null;
      return failure && failure.reason !== "server"
        ? { ...bookingMessages.failed, description: failure.message }
        : bookingMessages.failed;
    },
  });
  const { register, control, setValue } = form;

  // Read after load, so /book itself stays a static page.
  useEffect(() => {
    const postcode = linkedPostcode();
    if (postcode) setValue("postcode", postcode);
  }, [setValue]);

  const values = { ...defaults, ...useWatch({ control }) } as Values;
  const price = values.selected_date
    ? priceBooking({
        service: values.service_type,
        bags: Number(values.bag_quantity),
        slot: values.time_slot,
        day: values.selected_date,
      })
    : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
      {confirmation && (
        <BookingConfirmation confirmation={confirmation} className="lg:col-span-2" />
      )}
      <form
        id="booking-form"
        onSubmit={onSubmit}
        onFocus={onFocus}
        noValidate
        aria-label="Book a collection"
        className="relative space-y-6"
      >
        <ServiceStep
          number={1}
          service={register("service_type")}
          bags={register("bag_quantity", { valueAsNumber: true })}
        />

        <BookingStep number={2} title="Date and time">
          <p className="mt-2 text-sm text-muted">
            Monday to Friday, up to {bookingHorizonDays} days ahead. Weekends, bank holidays and
            past days cannot be chosen.
          </p>
          <DateAndSlot
            form={form}
            unavailable={unavailableFor(availability, values.service_type)}
          />
        </BookingStep>

        <CustomerStep number={3} coverage={coverage} postcode={values.postcode} field={field}>
          <Honeypot register={register("website")} />
        </CustomerStep>

        <PaymentFieldset
          number={4}
          cardPayments={cardPayments}
          choice={register("payment_choice")}
          purchaseOrder={field("purchase_order")}
        />
      </form>

      <aside aria-label="Booking summary" className="h-fit lg:sticky lg:top-32">
        <BookingSummary
          values={values}
          price={price}
          submitButton={
            <button
              type="submit"
              form="booking-form"
              disabled={submitting}
              className={buttonClass("primary", "mt-5 w-full py-3 text-base")}
            >
              {submitting ? "Processing Booking..." : "Confirm Booking"}
            </button>
          }
        />
      </aside>
    </div>
  );
}
