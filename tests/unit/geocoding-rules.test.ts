import { describe, expect, it } from "vitest";
import {
  BULK_LOOKUP_LIMIT,
  chunksOf,
  outcodeOf,
  readBulkAnswer,
  readOutcodeAnswer,
} from "@/lib/locations/geocoding-rules";
import { KNOWN_OUTCODES, KNOWN_POSTCODES } from "@/lib/locations/known-postcodes";
import { locationRows } from "@/lib/locations/location-texts";
import { straightLineKm } from "@/lib/routes/route-rules";
import { scheduledJobs } from "../../scripts/lib/job-scheduler";

describe("bulk look-ups", () => {
  it("ask at most 100 postcodes a call, in order, the last call taking the rest", () => {
    const postcodes = Array.from({ length: 250 }, (_, i) => `P${i}`);
    const chunks = chunksOf(postcodes);
    expect(BULK_LOOKUP_LIMIT).toBe(100);
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    expect(chunks.flat()).toEqual(postcodes);
  });

  it("make no call for no postcode, and one for exactly 100", () => {
    expect(chunksOf([])).toEqual([]);
    expect(chunksOf(Array.from({ length: 100 }, (_, i) => i))).toHaveLength(1);
  });

  it("refuse a chunk size that is not a positive whole number", () => {
    expect(() => chunksOf([1], 0)).toThrow(RangeError);
  });
});

describe("the district a postcode falls back to", () => {
  it("is its outward code, however it was typed", () => {
    expect(outcodeOf("DH1 3LE")).toBe("DH1");
    expect(outcodeOf(" dh13le ")).toBe("DH1");
    expect(outcodeOf("SW1A 1AA")).toBe("SW1A");
    expect(outcodeOf("TS18 3TX")).toBe("TS18");
  });

  it("is the code itself when only a district was stored", () => {
    expect(outcodeOf("NE1")).toBe("NE1");
    expect(outcodeOf("dl14")).toBe("DL14");
  });

  it("is none for text that is not a postcode", () => {
    expect(outcodeOf("not a postcode")).toBeNull();
    expect(outcodeOf("")).toBeNull();
  });
});

describe("postcodes.io's answers", () => {
  it("give each query, as sent, its place or null when the postcode is unknown", () => {
    const answer = readBulkAnswer({
      status: 200,
      result: [
        {
          query: "dh1 3le",
          result: { postcode: "DH1 3LE", latitude: 54.7787, longitude: -1.568, outcode: "DH1" },
        },
        { query: "DH1 1AA", result: null },
        // Known, but without a place (as some non-geographic postcodes are).
        { query: "BX1 1LT", result: { postcode: "BX1 1LT", latitude: null, longitude: null } },
      ],
    });
    expect(answer.get("dh1 3le")).toEqual({ lat: 54.7787, lng: -1.568 });
    expect(answer.get("DH1 1AA")).toBeNull();
    expect(answer.get("BX1 1LT")).toBeNull();
  });

  it("give a district's centre, or none", () => {
    expect(
      readOutcodeAnswer({
        status: 200,
        result: { outcode: "DH1", latitude: 54.78, longitude: -1.57 },
      }),
    ).toEqual({ lat: 54.78, lng: -1.57 });
    expect(readOutcodeAnswer({ status: 200, result: null })).toBeNull();
  });

  it("are refused in another shape", () => {
    expect(() => readBulkAnswer({ status: 200, result: "nope" })).toThrow();
    expect(() => readBulkAnswer("<html>")).toThrow();
  });
});

describe("the table of known North East postcodes", () => {
  it("places every postcode within a few kilometres of its district's centre", () => {
    for (const [postcode, place] of Object.entries(KNOWN_POSTCODES)) {
      const centre = KNOWN_OUTCODES[outcodeOf(postcode)!];
      expect(centre, `${postcode}'s district`).toBeDefined();
      expect(straightLineKm(place, centre!), postcode).toBeLessThan(5);
    }
  });
});

describe("the geocoding job", () => {
  it("runs every five minutes under npm start", () => {
    const job = scheduledJobs.find((entry) => entry.path === "/api/jobs/geocoding");
    expect(job?.everyMs).toBe(5 * 60_000);
  });
});

describe("the office's 'Location' row", () => {
  const stop = {
    postcode: "DH1 1AA",
    locatedPostcode: "DH1 1AA",
    latitude: 54.778,
    locationApproximate: true,
  };

  it("flags a stop placed at its district's centre 'Approximate location'", () => {
    expect(locationRows(stop)).toEqual([
      ["Location", "Approximate location (the centre of the postcode district)"],
    ]);
  });

  it("says whether the postcode was located, unknown, or not looked up yet", () => {
    expect(locationRows({ ...stop, locationApproximate: false })).toEqual([
      ["Location", "From the postcode"],
    ]);
    expect(locationRows({ ...stop, latitude: null, locationApproximate: false })).toEqual([
      ["Location", "Postcode not found: no location"],
    ]);
    // Located for the postcode it had before a change: waiting again.
    expect(locationRows({ ...stop, postcode: "DH1 3LE" })).toEqual([
      ["Location", "Not looked up yet"],
    ]);
  });

  it("is left out for a job without a postcode", () => {
    expect(locationRows({ ...stop, postcode: null })).toEqual([]);
  });
});
