"use client";

import { useState } from "react";
import { useAdminAction } from "@/components/admin/use-admin-action";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { addShredderAction, retireShredderAction } from "@/lib/custody/run-actions";

// The facility's shredders, kept in the settings, Office only: Add shredder, Retire.
// A run offers the active ones; a retired one stays on the runs that used it.

export function ShreddersPanel({
  shredders,
}: {
  shredders: { id: string; name: string; active: boolean }[];
}) {
  const { run, pending } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const nameError = errors.name?.[0];
  return (
    <section aria-labelledby="shredders-title" className="max-w-md space-y-4">
      <h2 id="shredders-title" className="text-lg font-semibold">
        {texts.shredders}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {shredders.map((shredder) => (
          <li key={shredder.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className={shredder.active ? "" : "text-muted line-through"}>
              {shredder.name}
              {!shredder.active && <span className="sr-only"> (retired)</span>}
            </span>
            {shredder.active && (
              <button
                type="button"
                disabled={pending}
                aria-label={`${texts.retireShredder} ${shredder.name}`}
                onClick={() =>
                  run(() => retireShredderAction(shredder.id), `${shredder.name} retired.`)
                }
                className={buttonClass("ghost")}
              >
                {texts.retireShredder}
              </button>
            )}
          </li>
        ))}
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const name = String(new FormData(form).get("name") ?? "");
          run(() => addShredderAction({ name }), `${name.trim()} added.`, form, setErrors);
        }}
        className="space-y-2"
      >
        <label className="block font-medium" htmlFor="shredder-name">
          {texts.shredderName}
        </label>
        <input
          id="shredder-name"
          name="name"
          maxLength={80}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "shredder-name-error" : undefined}
          className="block min-h-11 w-full rounded-lg border border-slate-400 px-3"
        />
        {nameError && (
          <p id="shredder-name-error" className="text-sm text-red-700">
            {nameError}
          </p>
        )}
        <button type="submit" disabled={pending} className={buttonClass("secondary")}>
          {texts.addShredder}
        </button>
      </form>
    </section>
  );
}
