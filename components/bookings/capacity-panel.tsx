"use client";

import { useState } from "react";
import { TextField } from "@/components/forms/field";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import {
  CLOSE_DATE,
  CLOSE_DATE_AND_NOTIFY,
  closeDateNotice,
  type Capacity,
} from "@/lib/bookings/capacity-rules";
import { formatLongDay } from "@/lib/shared/dates";
import {
  bookingsToMoveAction,
  closeDateAction,
  reopenDateAction,
  saveCapacityAction,
} from "@/lib/bookings/capacity-actions";
import { focusFirstField } from "@/components/forms/focus-first-field";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";

export type ClosedDayRow = { day: string; reason: string };

const first = (errors: FieldErrors, name: string) => errors[name]?.[0];

/** The Capacity tab: places per working day for each service, and the days the office is closed. */
export function CapacityPanel({
  capacity,
  closedDays,
}: {
  capacity: Capacity;
  closedDays: ClosedDayRow[];
}) {
  const { pending, run } = useAdminAction();
  const [capacityErrors, setCapacityErrors] = useState<FieldErrors>({});
  const [closeErrors, setCloseErrors] = useState<FieldErrors>({});
  // Bookings on the chosen day that closing it would move (read as the date is chosen).
  const [toMove, setToMove] = useState(0);

  const countBookings = async (day: string) => {
    const result = await bookingsToMoveAction(day).catch(() => null);
    setToMove(result?.ok ? result.data : 0);
  };
  const clearError = (setErrors: typeof setCloseErrors, name: string) =>
    setErrors((errors) => ({ ...errors, [name]: undefined }));

  const card = "rounded-xl border border-slate-200 bg-white p-6";
  return (
    <div className="grid gap-6 lg:grid-cols-2" onFocus={prepareToasts}>
      <form
        aria-label="Places per day"
        className={card}
        noValidate
        onSubmit={(event) => {
          const form = event.currentTarget;
          const values = formValues(event);
          run(
            () => saveCapacityAction(values),
            "Capacity updated",
            undefined,
            (errors) => {
              setCapacityErrors(errors);
              focusFirstField(form, errors);
            },
          );
        }}
      >
        <h2 className="text-lg font-bold text-brand-900">Places per working day</h2>
        <p className="mt-1 text-sm text-muted">
          An all-day, morning or afternoon booking each takes one place.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Collections per day"
            name="collection"
            type="number"
            min={0}
            max={200}
            required
            defaultValue={capacity.collection}
            error={first(capacityErrors, "collection")}
            onChange={() => clearError(setCapacityErrors, "collection")}
          />
          <TextField
            label="On-site visits per day"
            name="onsite"
            type="number"
            min={0}
            max={200}
            required
            defaultValue={capacity.onsite}
            error={first(capacityErrors, "onsite")}
            onChange={() => clearError(setCapacityErrors, "onsite")}
          />
        </div>
        <button type="submit" disabled={pending} className={buttonClass("primary", "mt-5")}>
          Save capacity
        </button>
      </form>

      <div className={card}>
        <form
          aria-label="Close a date"
          noValidate
          onSubmit={(event) => {
            const form = event.currentTarget;
            const values = formValues(event);
            run(
              () => closeDateAction(values),
              "Date closed",
              form,
              (errors) => {
                setCloseErrors(errors);
                if (Object.keys(errors).length === 0) setToMove(0);
              },
            );
          }}
        >
          <h2 className="text-lg font-bold text-brand-900">Close a date</h2>
          <p className="mt-1 text-sm text-muted">
            Training days, holidays: the booking calendar shows the reason and takes no bookings.
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Date"
              name="day"
              type="date"
              required
              error={first(closeErrors, "day")}
              onChange={(event) => {
                clearError(setCloseErrors, "day");
                void countBookings(event.currentTarget.value);
              }}
            />
            <TextField
              label="Reason"
              name="reason"
              required
              maxLength={120}
              error={first(closeErrors, "reason")}
              onChange={() => clearError(setCloseErrors, "reason")}
            />
          </div>
          <p aria-live="polite" className="mt-3 text-sm font-semibold text-red-800">
            {toMove > 0 ? closeDateNotice(toMove) : ""}
          </p>
          <button type="submit" disabled={pending} className={buttonClass("secondary", "mt-2")}>
            {toMove > 0 ? CLOSE_DATE_AND_NOTIFY : CLOSE_DATE}
          </button>
        </form>
        <h3 className="mt-6 text-sm font-bold text-brand-900">Closed dates</h3>
        {closedDays.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No dates are closed.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 text-sm">
            {closedDays.map((closed) => (
              <li key={closed.day} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <strong>{formatLongDay(closed.day)}</strong>: {closed.reason}
                </span>
                <button
                  type="button"
                  disabled={pending}
                  className={buttonClass("outline", "px-3 py-1.5")}
                  onClick={() => run(() => reopenDateAction(closed.day), "Date reopened")}
                >
                  Reopen<span className="sr-only"> {formatLongDay(closed.day)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
