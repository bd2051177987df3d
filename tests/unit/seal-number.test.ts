import { describe, expect, it } from "vitest";
import { formatSeal, parseSeal } from "@/lib/shared/seal-number";

describe("seal numbers", () => {
  it("print as S- and six digits, and read back", () => {
    expect(formatSeal(1)).toBe("S-000001");
    expect(formatSeal(1_234_567)).toBe("S-1234567");
    expect(parseSeal(" s-000042 ")).toBe(42);
    expect(parseSeal(formatSeal(999_999))).toBe(999_999);
  });

  it("are not whatever was typed", () => {
    for (const text of ["", "S-", "S-12", "000042", "S-000000", "SEAL-A1", "S-00004x"]) {
      expect(parseSeal(text)).toBeNull();
    }
  });
});
