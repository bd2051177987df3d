"use client";

import { useId, useState } from "react";
import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";
import Link from "@/components/ui/link";
import { TextField } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { BookingStep } from "@/components/bookings/booking-step";
import { BookingSummaryAside } from "@/components/bookings/booking-summary";
import {
  bookingDefaults,
  bookingFieldProblems,
  priceInputOf,
  type BookingValues,
} from "@/components/bookings/booking-values";
import { ChoiceCards } from "@/components/bookings/choice-cards";
import { CustomerStep } from "@/components/bookings/customer-step";
import { DateAndSlot } from "@/components/bookings/date-and-slot";
import { ServiceStep } from "@/components/bookings/service-step";
import { useAvailability } from "@/components/bookings/use-availability";
import { phoneBookingTexts } from "@/lib/bookings/phone-booking-texts";
import type { ActionResult } from "@/lib/shared/action-result";
import { unavailableFor } from "@/lib/bookings/capacity-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { dayTakenToastOf } from "@/lib/shared/form-messages";
import { invoiceMessages } from "@/lib/invoices/invoice-rules";
import { paths } from "@/lib/shared/paths";
import {
  CHOOSE_PAYMENT,
  phoneBookingDayMessages,
  phoneBookingDayRefusal,
} from "@/lib/bookings/phone-booking-rules";
import type { CoverageTable } from "@/lib/shared/postcode-check";
import { formatCharge, priceOfDay } from "@/lib/shared/prices";
import { PURCHASE_ORDER_MAX, type PaymentChoice } from "@/lib/bookings/booking-schema";

import type { PhoneBooking } from "@/lib/bookings/phone-booking-actions";

/** /book's values, but no payment is chosen until the office asks the customer. */
type Values = Omit<BookingValues, "payment_choice"> & { payment_choice: PaymentChoice | "" };

const defaults: Values = { ...bookingDefaults, payment_choice: "" };

const stored = {
  title: "Booking stored",
  description: "The customer has been e-mailed the confirmation and the manage link.",
};

/**
 * The office's New booking: /book's steps and fields, the office's day rule (any
 * working day from tomorrow, no 17:00 cut-off), and a required payment choice. The server
 * prices, checks and stores it; `cardPayments` says whether a card payment link can be sent.
 */
export function PhoneBookingForm({
  coverage,
  cardPayments,
  book,
}: {
  coverage: CoverageTable;
  cardPayments: boolean;
  book: (input: unknown) => Promise<ActionResult<PhoneBooking>>;
}) {
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [booked, setBooked] = useState<PhoneBooking | null>(null);
  const [availabilityVersion, setAvailabilityVersion] = useState(0);
  const availability = useAvailability(availabilityVersion);
  const { form, submitting, onSubmit, field, onFocus } = useActionForm<Values, PhoneBooking>({
    defaultValues: defaults,
    send: async (values) => {
      const problems = bookingFieldProblems(values, coverage);
      if (!values.payment_choice) problems.payment_choice = [CHOOSE_PAYMENT];
      const first = Object.values(problems)[0]?.[0];
      if (first) return { ok: false, reason: "validation", message: first, fieldErrors: problems };
      setBooked(null);
      return book({
        ...values,
        bag_quantity: Number(values.bag_quantity),
        idempotency_key: idempotencyKey,
      });
    },
    sent: stored,
    onSent: (booking) => {
      setBooked(booking);
      setIdempotencyKey(crypto.randomUUID());
      setAvailabilityVersion((v) => v + 1);
    },
    failed: (failure) => {
      const dayTaken = dayTakenToastOf(failure?.message);
      if (dayTaken) {
        setAvailabilityVersion((v) => v + 1);
        return dayTaken;
      }
      return { title: "Booking not stored", description: failure?.message ?? "Please try again." };
    },
  });
  const values = { ...defaults, ...useWatch({ control: form.control }) } as Values;
  const unavailable = unavailableFor(availability, values.service_type);
  const refusal = values.selected_date
    ? phoneBookingDayRefusal(values.selected_date, new Date(), unavailable)
    : null;
  const price = values.selected_date && !refusal ? priceOfDay(priceInputOf(values)) : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
      {booked && <BookedNotice booked={booked} />}
      <form
        id="phone-booking-form"
        onSubmit={onSubmit}
        onFocus={onFocus}
        noValidate
        aria-label={phoneBookingTexts.newBooking}
        className="space-y-6"
      >
        <ServiceStep
          number={1}
          service={form.register("service_type")}
          bags={form.register("bag_quantity", { valueAsNumber: true })}
        />
        <BookingStep number={2} title="Date and time">
          <p className="mt-2 text-sm text-muted">
            Any working day from tomorrow that has room. Weekends, bank holidays, full and closed
            days cannot be chosen.
          </p>
          <DateAndSlot
            form={form}
            unavailable={unavailable}
            dayRule={(day, now) => phoneBookingDayRefusal(day, now) === null}
          />
        </BookingStep>
        <CustomerStep
          number={3}
          title="Customer's details"
          coverage={coverage}
          postcode={values.postcode}
          field={field}
        />
        <PaymentStep form={form} field={field} cardPayments={cardPayments} />
      </form>
      <BookingSummaryAside
        formId="phone-booking-form"
        values={values}
        price={price}
        refusal={refusal ? phoneBookingDayMessages[refusal] : null}
        submitting={submitting}
        submittingLabel="Storing booking..."
      />
    </div>
  );
}

function BookedNotice({ booked }: { booked: PhoneBooking }) {
  return (
    <div
      role="status"
      className="rounded-2xl border border-green-300 bg-green-50 p-5 lg:col-span-2"
    >
      <p className="font-semibold text-brand-900">
        Booking{" "}
        <Link href={paths.adminBooking(booked.id)} className="font-mono underline">
          {booked.reference}
        </Link>{" "}
        stored for {formatLongDay(booked.day)}, {formatCharge(booked.totalPence)}.{" "}
        {stored.description}
      </p>
    </div>
  );
}

/** Step 4: how the customer pays (a required choice), and their purchase order. */
function PaymentStep({
  form,
  field,
  cardPayments,
}: {
  form: UseFormReturn<Values>;
  field: (name: "purchase_order") => UseFormRegisterReturn & { error?: string };
  cardPayments: boolean;
}) {
  const paymentErrorId = useId();
  const paymentError = form.formState.errors.payment_choice?.message;
  return (
    <BookingStep number={4} title={invoiceMessages.paymentLegend}>
      <ChoiceCards
        label="How the customer pays"
        className={cardPayments ? "sm:grid-cols-2" : ""}
        registration={form.register("payment_choice", {
          onChange: () => form.clearErrors("payment_choice"),
        })}
        describedBy={paymentError ? paymentErrorId : undefined}
        choices={[
          {
            value: "after_collection",
            title: phoneBookingTexts.payAfter,
            detail: "The invoice comes with the certificate of destruction.",
          },
          ...(cardPayments
            ? [
                {
                  value: "card_now",
                  title: phoneBookingTexts.sendPaymentLink,
                  detail: "The customer is e-mailed a link to pay by card through Stripe.",
                },
              ]
            : []),
        ]}
      />
      {paymentError && (
        <p id={paymentErrorId} className="mt-2 text-sm font-medium text-red-700">
          {paymentError}
        </p>
      )}
      <div className="mt-5 max-w-sm">
        <TextField
          label={invoiceMessages.purchaseOrder}
          maxLength={PURCHASE_ORDER_MAX}
          hint="Optional: printed on the invoice."
          {...field("purchase_order")}
        />
      </div>
    </BookingStep>
  );
}
