import { z } from "zod";
import { checkCoverage } from "@/lib/content/postcode-coverage";
import { coverageMessage } from "@/lib/shared/postcode-check";
import { officeCustomerTexts as texts } from "./office-customer-texts";

// A site's fields (Site name, Address, Postcode, Access notes, Site contact name and phone),
// shared by the form and its action. A site is where the crews collect, so its postcode must be
// inside the covered districts: an outside or invalid one is refused with the booking form's
// own messages.

const required = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, `Must be less than ${max} characters`);

/** A postcode inside the covered districts, stored normalised ("NE1 4ST"). */
export const coveredPostcode = z.string().transform((value, context) => {
  const coverage = checkCoverage(value);
  if (coverage.status !== "covered") {
    context.addIssue({ code: "custom", message: coverageMessage(coverage) });
    return z.NEVER;
  }
  return coverage.postcode;
});

export const siteFields = {
  name: required(100, texts.siteNameRequired),
  address: required(500, texts.siteAddressRequired),
  postcode: coveredPostcode,
  accessNotes: z
    .string()
    .trim()
    .max(1000, "Must be less than 1000 characters")
    .default("")
    .transform((value) => value || null),
  contactName: required(100, texts.siteContactNameRequired),
  contactPhone: required(20, texts.siteContactPhoneRequired),
};

export const siteSchema = z.object(siteFields);
export type SiteInput = z.input<typeof siteSchema>;
export type SiteData = z.output<typeof siteSchema>;
