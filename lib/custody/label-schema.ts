import { z } from "zod";
import { MAX_SHEETS } from "./label-layout";
import { labelTexts } from "./label-texts";

// Print labels' form, shared by the form in the browser and the action on the server: a whole
// number of A4 sheets from 1 to MAX_SHEETS, as typed ("2") or as a number.

export const printLabelsSchema = z.object({
  sheets: z
    .union(
      [
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, labelTexts.sheetsInvalid),
        z.number(),
      ],
      {
        error: labelTexts.sheetsInvalid,
      },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int(labelTexts.sheetsInvalid)
        .min(1, labelTexts.sheetsInvalid)
        .max(MAX_SHEETS, labelTexts.sheetsInvalid),
    ),
});
export type PrintLabelsInput = z.infer<typeof printLabelsSchema>;
