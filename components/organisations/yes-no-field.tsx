"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { organisationTexts } from "@/lib/organisations/organisation-texts";

/** A Yes / No question as two radio buttons in a fieldset whose legend is the question. */
export function YesNoField({
  legend,
  register,
  error,
}: {
  legend: string;
  register: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex gap-6">
        {(["yes", "no"] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-base">
            <input type="radio" value={value} className="size-5 accent-brand-800" {...register} />
            {organisationTexts[value]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
