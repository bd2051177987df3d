"use client";

import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Honeypot, TextAreaField, TextField } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button-styles";
import { trackConversion } from "@/components/consent/track-conversion";
import { formatLongDay } from "@/lib/dates";
import {
  BAG_OPTIONS,
  serviceLabels,
  slotLabels,
  SERVICE_TYPES,
  TIME_SLOTS,
  type ServiceType,
  type TimeSlot,
} from "@/lib/booking-options";
import { bookingMessages } from "@/lib/form-messages";
import { fromPriceLabel, priceBooking, slotSurchargeLabel } from "@/lib/prices";
import { hasRequiredBookingFields } from "@/lib/schemas/booking-rules";
import { submitBooking } from "@/lib/server/actions/booking-actions";
import { bookingHorizonDays } from "@/lib/booking-horizon";
import { BookingDatePicker } from "./booking-date-picker";
import { BookingSummary } from "./booking-summary";

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
  special_requirements: string;
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
  special_requirements: "",
  website: "",
};

const serviceFromPrice: Record<ServiceType, string> = {
  collection: fromPriceLabel("offSite"),
  onsite: fromPriceLabel("onSite"),
};

export function BookingForm() {
  // One key per form instance: a double click or a resubmission makes one booking.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [reference, setReference] = useState<string | null>(null);
  const { form, errors, submitting, onSubmit, field, onFocus } = useActionForm({
    defaultValues: defaults,
    send: async (values) =>
      hasRequiredBookingFields(values)
        ? submitBooking({
            ...values,
            bag_quantity: Number(values.bag_quantity),
            idempotency_key: idempotencyKey,
          })
        : { ok: false, reason: "validation", message: bookingMessages.missing.description },
    sent: bookingMessages.sent,
    onSent: (booking) => {
      trackConversion();
      setReference(booking.reference || null);
      setIdempotencyKey(crypto.randomUUID());
    },
    failed: (failure) => {
      if (
        failure?.reason === "validation" &&
        failure.message === bookingMessages.missing.description
      ) {
        return bookingMessages.missing;
      }
      return failure && failure.reason !== "server"
        ? { ...bookingMessages.failed, description: failure.message }
        : bookingMessages.failed;
    },
  });
  const { register, control, clearErrors } = form;

  const values = { ...defaults, ...useWatch({ control }) } as Values;
  const price = values.selected_date
    ? priceBooking({
        service: values.service_type,
        bags: Number(values.bag_quantity),
        slot: values.time_slot,
        day: values.selected_date,
      })
    : null;

  const step = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
  const stepTitle = "flex items-center gap-3 text-xl font-bold text-brand-900";
  const stepNumber =
    "flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white";

  return (
    <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
      <form
        id="booking-form"
        onSubmit={onSubmit}
        onFocus={onFocus}
        noValidate
        aria-label="Book a collection"
        className="relative space-y-6"
      >
        <fieldset className={step}>
          <legend className="sr-only">Step 1: service and quantity</legend>
          <h2 className={stepTitle} aria-hidden="true">
            <span className={stepNumber}>1</span> Service and quantity
          </h2>
          <div
            role="radiogroup"
            aria-label="Service type"
            className="mt-5 grid gap-3 sm:grid-cols-2"
          >
            {SERVICE_TYPES.map((service) => (
              <label
                key={service}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-accent-700 has-[:checked]:bg-accent-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  value={service}
                  className="mt-1 size-4 accent-accent-700"
                  {...register("service_type")}
                />
                <span>
                  <span className="block font-semibold">{serviceLabels[service]}</span>
                  <span className="block text-sm text-muted">{serviceFromPrice[service]}</span>
                </span>
              </label>
            ))}
          </div>
          <div className="mt-5 max-w-xs">
            <label htmlFor="bag-quantity" className="block text-sm font-semibold">
              Number of bags / boxes
            </label>
            <select
              id="bag-quantity"
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
              {...register("bag_quantity", { valueAsNumber: true })}
            >
              {BAG_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? "bag" : "bags"}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <fieldset className={step}>
          <legend className="sr-only">Step 2: date and time</legend>
          <h2 className={stepTitle} aria-hidden="true">
            <span className={stepNumber}>2</span> Date and time
          </h2>
          <p className="mt-2 text-sm text-muted">
            Monday to Friday, up to {bookingHorizonDays} days ahead. Weekends, bank holidays and
            past days cannot be chosen.
          </p>
          <Controller
            control={control}
            name="selected_date"
            render={({ field }) => (
              <BookingDatePicker
                value={field.value}
                onChange={(day) => {
                  field.onChange(day);
                  clearErrors("selected_date");
                }}
              />
            )}
          />
          {values.selected_date && (
            <p className="mt-2 text-sm font-semibold text-brand-900" aria-live="polite">
              Selected: {formatLongDay(values.selected_date)}
            </p>
          )}
          {errors.selected_date?.message && (
            <p className="mt-2 text-sm font-medium text-red-700">{errors.selected_date.message}</p>
          )}
          {values.selected_date && (
            <div
              role="radiogroup"
              aria-label="Time slot"
              className="mt-5 grid gap-3 sm:grid-cols-3"
            >
              {TIME_SLOTS.map((slot) => (
                <label
                  key={slot}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-3 text-sm has-[:checked]:border-accent-700 has-[:checked]:bg-accent-50"
                >
                  <input
                    type="radio"
                    value={slot}
                    className="size-4 accent-accent-700"
                    {...register("time_slot")}
                  />
                  <span>
                    <span className="block font-semibold">{slotLabels[slot]}</span>
                    <span className="block text-xs text-muted">{slotSurchargeLabel(slot)}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <fieldset className={step}>
          <legend className="sr-only">Step 3: your details</legend>
          <h2 className={stepTitle} aria-hidden="true">
            <span className={stepNumber}>3</span> Your details
          </h2>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Name"
              required
              autoComplete="name"
              error={errors.customer_name?.message}
              {...field("customer_name")}
            />
            <TextField
              label="Email"
              type="email"
              required
              autoComplete="email"
              error={errors.customer_email?.message}
              {...field("customer_email")}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.customer_phone?.message}
              {...field("customer_phone")}
            />
            <TextField
              label="Company"
              autoComplete="organization"
              error={errors.company_name?.message}
              {...field("company_name")}
            />
          </div>
          <div className="mt-4 space-y-4">
            <TextAreaField
              label="Collection address"
              rows={3}
              autoComplete="street-address"
              error={errors.collection_address?.message}
              {...field("collection_address")}
            />
            <TextAreaField
              label="Special requirements"
              rows={3}
              hint="Access, parking, floor, or anything we should know."
              error={errors.special_requirements?.message}
              {...field("special_requirements")}
            />
          </div>
          <Honeypot register={register("website")} />
        </fieldset>
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
        {reference && (
          <p role="status" className="mt-4 rounded-xl bg-accent-50 p-4 text-sm text-accent-700">
            Thank you. Your booking reference is <strong>{reference}</strong>. A confirmation e-mail
            is on its way.
          </p>
        )}
      </aside>
    </div>
  );
}
