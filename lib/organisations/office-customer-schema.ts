import { z } from "zod";
import { parsePostcode } from "@/lib/shared/postcode-check";
import { organisationTexts } from "./organisation-texts";
import { officeCustomerTexts as texts } from "./office-customer-texts";
import { siteSchema } from "./site-schema";

// The office's Customers forms, shared by each form and its action: Create organisation (for a
// customer who calls), Add a site on an organisation's page, and Add to organisation on a
// booking, contract or invoice. An id in any of them only names a row: the action reads it again.

const required = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, `Must be less than ${max} characters`);

/** A billing postcode: any valid UK postcode (the office bills anywhere), stored normalised. */
const billingPostcode = z.string().transform((value, context) => {
  const parsed = parsePostcode(value);
  if (!parsed) {
    context.addIssue({ code: "custom", message: texts.postcodeInvalid });
    return z.NEVER;
  }
  return parsed.postcode;
});

export const createOrganisationSchema = z.object({
  name: required(200, organisationTexts.nameRequired),
  billingAddress: required(500, organisationTexts.addressRequired),
  postcode: billingPostcode,
  vatNumber: z
    .string()
    .trim()
    .toUpperCase()
    .default("")
    .refine((value) => value === "" || /^[A-Z0-9 ]{4,20}$/.test(value), texts.vatNumberInvalid)
    .transform((value) => value || null),
  purchaseOrderRequired: z
    .enum(["yes", "no"], texts.purchaseOrderRuleMissing)
    .transform((value) => value === "yes"),
  administratorEmail: z
    .string(texts.administratorEmailInvalid)
    .trim()
    .toLowerCase()
    .max(255, texts.administratorEmailInvalid)
    .email(texts.administratorEmailInvalid),
});
export type CreateOrganisationInput = z.input<typeof createOrganisationSchema>;
export type CreateOrganisation = z.output<typeof createOrganisationSchema>;

/** A row's id as the database writes it (a UUID); anything else names nothing. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string(texts.notFound).regex(UUID, texts.notFound);

/** Add a site: the organisation's id, and the site's fields. */
export const officeSiteSchema = siteSchema.extend({ organisationId: uuid });
export type OfficeSiteInput = z.input<typeof officeSiteSchema>;

/** What Add to organisation puts under a site. */
export const PLACED_RECORDS = ["booking", "contract", "invoice"] as const;
export type PlacedRecord = (typeof PLACED_RECORDS)[number];

export const addToOrganisationSchema = z.object({
  record: z.enum(PLACED_RECORDS),
  id: uuid,
  siteId: z.string(texts.siteMissing).regex(UUID, texts.siteMissing),
});
export type AddToOrganisationInput = z.input<typeof addToOrganisationSchema>;
