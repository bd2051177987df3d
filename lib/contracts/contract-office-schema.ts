import { z } from "zod";
import { contractStopMessages } from "./contract-stop";
import { isIsoDay } from "@/lib/shared/dates";

// The office's pause and end of a contract from a day, shared by the contract's admin
// page and its server actions. A pause may name its last day; resume takes no input.

export const contractStatusMessages = {
  fromDay: "Please choose a valid date",
} as const;

const isoDay = z
  .string(contractStatusMessages.fromDay)
  .trim()
  .refine((value) => isIsoDay(value), contractStatusMessages.fromDay);

export const contractFromDaySchema = z.object({ from_day: isoDay });
export type ContractFromDay = z.output<typeof contractFromDaySchema>;

/** A pause from a day, until its last day or (left empty) until the office resumes it. */
export const contractPauseSchema = z
  .object({
    from_day: isoDay,
    until_day: z
      .string(contractStatusMessages.fromDay)
      .trim()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isIsoDay(value), contractStatusMessages.fromDay),
  })
  .refine((pause) => pause.until_day === null || pause.until_day >= pause.from_day, {
    path: ["until_day"],
    message: contractStopMessages.pauseEndsBeforeStart,
  });
export type ContractPause = z.output<typeof contractPauseSchema>;
