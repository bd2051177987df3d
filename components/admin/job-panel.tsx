"use client";

import { SelectField, TextField } from "@/components/forms/field";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import { JOB_ACTIONS, type JobAction } from "@/lib/booking-lifecycle";
import {
  DEFAULT_DESTRUCTION_PLACE,
  DESTRUCTION_METHODS,
  methodLabels,
  type DestructionMethod,
} from "@/lib/certificates";
import {
  confirmBookingAction,
  correctCertificateAction,
  markCollectedAction,
  markDestroyedAction,
} from "@/lib/server/actions/admin-booking-actions";
import { formValues, useAdminAction } from "./use-admin-action";

export type JobCollectionValues = {
  quantity: number;
  weightKg: string | null;
  sealNumbers: string | null;
  operative: string;
};
export type JobDestructionValues = {
  destroyedAt: string;
  method: DestructionMethod;
  place: string;
};

const methodOptions = DESTRUCTION_METHODS.map((method) => ({
  value: method,
  label: methodLabels[method],
}));

/**
 * The office's next step for a booking: Confirm booking, the Mark as collected form or the Mark as
 * destroyed form (which issues the certificate); once issued, a correction form that issues a new
 * certificate superseding the current one.
 */
export function JobPanel({
  bookingId,
  next,
  collectionDefaults,
  destructionDefaults,
  correctable,
}: {
  bookingId: string;
  next: JobAction | null;
  collectionDefaults: JobCollectionValues;
  destructionDefaults: JobDestructionValues;
  correctable: boolean;
}) {
  const { pending, run } = useAdminAction();
  const card = "mt-4 rounded-xl border border-slate-200 bg-white p-5";

  const collectionFields = (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Bags or boxes collected"
        name="quantity"
        type="number"
        min={1}
        max={500}
        required
        defaultValue={collectionDefaults.quantity}
      />
      <TextField
        label="Weight in kg"
        name="weight_kg"
        inputMode="decimal"
        hint="Optional, e.g. 12.5"
        defaultValue={collectionDefaults.weightKg ?? ""}
      />
      <TextField
        label="Security seal numbers"
        name="seal_numbers"
        hint="Optional, as printed on the seals"
        maxLength={500}
        defaultValue={collectionDefaults.sealNumbers ?? ""}
      />
      <TextField
        label="Operative's name"
        name="operative"
        required
        maxLength={100}
        defaultValue={collectionDefaults.operative}
      />
    </div>
  );
  const destructionFields = (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Destruction date and time"
        name="destroyed_at"
        type="datetime-local"
        required
        defaultValue={destructionDefaults.destroyedAt}
      />
      <SelectField
        label="Method"
        name="method"
        required
        options={methodOptions}
        defaultValue={destructionDefaults.method}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Place of destruction"
          name="place"
          maxLength={200}
          hint={`Leave as it is for our facility: ${DEFAULT_DESTRUCTION_PLACE}`}
          defaultValue={destructionDefaults.place}
        />
      </div>
    </div>
  );

  return (
    <div onFocus={prepareToasts}>
      {next === "confirm" && (
        <div className="mt-4">
          <button
            type="button"
            disabled={pending}
            onClick={() => run(() => confirmBookingAction(bookingId), "Booking confirmed")}
            className={buttonClass("primary")}
          >
            {JOB_ACTIONS.confirm.label}
          </button>
        </div>
      )}
      {next === "collect" && (
        <form
          aria-label={JOB_ACTIONS.collect.label}
          // The server's messages name the field to fix (a toast), also for an empty one.
          noValidate
          className={card}
          onSubmit={(event) => {
            const values = formValues(event);
            run(() => markCollectedAction(bookingId, values), "Marked as collected");
          }}
        >
          <h3 className="mb-4 text-lg font-bold text-brand-900">What was collected</h3>
          {collectionFields}
          <button type="submit" disabled={pending} className={buttonClass("primary", "mt-5")}>
            {JOB_ACTIONS.collect.label}
          </button>
        </form>
      )}
      {next === "destroy" && (
        <form
          aria-label={JOB_ACTIONS.destroy.label}
          noValidate
          className={card}
          onSubmit={(event) => {
            const values = formValues(event);
            run(
              () => markDestroyedAction(bookingId, values),
              "Marked as destroyed. The certificate is issued and e-mailed to the customer.",
            );
          }}
        >
          <h3 className="mb-4 text-lg font-bold text-brand-900">How it was destroyed</h3>
          {destructionFields}
          <p className="mt-3 text-sm text-muted">
            This issues the certificate of destruction and e-mails it to the customer.
          </p>
          <button type="submit" disabled={pending} className={buttonClass("primary", "mt-4")}>
            {JOB_ACTIONS.destroy.label}
          </button>
        </form>
      )}
      {correctable && (
        <details className={card}>
          <summary className="cursor-pointer font-semibold text-brand-900">
            Correct the certificate
          </summary>
          <form
            aria-label="Correct the certificate"
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              const values = formValues(event);
              run(
                () => correctCertificateAction(bookingId, values),
                "A corrected certificate is issued and e-mailed to the customer.",
              );
            }}
          >
            <p className="text-sm text-muted">
              The current certificate stays on record, marked as superseded by the new one.
            </p>
            {collectionFields}
            {destructionFields}
            <button type="submit" disabled={pending} className={buttonClass("secondary")}>
              Issue corrected certificate
            </button>
          </form>
        </details>
      )}
    </div>
  );
}
