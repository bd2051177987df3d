import { z } from "zod";
import { CLOCK_SLACK_MS } from "@/lib/phone/phone-clock";
import {
  DESTRUCTION_METHODS,
  DEFAULT_DESTRUCTION_PLACE,
} from "@/lib/certificates/certificate-rules";
import { parseLondonDateTime, toLondonDateTimeInput } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import { parseQuantity, parseWeightKg, weightKgMessage } from "@/lib/shared/quantity";
import { typedString } from "@/lib/shared/typed-string";

// The office's job forms on the admin's booking page: Mark as collected, Mark as destroyed, and a
// correction (both together). Shared by the forms and their actions.

/** Nothing was collected or destroyed before the company began trading. */
export const EARLIEST = new Date(Date.UTC(site.foundedYear, 0, 1));

export const jobMessages = {
  collectedInFuture: "The collection date and time cannot be in the future.",
  destroyedInFuture: "The destruction date and time cannot be in the future.",
  destroyedBeforeCollection: "Destruction cannot be before the collection",
  tooEarly: `Please give a date and time since ${site.foundedYear}`,
  invalidTime: "Please give a valid date and time",
} as const;

const optionalText = (max: number, label: string) =>
  typedString()
    .max(max, `${label} must be ${max} characters or fewer`)
    .transform((value) => value || null);

/** A London date and time from a datetime-local field: a real one, since we began, not ahead. */
const pastDateTime = (missing: string, inTheFuture: string) =>
  typedString()
    .min(1, missing)
    .transform((value, context) => {
      const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? parseLondonDateTime(value) : null;
      // A date that does not exist (31 February) would roll over: refused, not moved.
      if (!at || toLondonDateTimeInput(at) !== value) {
        context.addIssue({ code: "custom", message: jobMessages.invalidTime });
        return z.NEVER;
      }
      if (at < EARLIEST) {
        context.addIssue({ code: "custom", message: jobMessages.tooEarly });
        return z.NEVER;
      }
      if (at.getTime() > Date.now() + CLOCK_SLACK_MS) {
        context.addIssue({ code: "custom", message: inTheFuture });
        return z.NEVER;
      }
      return at;
    });

const personName = (missing: string, label: string) =>
  typedString().min(1, missing).max(100, `${label} must be 100 characters or fewer`);

export const collectedSchema = z.object({
  collected_at: pastDateTime("Please give when it was collected", jobMessages.collectedInFuture),
  quantity: z
    .unknown()
    .transform((value, context) => {
      const quantity = parseQuantity(value);
      if (quantity === null) {
        context.addIssue({
          code: "custom",
          message: "Bags or boxes collected must be a whole number",
        });
        return z.NEVER;
      }
      return quantity;
    })
    .pipe(
      z
        .number()
        .min(1, "Bags or boxes collected must be at least 1")
        .max(500, "Bags or boxes collected must be 500 or fewer"),
    ),
  weight_kg: typedString()
    .refine((value) => value === "" || parseWeightKg(value) !== null, weightKgMessage)
    .transform((value) => (value ? parseWeightKg(value) : null)),
  seal_numbers: optionalText(500, "Seal numbers"),
  operative: personName("Please give the operative's name", "Operative's name"),
});

export const destroyedSchema = z.object({
  destroyed_at: pastDateTime(
    "Please give the destruction date and time",
    jobMessages.destroyedInFuture,
  ),
  destroyed_by: personName("Please give who destroyed it", "Destroyed by"),
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
  collectedAt: input.collected_at,
  quantity: input.quantity,
  weightKg: input.weight_kg,
  sealNumbers: input.seal_numbers,
  operative: input.operative,
});

/** The form's fields as the job's destruction record. */
export const destructionRecord = (input: DestroyedInput) => ({
  destroyedAt: input.destroyed_at,
  destroyedBy: input.destroyed_by,
  method: input.method,
  place: input.place,
});
