import { z } from "zod";
import { parseWeightKg, weightKgMessage } from "@/lib/shared/quantity";
import { phoneTexts } from "./phone-texts";
import { collectedRecording, notCollectedRecording, recordingMessages } from "./recording-schema";
import { duplicateSealIndexes } from "./seal-list";

// The phone's two forms, derived from the recording's schema (recording-schema.ts) so
// the form refuses what the server would: the form holds what was typed (strings, one object
// per seal field for react-hook-form's field array) and parses into the recording's own fields.

const collected = collectedRecording.shape;

/** The Collected form: typed seals, count and weight; photos and signature set by their widgets. */
export const collectedForm = z.object({
  seals: z
    .array(z.object({ number: collected.seals.element }))
    .min(1, recordingMessages.sealMissing)
    .superRefine((seals, context) => {
      for (const index of duplicateSealIndexes(seals.map((seal) => seal.number))) {
        context.addIssue({
          code: "custom",
          path: [index, "number"],
          message: recordingMessages.duplicateSeal,
        });
      }
    }),
  count: z
    .string()
    .trim()
    .transform((value) => (value === "" ? Number.NaN : Number(value)))
    .pipe(collected.count),
  // Read as the office's forms read it (a decimal point or comma, one decimal place): "21,5" is
  // 21.5 kg; then the recording's own range.
  weightKg: z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "") return null;
      const weight = parseWeightKg(value);
      if (weight !== null) return Number(weight);
      context.addIssue({ code: "custom", message: weightKgMessage });
      return z.NEVER;
    })
    .pipe(collected.weightKg),
  photos: collected.photos,
  signedBy: collected.signedBy,
  signaturePng: collected.signaturePng,
  crewSignaturePng: collected.crewSignaturePng,
});

export type CollectedFormInput = z.input<typeof collectedForm>;
export type CollectedFormOutput = z.output<typeof collectedForm>;

const notCollected = notCollectedRecording.shape;

/** Could not collect: one of the reasons; a note required for Other. */
export const notCollectedForm = z
  .object({
    reason: z.enum(notCollected.reason.options, phoneTexts.chooseReason),
    note: notCollected.note,
    officeNote: notCollected.officeNote,
  })
  .refine((value) => value.reason !== "other" || value.note.length > 0, {
    path: ["note"],
    message: recordingMessages.reasonNote,
  });

export type NotCollectedFormInput = z.input<typeof notCollectedForm>;
export type NotCollectedFormOutput = z.output<typeof notCollectedForm>;

/**
 * A refused recording's field messages (the server's `fieldErrors`, keyed by the recording's
 * paths: "seals.1", "photos.0.data", "signedBy") as the Collected form's own fields, so each
 * shows at its field; paths the form has no field for are left to the general message.
 */
export function collectedFormErrors(
  fieldErrors: Record<string, string[]> | undefined,
): [name: string, message: string][] {
  const errors: [string, string][] = [];
  for (const [path, [message] = []] of Object.entries(fieldErrors ?? {})) {
    if (!message) continue;
    const [field, index] = path.split(".");
    if (field === "seals" && index !== undefined) errors.push([`seals.${index}.number`, message]);
    else if (field === "photos") errors.push(["photos", message]);
    else if (field && field in collectedForm.shape) errors.push([field, message]);
  }
  return errors;
}
