"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { TextAreaField } from "@/components/forms/field";
import type { CrewStop } from "@/lib/crew/crew-stop";
import {
  notCollectedForm,
  type NotCollectedFormInput,
  type NotCollectedFormOutput,
} from "@/lib/crew/phone-forms";
import { phoneTexts } from "@/lib/crew/phone-texts";
import type { Recording } from "@/lib/crew/recording-schema";
import { notCollectedReasons, type NotCollectedReason } from "@/lib/crew/texts";
import { recordingEnvelope } from "./recording-envelope";
import { FormActions } from "./form-actions";

export type RecordingFormProps = {
  stop: CrewStop;
  hidden: boolean;
  send: (recording: Recording) => Promise<void>;
  onCancel: () => void;
};

const reasons = Object.entries(notCollectedReasons) as [NotCollectedReason, string][];

/** Could not collect: why (one of four), a note for the customer (required for Other), and one
 * for the office that the customer never sees. */
export function NotCollectedForm({ stop, hidden, send, onCancel }: RecordingFormProps) {
  const form = useForm<NotCollectedFormInput, unknown, NotCollectedFormOutput>({
    resolver: zodResolver(notCollectedForm),
    defaultValues: { note: "", officeNote: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control: form.control, name: "reason" });
  const reasonError = errors.reason?.message;

  const onSubmit = form.handleSubmit((values) =>
    send({ ...recordingEnvelope(stop), kind: "not_collected", ...values }),
  );

  return (
    <form onSubmit={onSubmit} noValidate hidden={hidden} className="mt-6 space-y-5">
      <h3 className="text-lg font-bold text-brand-900">{phoneTexts.states.not_collected}</h3>
      <fieldset aria-describedby={reasonError ? "reason-error" : undefined}>
        <legend className="text-sm font-semibold text-ink">{phoneTexts.reason}</legend>
        <div className="mt-2 space-y-2">
          {reasons.map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                className="size-5"
                {...form.register("reason", { onChange: () => form.clearErrors("reason") })}
              />
              <span className="text-base">{label}</span>
            </label>
          ))}
        </div>
        {reasonError && (
          <p id="reason-error" className="mt-1 text-sm font-medium text-red-700">
            {reasonError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={phoneTexts.note}
        required={reason === "other"}
        rows={3}
        error={errors.note?.message}
        {...form.register("note", { onChange: () => form.clearErrors("note") })}
      />
      <TextAreaField
        label={phoneTexts.officeNote}
        rows={3}
        error={errors.officeNote?.message}
        {...form.register("officeNote")}
      />
      <FormActions
        onCancel={onCancel}
        isSubmitting={isSubmitting}
        submitLabel={phoneTexts.recordNotCollected}
      />
    </form>
  );
}
