import { z } from "zod";
import { isIsoDay } from "@/lib/shared/dates";
import { routePlanTexts as texts } from "./route-plan-texts";

// Which route the plan page shows and 'Use this order' sets: a day and a crew member ('' for
// the jobs left to any crew); 'Use this order' adds the key of the jobs the plan was made from.

export const planRequestSchema = z.object({
  day: z.string().refine(isIsoDay, texts.badRequest),
  crew: z.union([z.literal(""), z.uuid(texts.badRequest)], { error: texts.badRequest }),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

export const applyOrderSchema = planRequestSchema.extend({
  key: z.string().regex(/^[0-9a-f]{64}$/, texts.changed),
});
