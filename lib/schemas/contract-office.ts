import { z } from "zod";
import { isIsoDay } from "../dates";

// The office's pause and end of a contract from a day (issue 28), shared by the contract's admin
// page and its server actions. Resume takes no input.

export const contractStatusMessages = {
  fromDay: "Please choose a valid date",
} as const;

export const contractFromDaySchema = z.object({
  from_day: z
    .string(contractStatusMessages.fromDay)
    .trim()
    .refine((value) => isIsoDay(value), contractStatusMessages.fromDay),
});
export type ContractFromDay = z.output<typeof contractFromDaySchema>;
