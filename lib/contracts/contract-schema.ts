import { z } from "zod";
import {
  CONTRACT_INVOICING,
  CONTRACT_SERVICES,
  FREQUENCIES,
  MAX_CONTAINERS,
} from "./contract-rules";
import { isSicCode, normaliseSicCode, sicCodeMessage } from "./sic-code";
import { isIsoDay } from "@/lib/shared/dates";
import { INVALID_POSTCODE, parsePostcode } from "@/lib/shared/postcode-check";
import { PURCHASE_ORDER_MAX } from "@/lib/bookings/booking-schema";

// The office's New contract form and the change of frequency or price, shared by the
// forms and their server actions. Prices are typed in pounds and held in pence.

export const contractFormMessages = {
  name: "Customer name is required",
  company: "Company name is required",
  email: "Invalid email address",
  phone: "Phone is required",
  address: "Site address is required",
  service: "Please choose a service",
  containers: `Please give the number of containers (1 to ${MAX_CONTAINERS})`,
  frequency: "Please choose a frequency",
  startDay: "Please choose a valid start date",
  price: "Please give the price per visit in pounds, e.g. 45 or 45.50",
  invoicing: "Please choose how the contract is invoiced",
  fromDay: "Please choose a valid date from which the change applies",
} as const;

const required = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, `Must be less than ${max} characters`);

const day = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((value) => isIsoDay(value), message);

/** "45", "45.5", "£45.50" -> 4550 pence; anything else (or over £100,000) is refused. */
export const pricePounds = z
  .string(contractFormMessages.price)
  .trim()
  .transform((value, context) => {
    const match = /^£?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(value);
    const pence = match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : NaN;
    if (!match || pence <= 0 || pence > 10_000_000) {
      context.addIssue({ code: "custom", message: contractFormMessages.price });
      return z.NEVER;
    }
    return pence;
  });

export const newContractSchema = z.object({
  customer_name: required(100, contractFormMessages.name),
  company_name: required(200, contractFormMessages.company),
  customer_email: z.string().trim().max(255).email(contractFormMessages.email),
  customer_phone: required(20, contractFormMessages.phone),
  site_address: required(500, contractFormMessages.address),
  postcode: z
    .string(INVALID_POSTCODE)
    .trim()
    .refine((value) => parsePostcode(value) !== null, INVALID_POSTCODE),
  service: z.enum(CONTRACT_SERVICES, contractFormMessages.service),
  containers: z.coerce
    .number(contractFormMessages.containers)
    .int(contractFormMessages.containers)
    .min(1, contractFormMessages.containers)
    .max(MAX_CONTAINERS, contractFormMessages.containers),
  frequency: z.enum(FREQUENCIES, contractFormMessages.frequency),
  start_day: day(contractFormMessages.startDay),
  price: pricePounds,
  purchase_order: z.string().trim().max(PURCHASE_ORDER_MAX).default(""),
  // Optional here: a customer whose code the office does not know gives it when signing the
  // waste transfer note ("" until then).
  sic_code: z
    .string(sicCodeMessage)
    .default("")
    .transform(normaliseSicCode)
    .refine((value) => value === "" || isSicCode(value), sicCodeMessage),
  invoicing: z.enum(CONTRACT_INVOICING, contractFormMessages.invoicing),
});
export type NewContractInput = z.input<typeof newContractSchema>;
export type NewContract = z.output<typeof newContractSchema>;

/** Change the frequency or the price per visit from a day on (the past is never rewritten). */
export const contractChangeSchema = z.object({
  frequency: z.enum(FREQUENCIES, contractFormMessages.frequency),
  price: pricePounds,
  from_day: day(contractFormMessages.fromDay),
});
export type ContractChange = z.output<typeof contractChangeSchema>;
