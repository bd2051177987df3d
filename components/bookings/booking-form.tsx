"use client";

import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { Honeypot } from "@/components/forms/field";
import { useActionForm, type ActionFailure } from "@/components/forms/use-action-form";
import type { ActionResult } from "@/lib/shared/action-result";
import { trackConversion } from "@/components/consent/track-conversion";
import { bookingMessages, dayTakenMessages } from "@/lib/shared/form-messages";
import { priceBooking } from "@/lib/shared/prices";
import { unavailableFor } from "@/lib/bookings/capacity-rules";
import type { CoverageTable } from "@/lib/shared/postcode-check";
import { missingBookingFields } from "@/lib/bookings/booking-rules";
import {
  submitBooking,
  type BookingConfirmation as Confirmation,
} from "@/lib/booking-flows/booking-actions";
import { bookingHorizonDays } from "@/lib/shared/booking-horizon";
import { BookingStep } from "./booking-step";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingSummaryAside } from "./booking-summary";
import {
  bookingDefaults,
  bookingFieldProblems,
  priceInputOf,
  type BookingValues,
} from "./booking-values";
import { DateAndSlot } from "./date-and-slot";
import { CustomerStep } from "./customer-step";
import { PaymentFieldset } from "./payment-fieldset";
import { ServiceStep } from "./service-step";
import { useAvailability } from "./use-availability";

type Values = BookingValues & { website: string };

/** The action a booking is sent to: /book's own, or another that places it the same way. */
export type BookingAction = (input: unknown) => Promise<ActionResult<Confirmation>>;

/** The postcode a link brought (/book?postcode=..., from the postcode checker). */
function linkedPostcode(): string {
  return (new URLSearchParams(window.location.search).get("postcode") ?? "").slice(0, 16).trim();
}

/** The form's own check of what was typed, as the server would refuse it; null when it passes. */
function refusalOf(
  values: Values,
  coverage: CoverageTable,
  purchaseOrderRequired: boolean,
): ActionFailure | null {
  const problems = bookingFieldProblems(values, coverage, purchaseOrderRequired);
  if (Object.keys(problems).length === 0) return null;
  const missing = Object.keys(missingBookingFields(values)).length > 0;
  const message = missing
    ? bookingMessages.missing.description
    : (Object.values(problems)[0]?.[0] ?? "");
  return { ok: false, reason: "validation", message, fieldErrors: problems };
}

/**
 * The toast for a booking refused or failed. A day just taken, closed or too soon also reads
 * the calendar again (`dayChanged`).
 */
function bookingFailureToast(failure: ActionFailure | null, dayChanged: () => void) {
  // The messages with a title of their own: missing fields, a day taken, closed or too soon.
  const known = [
    bookingMessages.missing,
    bookingMessages.tooSoon,
    ...Object.values(dayTakenMessages),
  ];
  const titled = known.find((message) => message.description === failure?.message);
  if (failure?.reason === "validation" && titled) {
    if (titled !== bookingMessages.missing) dayChanged();
    return titled;
  }
  // A malformed e-mail or postcode: the message at its field (focused) says it all.
  if (failure?.reason === "validation" && failure.fieldErrors) return null;
  return failure && failure.reason !== "server"
    ? { ...bookingMessages.failed, description: failure.message }
    : bookingMessages.failed;
}

/**
 * The booking form; `coverage` is the covered districts' table (lib/content/postcode-coverage.ts), and
 * `cardPayments` whether 'Pay now by card' is offered (Stripe is configured). /book gives only
 * these; the account's Book a collection also starts from its site's values (`initial`), sends to
 * its own `action` with `fields` beside the values (the site), and may require a purchase order.
 */
export function BookingForm({
  coverage,
  cardPayments,
  initial,
  action = submitBooking,
  fields,
  purchaseOrderRequired = false,
}: {
  coverage: CoverageTable;
  cardPayments: boolean;
  initial?: Partial<BookingValues>;
  action?: BookingAction;
  fields?: Record<string, string>;
  purchaseOrderRequired?: boolean;
}) {
  const [defaults] = useState<Values>(() => ({ ...bookingDefaults, ...initial, website: "" }));
  // One key per form instance: a double click or a resubmission makes one booking.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Read again after the server says a day has just filled, so the calendar shows it.
  const [availabilityVersion, setAvailabilityVersion] = useState(0);
  const availability = useAvailability(availabilityVersion);
  const { form, submitting, onSubmit, field, onFocus } = useActionForm({
    defaultValues: defaults,
    send: async (values) => {
      const refused = refusalOf(values, coverage, purchaseOrderRequired);
      if (refused) return refused;
      setConfirmation(null);
      return action({
        ...values,
        ...fields,
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
    failed: (failure) => bookingFailureToast(failure, () => setAvailabilityVersion((v) => v + 1)),
  });
  const { register, control, setValue } = form;

  // Read after load, so /book itself stays a static page.
  useEffect(() => {
    const postcode = linkedPostcode();
    if (postcode) setValue("postcode", postcode);
  }, [setValue]);

  const values = { ...defaults, ...useWatch({ control }) } as Values;
  const price = values.selected_date ? priceBooking(priceInputOf(values)) : null;

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
          purchaseOrderRequired={purchaseOrderRequired}
        />
      </form>

      <BookingSummaryAside
        formId="booking-form"
        values={values}
        price={price}
        submitting={submitting}
        submittingLabel="Processing Booking..."
      />
    </div>
  );
}
