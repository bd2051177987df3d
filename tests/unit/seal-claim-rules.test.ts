import { describe, expect, it } from "vitest";
import { addedSeals, judgeSeal, sealsOfText, type SealRow } from "@/lib/custody/seal-claim-rules";

// Which seal may go on a job at collection, and the exact message for each that may not.

const job = "11111111-1111-1111-1111-111111111111";
const other = "22222222-2222-2222-2222-222222222222";
const row = (state: SealRow["state"], bookingId: string | null = null): SealRow => ({
  number: 42,
  state,
  bookingId,
  reference: bookingId === other ? "NESS-OTHER1" : bookingId ? "NESS-THIS01" : null,
});

describe("a seal at collection", () => {
  it("is claimed when it was printed and not yet used", () => {
    expect(judgeSeal("s-000042 ", row("issued"), job)).toEqual({ kind: "claim", number: 42 });
  });

  it("is refused as never issued when no such seal was printed", () => {
    expect(judgeSeal("S-000042", null, job)).toEqual({
      kind: "refused",
      message: "Seal S-000042 was never issued.",
    });
  });

  it("is refused as never issued when it is not a seal number at all, named as typed", () => {
    expect(judgeSeal("seal-a1", null, job)).toEqual({
      kind: "refused",
      message: "Seal SEAL-A1 was never issued.",
    });
  });

  it("is refused naming the job it is already on, collected or destroyed", () => {
    for (const state of ["collected", "destroyed"] as const) {
      expect(judgeSeal("S-000042", row(state, other), job)).toEqual({
        kind: "refused",
        message: "Seal S-000042 is already on NESS-OTHER1.",
      });
    }
  });

  it("is left as it is when it is already collected on this job", () => {
    expect(judgeSeal("S-000042", row("collected", job), job)).toEqual({ kind: "ours", number: 42 });
  });

  it("on this job but destroyed is not collected again", () => {
    expect(judgeSeal("S-000042", row("destroyed", job), job).kind).toBe("refused");
  });
});

describe("the office's seal field", () => {
  it("lists the seals typed between commas, semicolons and spaces", () => {
    expect(sealsOfText(" S-000001, S-000002;S-000003  S-000004 ")).toEqual([
      "S-000001",
      "S-000002",
      "S-000003",
      "S-000004",
    ]);
    expect(sealsOfText(null)).toEqual([]);
  });

  it("a correction checks only the seals it adds, so a job's older typed seals stay as text", () => {
    expect(addedSeals("SEAL-A1, S-000001", "seal-a1, S-000001, S-000002")).toEqual(["S-000002"]);
    expect(addedSeals(null, "S-000001")).toEqual(["S-000001"]);
  });
});
