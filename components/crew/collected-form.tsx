"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { TextField } from "@/components/forms/field";
import {
  collectedForm,
  collectedFormErrors,
  type CollectedFormInput,
  type CollectedFormOutput,
} from "@/lib/crew/phone-forms";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { crewTexts } from "@/lib/crew/texts";
import { FormActions } from "./form-actions";
import type { RecordingFormProps } from "./not-collected-form";
import { PhotoPicker } from "./photo-picker";
import { recordingEnvelope } from "./recording-envelope";
import { useRecordingQueue } from "./recording-queue";
import { SealFields } from "./seal-fields";
import { SignatureField } from "./signature-field";
import { useSealCheck } from "./use-seal-check";

/**
 * Collected: the seals, the count, the weight if weighed, up to three photos, the customer's
 * printed name and signature, the crew member's signature, then Confirm collection. Checked with the recording's own rules
 * (lib/crew/phone-forms.ts) before it is sent; each message sits at its field.
 */
export function CollectedForm({ stop, hidden, send, onCancel }: RecordingFormProps) {
  const form = useForm<CollectedFormInput, unknown, CollectedFormOutput>({
    resolver: zodResolver(collectedForm),
    mode: "onTouched",
    defaultValues: {
      seals: [{ number: "" }],
      count: "",
      weightKg: "",
      photos: [],
      signedBy: "",
      signaturePng: "",
      crewSignaturePng: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  // A recording the office refused comes back with its messages at their fields.
  const answer = useRecordingQueue().answers[stop.id];
  useEffect(() => {
    if (answer?.status !== "refused") return;
    for (const [name, message] of collectedFormErrors(answer.fieldErrors)) {
      form.setError(name as Path<CollectedFormInput>, { message });
    }
  }, [answer, form]);
  const sealCheck = useSealCheck(form);
  const photos = useWatch({ control: form.control, name: "photos" });
  const field = (name: "count" | "weightKg" | "signedBy") => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  const onSubmit = form.handleSubmit(async ({ seals, ...values }) => {
    const numbers = seals.map((seal) => seal.number);
    // A seal the office already refused stays at its field rather than being sent.
    if (!sealCheck.allAccepted(numbers)) return;
    await send({ ...recordingEnvelope(stop), kind: "collected", seals: numbers, ...values });
  });

  return (
    <form onSubmit={onSubmit} noValidate hidden={hidden} className="mt-6 space-y-6">
      <h3 className="text-lg font-bold text-brand-900">{crewTexts.collected}</h3>
      <SealFields form={form} onSealLeft={sealCheck.check} />
      <TextField
        label={phoneTexts.count}
        required
        inputMode="numeric"
        pattern="[0-9]*"
        className="min-h-12"
        {...field("count")}
      />
      <TextField
        label={phoneTexts.weight}
        inputMode="decimal"
        className="min-h-12"
        {...field("weightKg")}
      />
      <PhotoPicker
        photos={photos}
        error={errors.photos?.message ?? errors.photos?.root?.message}
        onChange={(next) => form.setValue("photos", next, { shouldValidate: true })}
      />
      <TextField
        label={phoneTexts.signedBy}
        required
        autoComplete="off"
        className="min-h-12"
        {...field("signedBy")}
      />
      <SignatureField
        id="signature"
        label={phoneTexts.signature}
        hint={phoneTexts.signatureHint}
        error={errors.signaturePng?.message}
        onChange={(png) =>
          form.setValue("signaturePng", png, { shouldValidate: form.formState.isSubmitted })
        }
      />
      <SignatureField
        id="crew-signature"
        label={phoneTexts.crewSignature}
        hint={phoneTexts.crewSignatureHint}
        error={errors.crewSignaturePng?.message}
        onChange={(png) =>
          form.setValue("crewSignaturePng", png, { shouldValidate: form.formState.isSubmitted })
        }
      />
      <FormActions
        onCancel={onCancel}
        isSubmitting={isSubmitting}
        submitLabel={crewTexts.confirmCollection}
      />
    </form>
  );
}
