import { describe, expect, it } from "vitest";
import { consecutiveRuns, sealListing, timeSpan } from "@/lib/certificates/certificate-seals";

// The seals on a certificate of destruction: one by one while they fit, else ranges of
// consecutive numbers with the earliest and latest times, else as many ranges as fit and the rest
// counted.

const collected = "2026-11-20T10:40:00Z";
const seal = (number: number, destroyedAt = "2026-11-23T11:05:00Z", collectedAt = collected) => ({
  number,
  collectedAt,
  destroyedAt,
});
const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("consecutive runs", () => {
  it("follow the numbers in order and break at every gap", () => {
    const runs = consecutiveRuns([105, 101, 102, 103, 110, 111, 200].map((n) => ({ number: n })));
    expect(runs.map((run) => run.map((s) => s.number))).toEqual([
      [101, 102, 103],
      [105],
      [110, 111],
      [200],
    ]);
  });

  it("of a single seal is that seal, and of none is nothing", () => {
    expect(consecutiveRuns([{ number: 7 }])).toEqual([[{ number: 7 }]]);
    expect(consecutiveRuns([])).toEqual([]);
  });
});

describe("the times of a range", () => {
  it("are one time when every seal shares the minute", () => {
    expect(timeSpan(["2026-11-20T10:40:00Z", "2026-11-20T10:40:30Z"])).toBe("20 Nov 2026, 10:40");
  });

  it("are the earliest to the latest, the day said once when it is the same (London's clock)", () => {
    expect(timeSpan(["2026-11-23T11:42:00Z", "2026-11-23T11:05:00Z"])).toBe(
      "23 Nov 2026, 11:05 to 11:42",
    );
    // Summer: London is an hour ahead of UTC, and 23:30 UTC is the next day there.
    expect(timeSpan(["2026-06-01T08:30:00Z", "2026-06-01T23:30:00Z"])).toBe(
      "1 Jun 2026, 09:30 to 2 Jun 2026, 00:30",
    );
  });
});

describe("the certificate's seal rows", () => {
  it("list one seal with its own times", () => {
    expect(sealListing([seal(101)], 10)).toEqual({
      style: "each",
      complete: true,
      rows: [
        { seal: "S-000101", collected: "20 Nov 2026, 10:40", destroyed: "23 Nov 2026, 11:05" },
      ],
    });
  });

  it("list every seal one by one, in number order, while they fit", () => {
    const listing = sealListing(
      [seal(103, "2026-11-23T11:07:00Z"), seal(101), seal(102, "2026-11-23T11:06:00Z")],
      3,
    );
    expect(listing.style).toBe("each");
    expect(listing.rows).toEqual([
      { seal: "S-000101", collected: "20 Nov 2026, 10:40", destroyed: "23 Nov 2026, 11:05" },
      { seal: "S-000102", collected: "20 Nov 2026, 10:40", destroyed: "23 Nov 2026, 11:06" },
      { seal: "S-000103", collected: "20 Nov 2026, 10:40", destroyed: "23 Nov 2026, 11:07" },
    ]);
  });

  it("turn into ranges at the first seal that does not fit one by one", () => {
    const seals = numbers(101, 148).map((n) =>
      seal(n, `2026-11-23T11:${String(n - 100).padStart(2, "0")}:00Z`),
    );
    expect(sealListing(seals, 48).style).toBe("each");
    expect(sealListing(seals, 48).rows).toHaveLength(48);
    expect(sealListing(seals, 47)).toEqual({
      style: "ranges",
      complete: true,
      rows: [
        {
          seal: "S-000101 to S-000148 (48 seals)",
          collected: "20 Nov 2026, 10:40",
          destroyed: "23 Nov 2026, 11:01 to 11:48",
        },
      ],
    });
  });

  it("keep a gap: the seals either side of it are two ranges, a lone seal its own row", () => {
    const seals = [...numbers(101, 130), 132, ...numbers(140, 169)].map((n) => seal(n));
    expect(seals).toHaveLength(61);
    const listing = sealListing(seals, 20);
    expect(listing.style).toBe("ranges");
    expect(listing.complete).toBe(true);
    expect(listing.rows.map((row) => row.seal)).toEqual([
      "S-000101 to S-000130 (30 seals)",
      "S-000132",
      "S-000140 to S-000169 (30 seals)",
    ]);
    expect(listing.rows[1]).toEqual({
      seal: "S-000132",
      collected: "20 Nov 2026, 10:40",
      destroyed: "23 Nov 2026, 11:05",
    });
  });

  it("call two consecutive seals a range of 2", () => {
    const listing = sealListing([seal(5), seal(6), seal(9)], 2);
    expect(listing.rows.map((row) => row.seal)).toEqual([
      "S-000005 to S-000006 (2 seals)",
      "S-000009",
    ]);
  });

  it("count the rest in the last row when even the ranges do not fit, with their times", () => {
    const seals = [1, 3, 5, 7, 9].map((n) =>
      seal(n, `2026-11-23T11:0${n}:00Z`, `2026-11-2${n === 9 ? 1 : 0}T10:40:00Z`),
    );
    const listing = sealListing(seals, 3);
    expect(listing.complete).toBe(false);
    expect(listing.rows).toEqual([
      { seal: "S-000001", collected: "20 Nov 2026, 10:40", destroyed: "23 Nov 2026, 11:01" },
      { seal: "S-000003", collected: "20 Nov 2026, 10:40", destroyed: "23 Nov 2026, 11:03" },
      {
        seal: "3 more seals, numbered S-000005 to S-000009",
        collected: "20 Nov 2026, 10:40 to 21 Nov 2026, 10:40",
        destroyed: "23 Nov 2026, 11:05 to 11:09",
      },
    ]);
  });

  it("always have at least one row", () => {
    expect(sealListing([seal(1), seal(3)], 0).rows.map((row) => row.seal)).toEqual([
      "2 more seals, numbered S-000001 to S-000003",
    ]);
  });
});
