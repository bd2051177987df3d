"use client";

import { useEffect, useState, type FormEvent } from "react";
import { SelectField, TextField } from "@/components/forms/field";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult, FieldErrors } from "@/lib/shared/action-result";
import { JOB_ACTIONS, type JobAction } from "@/lib/bookings/lifecycle-rules";
import {
  certificateMessages,
  DEFAULT_DESTRUCTION_PLACE,
  DESTRUCTION_METHODS,
  methodLabels,
  type DestructionMethod,
} from "@/lib/certificates/certificate-rules";
import {
  confirmBookingAction,
  correctCertificateAction,
  markCollectedAction,
  markDestroyedAction,
} from "@/lib/custody/job-step-actions";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";

export type JobCollectionValues = {
  /** London wall-clock "yyyy-MM-ddTHH:mm". */
  collectedAt: string;
  quantity: number;
  weightKg: string | null;
  sealNumbers: string | null;
  operative: string;
};
export type JobDestructionValues = {
  /** London wall-clock "yyyy-MM-ddTHH:mm". */
  destroyedAt: string;
  destroyedBy: string;
  method: DestructionMethod;
  place: string;
};

type JobForm = "collect" | "destroy" | "correct";
/** The last refusal: which form, each field's messages, and the form to focus in. */
type Refusal = { form: JobForm; fields: FieldErrors; element: HTMLFormElement };

const methodOptions = DESTRUCTION_METHODS.map((method) => ({
  value: method,
  label: methodLabels[method],
}));

/**
 * The office's next step for a booking: Confirm booking, the Mark as collected form or the Mark as
 * destroyed form (which issues the certificate); once issued, a correction form that issues a new
 * certificate superseding the current one. A refusal shows at its fields (and in the toast), and
 * the first field to fix takes the focus.
 */
export function JobPanel({
  bookingId,
  next,
  collectionDefaults,
  destructionDefaults,
  correctable,
  unprintable = [],
}: {
  bookingId: string;
  next: JobAction | null;
  collectionDefaults: JobCollectionValues;
  destructionDefaults: JobDestructionValues;
  correctable: boolean;
  /** Characters of what the certificate states that no font can print. */
  unprintable?: string[];
}) {
  const { pending, run } = useAdminAction();
  const { submit, errorOf } = useJobForms(run);
  const card = "mt-4 rounded-xl border border-slate-200 bg-white p-5";

  return (
    <div onFocus={prepareToasts}>
      {unprintable.length > 0 && (next !== null || correctable) && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          {certificateMessages.cannotPrint(unprintable)}
        </p>
      )}
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
          // The server's messages name the field to fix, also for an empty one.
          noValidate
          className={card}
          onSubmit={submit(
            "collect",
            (values) => markCollectedAction(bookingId, values),
            "Marked as collected",
          )}
        >
          <h3 className="mb-4 text-lg font-bold text-brand-900">What was collected</h3>
          <CollectionFields defaults={collectionDefaults} error={errorOf("collect")} />
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
          onSubmit={submit(
            "destroy",
            (values) => markDestroyedAction(bookingId, values),
            "Marked as destroyed. The certificate is issued and e-mailed to the customer.",
          )}
        >
          <h3 className="mb-4 text-lg font-bold text-brand-900">How it was destroyed</h3>
          <DestructionFields defaults={destructionDefaults} error={errorOf("destroy")} />
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
            onSubmit={submit(
              "correct",
              (values) => correctCertificateAction(bookingId, values),
              "A corrected certificate is issued and e-mailed to the customer.",
            )}
          >
            <p className="text-sm text-muted">
              The current certificate stays on record, marked as superseded by the new one.
            </p>
            <CollectionFields defaults={collectionDefaults} error={errorOf("correct")} />
            <DestructionFields defaults={destructionDefaults} error={errorOf("correct")} />
            <button type="submit" disabled={pending} className={buttonClass("secondary")}>
              Issue corrected certificate
            </button>
          </form>
        </details>
      )}
    </div>
  );
}

/**
 * The job's forms: each submits its fields to its action; the last refusal shows at its form's
 * fields, and its first field to fix takes the focus.
 */
function useJobForms(run: ReturnType<typeof useAdminAction>["run"]) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    refusal?.element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);

  function submit(
    form: JobForm,
    action: (values: Record<string, FormDataEntryValue>) => Promise<ActionResult>,
    success: string,
  ) {
    return (event: FormEvent<HTMLFormElement>) => {
      const element = event.currentTarget;
      const values = formValues(event);
      run(async () => {
        const result = await action(values);
        setRefusal(result.ok ? null : { form, fields: result.fieldErrors ?? {}, element });
        return result;
      }, success);
    };
  }

  const errorOf = (form: JobForm) => (field: string) =>
    refusal?.form === form ? refusal.fields[field]?.[0] : undefined;

  return { submit, errorOf };
}

type FieldError = (field: string) => string | undefined;

function CollectionFields({
  defaults,
  error,
}: {
  defaults: JobCollectionValues;
  error: FieldError;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Collected on"
        name="collected_at"
        type="datetime-local"
        required
        defaultValue={defaults.collectedAt}
        error={error("collected_at")}
      />
      <TextField
        label="Bags or boxes collected"
        name="quantity"
        type="number"
        min={1}
        max={500}
        required
        defaultValue={defaults.quantity}
        error={error("quantity")}
      />
      <TextField
        label="Weight in kg"
        name="weight_kg"
        inputMode="decimal"
        hint="Optional, e.g. 12.5"
        defaultValue={defaults.weightKg ?? ""}
        error={error("weight_kg")}
      />
      <TextField
        label="Security seal numbers"
        name="seal_numbers"
        hint="Optional, as printed on the seals"
        maxLength={500}
        defaultValue={defaults.sealNumbers ?? ""}
        error={error("seal_numbers")}
      />
      <TextField
        label="Operative's name"
        name="operative"
        required
        maxLength={100}
        defaultValue={defaults.operative}
        error={error("operative")}
      />
    </div>
  );
}

function DestructionFields({
  defaults,
  error,
}: {
  defaults: JobDestructionValues;
  error: FieldError;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Destruction date and time"
        name="destroyed_at"
        type="datetime-local"
        required
        defaultValue={defaults.destroyedAt}
        error={error("destroyed_at")}
      />
      <TextField
        label="Destroyed by"
        name="destroyed_by"
        required
        maxLength={100}
        defaultValue={defaults.destroyedBy}
        error={error("destroyed_by")}
      />
      <SelectField
        label="Method"
        name="method"
        required
        options={methodOptions}
        defaultValue={defaults.method}
        error={error("method")}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Place of destruction"
          name="place"
          maxLength={200}
          hint={`Leave as it is for our facility: ${DEFAULT_DESTRUCTION_PLACE}`}
          defaultValue={defaults.place}
          error={error("place")}
        />
      </div>
    </div>
  );
}
