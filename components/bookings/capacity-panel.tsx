"use client";

import { useState, type Dispatch, type SetStateAction } from "react";
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

type AdminAction = ReturnType<typeof useAdminAction>;
type SetErrors = Dispatch<SetStateAction<FieldErrors>>;

const card = "rounded-xl border border-slate-200 bg-white p-6";
const clearError = (setErrors: SetErrors, name: string) =>
  setErrors((errors) => ({ ...errors, [name]: undefined }));

/** The Capacity tab: places per working day for each service, and the days the office is closed. */
export function CapacityPanel({
  capacity,
  closedDays,
}: {
  capacity: Capacity;
  closedDays: ClosedDayRow[];
}) {
  // One action at a time across the tab: every button waits while one runs.
  const action = useAdminAction();
  return (
    <div className="grid gap-6 lg:grid-cols-2" onFocus={prepareToasts}>
      <PlacesForm capacity={capacity} action={action} />
      <div className={card}>
        <CloseDateForm action={action} />
        <ClosedDates closedDays={closedDays} action={action} />
      </div>
    </div>
  );
}

const placeFields = [
  { name: "collection", label: "Collections per day" },
  { name: "onsite", label: "On-site visits per day" },
] as const;

function PlacesForm({ capacity, action }: { capacity: Capacity; action: AdminAction }) {
  const { pending, run } = action;
  const [capacityErrors, setCapacityErrors] = useState<FieldErrors>({});
  return (
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
        {placeFields.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type="number"
            min={0}
            max={200}
            required
            defaultValue={capacity[name]}
            error={first(capacityErrors, name)}
            onChange={() => clearError(setCapacityErrors, name)}
          />
        ))}
      </div>
      <button type="submit" disabled={pending} className={buttonClass("primary", "mt-5")}>
        Save capacity
      </button>
    </form>
  );
}

function CloseDateForm({ action }: { action: AdminAction }) {
  const { pending, run } = action;
  const [closeErrors, setCloseErrors] = useState<FieldErrors>({});
  // Bookings on the chosen day that closing it would move (read as the date is chosen).
  const [toMove, setToMove] = useState(0);
  const countBookings = async (day: string) => {
    const result = await bookingsToMoveAction(day).catch(() => null);
    setToMove(result?.ok ? result.data : 0);
  };
  return (
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
  );
}

function ClosedDates({ closedDays, action }: { closedDays: ClosedDayRow[]; action: AdminAction }) {
  const { pending, run } = action;
  return (
    <>
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
    </>
  );
}
