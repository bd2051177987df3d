import { z } from "zod";
import type { RouteSettings } from "./route-rules";
import { routeSettingsTexts as texts } from "./route-settings-texts";

// The route planner's settings as the Reports tab's form sends them, shared by the form and its
// action (route-settings-actions.ts). Bounds keep a plan believable: a stop of no more than a few
// hours, a road no shorter than the straight line, a speed a van drives.

type Field = keyof RouteSettings;

export const ROUTE_SETTING_BOUNDS: Record<Field, { min: number; max: number; step: number }> = {
  collectionBaseMinutes: { min: 0, max: 120, step: 1 },
  collectionPerBagMinutes: { min: 0, max: 30, step: 1 },
  onsiteBaseMinutes: { min: 0, max: 240, step: 1 },
  onsitePerBagMinutes: { min: 0, max: 60, step: 1 },
  roadFactor: { min: 1, max: 3, step: 0.01 },
  speedKmh: { min: 5, max: 120, step: 1 },
};

function number(field: Field) {
  const { label } = texts.fields[field];
  const { min, max, step } = ROUTE_SETTING_BOUNDS[field];
  const base = z.coerce
    .number({ error: texts.notANumber(label) })
    .min(min, texts.between(label, min, max))
    .max(max, texts.between(label, min, max));
  return step === 1
    ? base.int(texts.wholeNumber(label))
    : base.refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
        error: texts.decimals(label),
      });
}

/** A field left empty is refused (not read as 0). */
const filled = (field: Field) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    number(field),
  );

export const routeSettingsSchema = z.object({
  collectionBaseMinutes: filled("collectionBaseMinutes"),
  collectionPerBagMinutes: filled("collectionPerBagMinutes"),
  onsiteBaseMinutes: filled("onsiteBaseMinutes"),
  onsitePerBagMinutes: filled("onsitePerBagMinutes"),
  roadFactor: filled("roadFactor"),
  speedKmh: filled("speedKmh"),
}) satisfies z.ZodType<RouteSettings, unknown>;
