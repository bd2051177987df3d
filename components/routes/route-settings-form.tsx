"use client";

import { useState } from "react";
import { z } from "zod";
import { formValues, useAdminAction } from "@/components/admin/use-admin-action";
import { focusFirstField } from "@/components/forms/focus-first-field";
import { TextField } from "@/components/forms/field";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import type { RouteSettings } from "@/lib/routes/route-rules";
import { saveRouteSettingsAction } from "@/lib/routes/route-settings-actions";
import { ROUTE_SETTING_BOUNDS, routeSettingsSchema } from "@/lib/routes/route-settings-schema";
import { routeSettingsTexts as texts } from "@/lib/routes/route-settings-texts";

// The route planner's settings on the Reports tab, beside the crews' real time on site: the
// schema the action checks is checked here first, so a bad field is said at once, and the
// server's refusal (the same schema) lands on the same fields.

const FIELDS = Object.keys(ROUTE_SETTING_BOUNDS) as (keyof RouteSettings)[];

export function RouteSettingsForm({ settings }: { settings: RouteSettings }) {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <form
      aria-labelledby="route-settings-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      noValidate
      onFocus={prepareToasts}
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = formValues(event);
        const parsed = routeSettingsSchema.safeParse(values);
        if (!parsed.success) {
          const refused = z.flattenError(parsed.error).fieldErrors;
          setErrors(refused);
          focusFirstField(form, refused);
          return;
        }
        run(
          () => saveRouteSettingsAction(values),
          texts.saved,
          undefined,
          (refused) => {
            setErrors(refused);
            focusFirstField(form, refused);
          },
        );
      }}
    >
      <h2 id="route-settings-heading" className="text-lg font-bold text-brand-900">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{texts.intro}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((name) => {
          const { min, max, step } = ROUTE_SETTING_BOUNDS[name];
          return (
            <TextField
              key={name}
              name={name}
              label={texts.fields[name].label}
              hint={texts.fields[name].hint}
              type="number"
              inputMode={step === 1 ? "numeric" : "decimal"}
              min={min}
              max={max}
              step={step}
              required
              defaultValue={settings[name]}
              error={errors[name]?.[0]}
              onChange={() => setErrors((shown) => ({ ...shown, [name]: undefined }))}
            />
          );
        })}
      </div>
      <button type="submit" disabled={pending} className={buttonClass("primary", "mt-5")}>
        {texts.save}
      </button>
    </form>
  );
}
