"use client";

import { useEffect, useRef } from "react";
import { serviceLabels, slotLabels } from "@/lib/shared/booking-options";
import { formatLongDay } from "@/lib/shared/dates";
import { bookingConfirmation } from "@/lib/shared/form-messages";
import { formatCharge } from "@/lib/shared/prices";
import type { BookingConfirmation as Confirmation } from "@/lib/booking-flows/booking-actions";

/**
 * What the visitor sees once a booking is stored: its reference, service, date, slot and total
 * as the server stored and priced them, and where the manage link went. Focus moves to the
 * heading, so a screen reader announces it and the page scrolls to it.
 */
export function BookingConfirmation({
  confirmation,
  className = "",
}: {
  confirmation: Confirmation;
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [confirmation]);
  const rows: [string, string][] = [
    ["Service", serviceLabels[confirmation.service]],
    ["Date", formatLongDay(confirmation.day)],
    ["Time slot", slotLabels[confirmation.slot]],
    ["Total (inc VAT)", formatCharge(confirmation.totalPence)],
  ];
  return (
    <section
      aria-labelledby="booking-confirmation-heading"
      className={`rounded-2xl border border-accent-600 bg-accent-50 p-6 ${className}`}
    >
      <h2
        id="booking-confirmation-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-32 text-2xl font-bold text-brand-900 focus:outline-none"
      >
        {bookingConfirmation.heading(confirmation.reference)}
      </h2>
      <dl className="mt-4 grid max-w-xl gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 font-medium text-accent-700">{bookingConfirmation.manageLink}</p>
    </section>
  );
}
