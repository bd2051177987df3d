import { describe, expect, it } from "vitest";
import {
  addToOrganisationSchema,
  createOrganisationSchema,
} from "@/lib/organisations/office-customer-schema";
import { officeCustomerTexts } from "@/lib/organisations/office-customer-texts";
import { siteSchema } from "@/lib/organisations/site-schema";

// The office's Customers forms as their actions read them: what is stored (normalised) and what
// is refused, at which field, with which words.

const organisation = {
  name: " Tyne Dental Group ",
  billingAddress: "4 Grey Street",
  postcode: "ne16ee",
  vatNumber: "",
  purchaseOrderRequired: "no",
  administratorEmail: " Priya@TyneDental.example ",
};

const site = {
  name: "Gateshead practice",
  address: "9 High Street, Gateshead",
  postcode: "ne8 1aa",
  contactName: "Kim Front",
  contactPhone: "0191 111 1111",
};

const messageAt = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("Create organisation's form", () => {
  it("stores a normalised postcode, the rule as yes or no, and the address in lower case", () => {
    expect(createOrganisationSchema.parse(organisation)).toEqual({
      name: "Tyne Dental Group",
      billingAddress: "4 Grey Street",
      postcode: "NE1 6EE",
      vatNumber: null,
      purchaseOrderRequired: false,
      administratorEmail: "priya@tynedental.example",
    });
    expect(
      createOrganisationSchema.parse({ ...organisation, purchaseOrderRequired: "yes" })
        .purchaseOrderRequired,
    ).toBe(true);
  });

  it("bills a valid postcode anywhere, and refuses one that is not a postcode", () => {
    expect(createOrganisationSchema.parse({ ...organisation, postcode: "sw1a 1aa" }).postcode).toBe(
      "SW1A 1AA",
    );
    const refused = createOrganisationSchema.safeParse({ ...organisation, postcode: "12345" });
    expect(messageAt(refused, "postcode")).toBe(officeCustomerTexts.postcodeInvalid);
  });

  it("refuses a missing Administrator address or PO rule", () => {
    const { administratorEmail: _, purchaseOrderRequired: __, ...rest } = organisation;
    const refused = createOrganisationSchema.safeParse(rest);
    expect(messageAt(refused, "administratorEmail")).toBe(
      officeCustomerTexts.administratorEmailInvalid,
    );
    expect(messageAt(refused, "purchaseOrderRequired")).toBe(
      officeCustomerTexts.purchaseOrderRuleMissing,
    );
  });
});

describe("a site's form", () => {
  it("takes a covered postcode, normalised, and empty access notes as none", () => {
    expect(siteSchema.parse(site)).toMatchObject({ postcode: "NE8 1AA", accessNotes: null });
  });

  it("refuses a postcode outside the covered area, or no postcode, with the booking form's words", () => {
    expect(messageAt(siteSchema.safeParse({ ...site, postcode: "SW1A 1AA" }), "postcode")).toBe(
      "SW1 is outside our usual area. We will confirm by e-mail whether we can collect.",
    );
    expect(messageAt(siteSchema.safeParse({ ...site, postcode: "" }), "postcode")).toBe(
      "Please enter a valid postcode",
    );
  });
});

describe("Add to organisation's form", () => {
  it("names a booking, contract or invoice and a site by their ids, nothing else", () => {
    const id = "5f0c1a52-43a5-4c8e-9a57-1f7b8c1d2e3f";
    expect(addToOrganisationSchema.safeParse({ record: "booking", id, siteId: id }).success).toBe(
      true,
    );
    expect(
      addToOrganisationSchema.safeParse({ record: "certificate", id, siteId: id }).success,
    ).toBe(false);
    expect(
      messageAt(
        addToOrganisationSchema.safeParse({ record: "invoice", id, siteId: "x" }),
        "siteId",
      ),
    ).toBe(officeCustomerTexts.siteMissing);
  });
});
