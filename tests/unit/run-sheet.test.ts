import { describe, expect, it } from "vitest";
import { nextWorkingDay } from "@/lib/shared/dates";
import {
  compareStops,
  runSheetMessages,
  runSheetSections,
  whatToCollect,
  type RunSheetStop,
} from "@/lib/routes/run-sheet-rules";

// The run sheet's order: one section per service, stops by postcode district then
// sector so a crew drives an area once, those without a postcode last, ties by slot then reference.

const stop = (fields: Partial<RunSheetStop> & { reference: string }): RunSheetStop => ({
  serviceType: "collection",
  timeSlot: "allday",
  customerName: "Sam",
  companyName: null,
  collectionAddress: null,
  postcode: null,
  customerPhone: null,
  bagQuantity: 1,
  specialRequirements: null,
  contractNumber: null,
  ...fields,
});

const order = (stops: RunSheetStop[]) =>
  runSheetSections(stops).map((section) => [
    section.heading,
    section.stops.map((s) => s.reference),
  ]);

describe("the run sheet's order", () => {
  it("goes by district (DH2 before DH10), then sector, those without a postcode last", () => {
    expect(
      order([
        stop({ reference: "A", postcode: null }),
        stop({ reference: "B", postcode: "DH10 1AA" }),
        stop({ reference: "C", postcode: "DH2 9ZZ" }),
        stop({ reference: "D", postcode: "DH2 1AB" }),
        stop({ reference: "E", postcode: "NE1 4ST" }),
        stop({ reference: "F", postcode: "not a postcode" }),
        stop({ reference: "G", postcode: "DH1 3LE" }),
      ]),
    ).toEqual([["Collection (off-site shredding)", ["G", "D", "C", "B", "E", "A", "F"]]]);
  });

  it("breaks ties in a sector by slot (morning, all day, afternoon), then reference", () => {
    expect(
      order([
        stop({ reference: "NESS-3", postcode: "DH1 3AA", timeSlot: "pm" }),
        stop({ reference: "NESS-2", postcode: "DH1 3ZZ", timeSlot: "allday" }),
        stop({ reference: "NESS-9", postcode: "DH1 3LE", timeSlot: "am" }),
        stop({ reference: "NESS-1", postcode: "DH1 3LE", timeSlot: "allday" }),
        stop({ reference: "NESS-7", timeSlot: "am" }),
        stop({ reference: "NESS-5", timeSlot: "am" }),
      ]),
    ).toEqual([
      [
        "Collection (off-site shredding)",
        ["NESS-9", "NESS-1", "NESS-2", "NESS-3", "NESS-5", "NESS-7"],
      ],
    ]);
  });

  it("has one section per service that has stops, collections first", () => {
    expect(
      order([
        stop({ reference: "O", serviceType: "onsite", postcode: "DH1 1AA" }),
        stop({ reference: "C", serviceType: "collection", postcode: "NE1 1AA" }),
      ]),
    ).toEqual([
      ["Collection (off-site shredding)", ["C"]],
      ["On-site shredding", ["O"]],
    ]);
    expect(order([stop({ reference: "O", serviceType: "onsite" })])).toEqual([
      ["On-site shredding", ["O"]],
    ]);
    expect(runSheetSections([])).toEqual([]);
  });
});

const references = (stops: RunSheetStop[]) => [...stops].sort(compareStops).map((s) => s.reference);

describe("the office's run order", () => {
  it("is the district order while the office has placed nothing", () => {
    expect(
      references([
        stop({ reference: "A", postcode: "NE1 4ST" }),
        stop({ reference: "B", postcode: "DH1 3LE" }),
        stop({ reference: "C", postcode: null }),
      ]),
    ).toEqual(["B", "A", "C"]);
  });

  it("follows the office's positions before the district order", () => {
    expect(
      references([
        stop({ reference: "A", postcode: "DH1 3LE", runPosition: 3 }),
        stop({ reference: "B", postcode: "NE1 4ST", runPosition: 1 }),
        stop({ reference: "C", postcode: null, runPosition: 2 }),
      ]),
    ).toEqual(["B", "C", "A"]);
  });

  it("puts jobs the office has not placed after the placed ones, in district order", () => {
    expect(
      references([
        stop({ reference: "NEW-NE", postcode: "NE1 4ST", runPosition: null }),
        stop({ reference: "PLACED-2", postcode: "NE9 1AA", runPosition: 2 }),
        stop({ reference: "NEW-DH", postcode: "DH1 3LE" }),
        stop({ reference: "PLACED-1", postcode: "SR1 1AA", runPosition: 1 }),
      ]),
    ).toEqual(["PLACED-1", "PLACED-2", "NEW-DH", "NEW-NE"]);
  });

  it("keeps the day's order within each service section of the run sheet", () => {
    const sections = runSheetSections([
      stop({ reference: "C1", postcode: "DH1 3LE", runPosition: 3 }),
      stop({ reference: "O1", serviceType: "onsite", postcode: "NE1 1AA", runPosition: 1 }),
      stop({ reference: "C2", postcode: "SR1 1AA", runPosition: 2 }),
    ]);
    expect(sections.map((s) => s.stops.map((x) => x.reference))).toEqual([["C2", "C1"], ["O1"]]);
  });
});

describe("the run sheet's texts", () => {
  it("says what to collect: bags or boxes, or a contract's containers and number", () => {
    expect(whatToCollect({ bagQuantity: 1, contractNumber: null })).toBe("1 bag or box");
    expect(whatToCollect({ bagQuantity: 4, contractNumber: null })).toBe("4 bags or boxes");
    expect(whatToCollect({ bagQuantity: 3, contractNumber: "CON-000001" })).toBe(
      "3 lockable consoles/containers (contract CON-000001)",
    );
  });

  it("names the file by the day and offers the next working day", () => {
    expect(runSheetMessages.fileName("2026-11-26")).toBe("run-sheet-2026-11-26.pdf");
    expect(nextWorkingDay("2026-11-25")).toBe("2026-11-26");
    expect(nextWorkingDay("2026-11-27")).toBe("2026-11-30");
    expect(nextWorkingDay("2026-12-24")).toBe("2026-12-29");
  });
});
