import { describe, expect, it } from "vitest";
import {
  addToOrganisationSchema,
  invitationSchema,
  isFullPostcode,
  organisationSchema,
  siteSchema,
} from "@/lib/organisations/organisation-schema";
import { peopleTexts } from "@/lib/organisations/people-texts";
import { isUkVatNumber, normaliseVatNumber } from "@/lib/organisations/vat-number-rules";
import { INVALID_POSTCODE } from "@/lib/shared/postcode-check";

// The organisation's forms as the browser and the server both check them: a UK VAT number
// (loosely), a full postcode, a Booker's sites, and the ids Add to {organisation} takes.

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("a UK VAT number", () => {
  it("is GB and 9 or 12 digits, spaces and case ignored, stored compact", () => {
    expect(normaliseVatNumber("GB 123 4567 89")).toBe("GB123456789");
    expect(normaliseVatNumber(" gb123456789012 ")).toBe("GB123456789012");
  });

  it("is refused with any other shape", () => {
    for (const bad of ["123456789", "GB12345678", "GB1234567890", "FR12345678901", "GB12345678X"]) {
      expect(isUkVatNumber(bad), bad).toBe(false);
    }
  });
});

describe("the set-up and settings form", () => {
  const valid = {
    name: "Quayside Law LLP",
    billingAddress: "1 Quayside",
    postcode: "NE1 3DX",
    vatNumber: "",
    purchaseOrderRequired: "no",
  };

  it("takes an organisation without a VAT number", () => {
    expect(organisationSchema.safeParse(valid).success).toBe(true);
  });

  it("says what is wrong with each field", () => {
    const result = organisationSchema.safeParse({
      name: " ",
      billingAddress: "",
      postcode: "NE1",
      vatNumber: "GB 12",
      purchaseOrderRequired: "maybe",
    });
    expect(messagesOf(result)).toEqual([
      "Enter your organisation's name.",
      "Enter the billing address.",
      INVALID_POSTCODE,
      peopleTexts.vatInvalid,
      peopleTexts.choosePurchaseOrderRule,
    ]);
  });

  it("wants a full postcode: an outward code alone is not an address", () => {
    expect(isFullPostcode("dh1 3le")).toBe(true);
    expect(isFullPostcode("DH1")).toBe(false);
    expect(isFullPostcode("DH1 3")).toBe(false);
  });
});

describe("the invitation form", () => {
  const invite = { email: "sam@example.com", role: "booker", sites: "chosen", siteIds: [] };

  it("takes a Booker's chosen sites as ids only", () => {
    const site = "5b2f9a0e-3c1d-4e5f-8a9b-0c1d2e3f4a5b";
    expect(invitationSchema.safeParse({ ...invite, siteIds: [site] }).success).toBe(true);
    expect(messagesOf(invitationSchema.safeParse({ ...invite, siteIds: ["Head office"] }))).toEqual(
      [peopleTexts.siteNotFound],
    );
  });

  it("refuses a role that does not exist", () => {
    expect(
      messagesOf(invitationSchema.safeParse({ ...invite, role: "owner", sites: "all" })),
    ).toEqual([peopleTexts.chooseRole]);
  });
});

describe("the site form and Add to {organisation}", () => {
  it("requires a site's contact", () => {
    const result = siteSchema.safeParse({
      name: "Store",
      address: "Unit 4",
      postcode: "NE11 0SR",
      contactName: "",
      contactPhone: "",
    });
    expect(messagesOf(result)).toEqual([
      peopleTexts.contactNameRequired,
      peopleTexts.contactPhoneRequired,
    ]);
  });

  it("takes only ids, never a free-form reference", () => {
    const id = "5b2f9a0e-3c1d-4e5f-8a9b-0c1d2e3f4a5b";
    expect(addToOrganisationSchema.safeParse({ kind: "booking", id, siteId: id }).success).toBe(
      true,
    );
    expect(
      addToOrganisationSchema.safeParse({ kind: "invoice", id: "NESS-ABC", siteId: id }).success,
    ).toBe(false);
  });
});
