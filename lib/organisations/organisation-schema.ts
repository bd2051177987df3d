import {
  array,
  enum as zEnum,
  object,
  refine,
  string,
  uuid,
  type input,
  type output,
} from "zod/mini";
import { optionalText, text, email } from "@/lib/shared/form-fields";
import { INVALID_POSTCODE, parsePostcode } from "@/lib/shared/postcode-check";
import { ORGANISATION_ROLES } from "./organisation-rules";
import { organisationTexts } from "./organisation-texts";
import { peopleTexts } from "./people-texts";
import { isUkVatNumber } from "./vat-number-rules";

// The organisation's forms on /account, shared by the forms in the browser (zod mini, loaded on
// first use) and the server actions: set-up and its settings, an invitation, a site, a role
// change, a removal, and Add to {organisation}.

const required = (label: string, max: number, missing: string) =>
  text({ min: [1, missing], max: [max, peopleTexts.tooLong(label, max)] });

/** A full UK postcode ("NE1 4ST"); an outward code alone is not an address. */
export const isFullPostcode = (value: string): boolean => {
  const parsed = parsePostcode(value);
  return parsed !== null && parsed.postcode !== parsed.district;
};

const postcode = () =>
  text({ min: [1, peopleTexts.postcodeRequired], max: [16, INVALID_POSTCODE] }).check(
    refine(isFullPostcode, INVALID_POSTCODE),
  );

export const YES_NO = ["yes", "no"] as const;

/** 'Set up your organisation', and the same fields as its Settings. */
export const organisationSchema = object({
  name: required(organisationTexts.name, 200, organisationTexts.nameRequired),
  billingAddress: required(
    organisationTexts.billingAddress,
    500,
    organisationTexts.addressRequired,
  ),
  postcode: postcode(),
  vatNumber: optionalText(20, peopleTexts.vatInvalid).check(
    refine((value) => value === "" || isUkVatNumber(value), peopleTexts.vatInvalid),
  ),
  purchaseOrderRequired: zEnum(YES_NO, { error: peopleTexts.choosePurchaseOrderRule }),
});
export type OrganisationInput = input<typeof organisationSchema>;
export type OrganisationValues = output<typeof organisationSchema>;

/**
 * 'Invite a colleague': an address, a role and a Booker's sites ('All sites' or chosen ones). A
 * Booker limited to chosen sites with none of this organisation's is refused by inviteMember,
 * where the organisation's sites are known (and an object-level check would keep the form's
 * resolver from extending this schema).
 */
export const invitationSchema = object({
  email: email(peopleTexts.invalidEmail),
  role: zEnum(ORGANISATION_ROLES, { error: peopleTexts.chooseRole }),
  sites: zEnum(["all", "chosen"], { error: peopleTexts.chooseSites }),
  siteIds: array(uuid(peopleTexts.siteNotFound)),
});
export type InvitationInput = input<typeof invitationSchema>;
export type InvitationValues = output<typeof invitationSchema>;

/** 'Add a site'. */
export const siteSchema = object({
  name: required(organisationTexts.siteName, 100, peopleTexts.siteNameRequired),
  address: required(organisationTexts.siteAddress, 500, peopleTexts.siteAddressRequired),
  postcode: postcode(),
  accessNotes: optionalText(1000, peopleTexts.tooLong(peopleTexts.accessNotesLabel, 1000)),
  contactName: required(organisationTexts.siteContactName, 100, peopleTexts.contactNameRequired),
  contactPhone: required(organisationTexts.siteContactPhone, 30, peopleTexts.contactPhoneRequired),
});
export type SiteInput = input<typeof siteSchema>;
export type SiteValues = output<typeof siteSchema>;

/** 'Change role' on one person. */
export const changeRoleSchema = object({
  accountId: uuid(peopleTexts.memberNotFound),
  role: zEnum(ORGANISATION_ROLES, { error: peopleTexts.chooseRole }),
});

/** 'Remove' one person. */
export const removeMemberSchema = object({ accountId: uuid(peopleTexts.memberNotFound) });

/** 'Add to {organisation}' on an earlier booking or contract, with the site it goes under. */
export const addToOrganisationSchema = object({
  kind: zEnum(["booking", "contract"], { error: peopleTexts.notFound }),
  id: uuid(peopleTexts.notFound),
  siteId: uuid(peopleTexts.siteNotFound),
});
export type AddToOrganisationInput = input<typeof addToOrganisationSchema>;

/** An invitation's token: 32 random bytes, base64url (lib/server/secret-token.ts). */
export const invitationTokenSchema = string().check(
  refine((value) => /^[A-Za-z0-9_-]{43}$/.test(value), organisationTexts.invitationNotValid),
);
