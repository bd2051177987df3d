import { z } from "zod";
import { closeDateMessages } from "./capacity-rules";
import { isIsoDay } from "@/lib/shared/dates";
import { typedString } from "@/lib/shared/typed-string";

// The admin's Capacity tab: places per day for each service, and closing a day (with a reason).

const places = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(200, `${label} must be 200 or fewer`);

export const capacitySchema = z.object({
  collection: places("Collections per day"),
  onsite: places("On-site visits per day"),
});

export const closeDateSchema = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date")
    .refine(isIsoDay, closeDateMessages.invalid),
  reason: typedString()
    .min(1, "Please give a reason")
    .max(120, "Reason must be less than 120 characters"),
});
