import { z } from "zod";
import { DESTRUCTION_METHODS, DEFAULT_DESTRUCTION_PLACE } from "../certificates";
import { parseLondonDateTime } from "../dates";
import { typedString } from "./typed-string";

// The office's job forms on the admin's booking page: Mark as collected, Mark as destroyed, and a
// correction (both together). Shared by the forms and their actions.

/** A destruction cannot be recorded in the future (a few minutes' clock difference allowed). */
const CLOCK_SLACK_MS = 5 * 60_000;
const IN_THE_FUTURE = "The destruction date and time cannot be in the future.";

const optionalText = (max: number, label: string) =>
  typedString()
    .max(max, `${label} must be ${max} characters or fewer`)
    .transform((value) => value || null);

export const collectedSchema = z.object({
  quantity: z.coerce
    .number({ error: "Bags or boxes collected must be a number" })
    .int("Bags or boxes collected must be a whole number")
    .min(1, "Bags or boxes collected must be at least 1")
    .max(500, "Bags or boxes collected must be 500 or fewer"),
  weight_kg: typedString()
    .refine(
      (value) => value === "" || (/^\d{1,6}(\.\d)?$/.test(value) && Number(value) > 0),
      "Weight must be a number of kg with at most one decimal place, e.g. 12.5",
    )
    .transform((value) => (value ? String(Number(value)) : null)),
  seal_numbers: optionalText(500, "Seal numbers"),
  operative: typedString()
    .min(1, "Please give the operative's name")
    .max(100, "Operative's name must be 100 characters or fewer"),
});

export const destroyedSchema = z.object({
  destroyed_at: typedString()
    .min(1, "Please give the destruction date and time")
    .transform((value, context) => {
      const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? parseLondonDateTime(value) : null;
      if (!at) {
        context.addIssue({ code: "custom", message: "Please give a valid date and time" });
        return z.NEVER;
      }
      if (at.getTime() > Date.now() + CLOCK_SLACK_MS) {
        context.addIssue({ code: "custom", message: IN_THE_FUTURE });
        return z.NEVER;
      }
      return at;
    }),
  method: z.enum(DESTRUCTION_METHODS, { error: "Please choose the method of destruction" }),
  place: typedString()
    .max(200, "Place of destruction must be 200 characters or fewer")
    .transform((value) => value || DEFAULT_DESTRUCTION_PLACE),
});

export const correctionSchema = collectedSchema.extend(destroyedSchema.shape);

export type CollectedInput = z.infer<typeof collectedSchema>;
export type DestroyedInput = z.infer<typeof destroyedSchema>;

/** The form's fields as the job's collection record. */
export const collectionRecord = (input: CollectedInput) => ({
  quantity: input.quantity,
  weightKg: input.weight_kg,
  sealNumbers: input.seal_numbers,
  operative: input.operative,
});

/** The form's fields as the job's destruction record. */
export const destructionRecord = (input: DestroyedInput) => ({
  destroyedAt: input.destroyed_at,
  method: input.method,
  place: input.place,
});
