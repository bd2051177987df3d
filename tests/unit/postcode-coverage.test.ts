import { describe, expect, it } from "vitest";
import { areas } from "@/lib/content/areas";
import { coverageMessage } from "@/lib/shared/postcode-check";
import {
  checkCoverage as checkPostcode,
  coverageTable,
  districtsOf,
} from "@/lib/content/postcode-coverage";

describe("the districts an area's coverage text names", () => {
  it.each([
    ["SR1-SR6", ["SR1", "SR2", "SR3", "SR4", "SR5", "SR6"]],
    ["NE8", ["NE8"]],
    ["TS10 to TS13", ["TS10", "TS11", "TS12", "TS13"]],
    [
      "TS16 to TS23 (full borough)",
      ["TS16", "TS17", "TS18", "TS19", "TS20", "TS21", "TS22", "TS23"],
    ],
  ])("reads %j", (written, districts) => expect(districtsOf(written)).toEqual(districts));
});

describe("postcode coverage", () => {
  it("covers every district of every area, each with a town that lists it", () => {
    for (const area of areas) {
      for (const district of area.postcodes.flatMap(districtsOf)) {
        const coverage = checkPostcode(`${district} 1AA`);
        expect(coverage.status, district).toBe("covered");
        const town = areas.find((a) => a.slug === coverageTable[district]!.slug)!;
        expect(town.postcodes.flatMap(districtsOf), `${district} in ${town.name}`).toContain(
          district,
        );
      }
    }
    expect(Object.keys(coverageTable).length).toBeGreaterThanOrEqual(60);
  });

  it("names the more local town where two areas list a district", () => {
    expect(coverageMessage(checkPostcode("DH3 3AB"))).toBe("We cover Chester-le-Street");
    expect(coverageMessage(checkPostcode("DH1 3LE"))).toBe("We cover Durham");
    expect(coverageMessage(checkPostcode("ne1 4st"))).toBe("We cover Newcastle upon Tyne");
  });

  it("normalises what the visitor typed", () => {
    expect(checkPostcode("  sr1   1aa ")).toMatchObject({ status: "covered", postcode: "SR1 1AA" });
    expect(checkPostcode("NE1")).toMatchObject({ status: "covered", district: "NE1" });
  });

  it("says a valid postcode elsewhere is outside the usual area, by its district", () => {
    // The district as postcodes define it: SW1A 2AA is in district SW1 (sub-district SW1A).
    expect(coverageMessage(checkPostcode("SW1A 2AA"))).toBe(
      "SW1 is outside our usual area. We will confirm by e-mail whether we can collect.",
    );
    expect(coverageMessage(checkPostcode("YO1 7HH"))).toBe(
      "YO1 is outside our usual area. We will confirm by e-mail whether we can collect.",
    );
  });

  it.each(["", "hello", "NE1 4", "12345", "ZZ99 9ZZZ"])("refuses %j as invalid", (input) => {
    expect(coverageMessage(checkPostcode(input))).toBe("Please enter a valid postcode");
  });
});
