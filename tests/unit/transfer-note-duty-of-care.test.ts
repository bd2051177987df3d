import { describe, expect, it } from "vitest";
import { newContractSchema } from "@/lib/contracts/contract-schema";
import { isSicCode, normaliseSicCode } from "@/lib/contracts/sic-code";
import {
  estimatedYearlyQuantity,
  visitNeedsSignedNote,
  VISITS_A_YEAR,
  WASTE_HIERARCHY_DECLARATION,
} from "@/lib/contracts/transfer-note-rules";
import {
  signTransferNoteSchema,
  transferNoteSignatureSchema,
} from "@/lib/contracts/transfer-note-schema";

// What the duty of care asks of the annual waste transfer note, as pure rules: the
// producer's SIC code, the waste hierarchy declaration, the yearly quantity, and which visit the
// crew must see flagged while the note is unsigned.

describe("the producer's SIC code", () => {
  it("accepts five digits in a UK SIC 2007 division, spaces ignored", () => {
    for (const code of ["86210", "01110", "69201", "99999", "86 210", " 47110 "]) {
      expect(isSicCode(code), code).toBe(true);
    }
    expect(normaliseSicCode(" 86 210 ")).toBe("86210");
  });

  it("refuses other lengths, letters and divisions SIC 2007 does not have", () => {
    for (const code of [
      "",
      "8621",
      "862100",
      "8621O",
      "86-21",
      "04100",
      "40100",
      "89000",
      "00000",
    ]) {
      expect(isSicCode(code), code).toBe(false);
    }
  });

  it("is optional on the office's New contract form but checked when given", () => {
    const contract = {
      customer_name: "Dana Contract",
      company_name: "Acme Surgery",
      customer_email: "dana@acme.example",
      customer_phone: "0191 000 0000",
      site_address: "1 High Street, Durham",
      postcode: "DH1 3LE",
      service: "console_emptying",
      containers: "2",
      frequency: "weekly",
      start_day: "2030-01-07",
      price: "40",
      invoicing: "per_visit",
    };
    expect(newContractSchema.parse(contract).sic_code).toBe("");
    expect(newContractSchema.parse({ ...contract, sic_code: "86 210" }).sic_code).toBe("86210");
    const wrong = newContractSchema.safeParse({ ...contract, sic_code: "8621" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ["sic_code"],
      message: "Please give a 5-digit UK SIC 2007 code, e.g. 86210",
    });
  });
});

describe("signing the note", () => {
  const signature = {
    signed_name: "Dana Contract",
    sic_code: "86210",
    confirm: true,
    hierarchy: true,
  };

  it("needs the waste hierarchy declaration ticked", () => {
    expect(transferNoteSignatureSchema.safeParse(signature).success).toBe(true);
    for (const hierarchy of [false, undefined, "true"]) {
      const refused = transferNoteSignatureSchema.safeParse({ ...signature, hierarchy });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues).toEqual([
        expect.objectContaining({
          path: ["hierarchy"],
          message: "Please confirm that you have applied the waste management hierarchy",
        }),
      ]);
    }
  });

  it("needs a valid SIC code, which the customer may correct", () => {
    const request = { ...signature, contract: "token", year: "2030" };
    expect(signTransferNoteSchema.parse({ ...request, sic_code: " 69 201" }).sic_code).toBe(
      "69201",
    );
    for (const sic_code of ["", "123", "40100"]) {
      const refused = signTransferNoteSchema.safeParse({ ...request, sic_code });
      expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["sic_code"]]);
    }
  });

  it("declares in the words of Regulation 12", () => {
    expect(WASTE_HIERARCHY_DECLARATION).toBe(
      "I confirm that I have applied the waste management hierarchy as required by Regulation 12 of the Waste (England and Wales) Regulations 2011.",
    );
  });
});

describe("the quantity estimated for the year", () => {
  it("is the containers times the visits a year, in the service's units", () => {
    expect(estimatedYearlyQuantity("console_emptying", 2, "weekly")).toEqual({
      count: 104,
      text: "Estimated 104 console emptyings a year (2 lockable consoles/containers, weekly: 52 visits a year)",
    });
    expect(estimatedYearlyQuantity("offsite_collection", 3, "fortnightly").text).toBe(
      "Estimated 78 container collections a year (3 lockable consoles/containers, fortnightly: 26 visits a year)",
    );
    expect(estimatedYearlyQuantity("onsite_shredding", 1, "quarterly").count).toBe(4);
    expect(estimatedYearlyQuantity("console_emptying", 5, "every_4_weeks").count).toBe(65);
    expect(estimatedYearlyQuantity("console_emptying", 1, "monthly").text).toContain(
      "12 console emptyings a year",
    );
    expect(VISITS_A_YEAR).toEqual({
      weekly: 52,
      fortnightly: 26,
      every_4_weeks: 13,
      monthly: 12,
      quarterly: 4,
    });
  });
});

describe("which visit shows 'Waste transfer note unsigned'", () => {
  it("is the first visit of the note's period while the note is unsigned", () => {
    const first = "2031-01-06";
    expect(
      visitNeedsSignedNote({ day: first, firstVisitDayOfPeriod: first, noteSigned: false }),
    ).toBe(true);
  });

  it("is not a later visit of the period, nor any visit once the note is signed", () => {
    expect(
      visitNeedsSignedNote({
        day: "2031-01-13",
        firstVisitDayOfPeriod: "2031-01-06",
        noteSigned: false,
      }),
    ).toBe(false);
    expect(
      visitNeedsSignedNote({
        day: "2031-01-06",
        firstVisitDayOfPeriod: "2031-01-06",
        noteSigned: true,
      }),
    ).toBe(false);
    expect(
      visitNeedsSignedNote({ day: "2031-01-06", firstVisitDayOfPeriod: null, noteSigned: false }),
    ).toBe(false);
  });
});
