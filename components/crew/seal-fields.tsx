"use client";

import { useState } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/forms/field";
import { buttonClass } from "@/components/ui/button-styles";
import type { CollectedFormInput, CollectedFormOutput } from "@/lib/crew/phone-forms";
import { phoneTexts } from "@/lib/crew/phone-texts";
import { canAddSeal, removeSeal, scanTarget } from "@/lib/crew/seal-list";
import { canScan, SealScanner } from "./seal-scanner";

// One field per bag or console (lib/crew/seal-list.ts): typed always, "Add another seal",
// Remove, and Scan where the browser allows; a seal listed twice is refused at its own field.

type Form = UseFormReturn<CollectedFormInput, unknown, CollectedFormOutput>;

export function SealFields({
  form,
  onSealLeft,
}: {
  form: Form;
  /** A seal field was left or filled by a scan: the office is asked about it (use-seal-check). */
  onSealLeft: (index: number) => void;
}) {
  const { fields, append, replace } = useFieldArray({ control: form.control, name: "seals" });
  const [scanning, setScanning] = useState(false);
  const [scanner] = useState(canScan);
  const errors = form.formState.errors.seals;
  const listError = errors?.message ?? errors?.root?.message;
  const values = () => form.getValues("seals").map((seal) => seal.number);

  function scanned(value: string) {
    const target = scanTarget(values());
    if (target === null) return;
    if (target === fields.length) append({ number: value }, { shouldFocus: false });
    else form.setValue(`seals.${target}.number`, value, { shouldTouch: true });
    void form.trigger("seals").then(() => onSealLeft(target));
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">{phoneTexts.seals}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
          <TextField
            label={phoneTexts.sealLabel(index + 1)}
            required
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="next"
            className="min-h-12 uppercase"
            error={errors?.[index]?.number?.message}
            {...form.register(`seals.${index}.number`, { onBlur: () => onSealLeft(index) })}
          />
          <button
            type="button"
            onClick={() => replace(removeSeal(values(), index).map((number) => ({ number })))}
            aria-label={phoneTexts.removeSeal(index + 1)}
            className={buttonClass("ghost", "mt-6 min-h-12 min-w-12 px-3 text-xl")}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      <div className="grid grid-flow-col gap-3">
        {canAddSeal(fields.length) && (
          <button
            type="button"
            onClick={() => append({ number: "" })}
            className={buttonClass("outline", "min-h-12 text-base")}
          >
            {phoneTexts.addSeal}
          </button>
        )}
        {scanner && !scanning && (
          <button
            type="button"
            onClick={() => setScanning(true)}
            className={buttonClass("outline", "min-h-12 text-base")}
          >
            {phoneTexts.scan}
          </button>
        )}
      </div>
      {scanning && <SealScanner onScan={scanned} onClose={() => setScanning(false)} />}
    </fieldset>
  );
}
