import { describe, expect, it } from "vitest";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { destroyedTime, scanVerdict } from "@/lib/custody/scan-rules";

// What a scan at the shredder answers for each seal state.

describe("a scan's verdict", () => {
  it("destroys a collected seal, read however it was typed", () => {
    expect(scanVerdict(" s-000042 ", { state: "collected" }, false)).toEqual({
      kind: "destroy",
      number: 42,
      seal: "S-000042",
    });
  });

  it("refuses a seal only printed, as not collected", () => {
    expect(scanVerdict("S-000042", { state: "issued" }, false)).toEqual({
      kind: "refuse",
      reason: texts.notCollected("S-000042"),
    });
  });

  it("refuses a seal already destroyed", () => {
    expect(scanVerdict("S-000042", { state: "destroyed" }, false)).toEqual({
      kind: "refuse",
      reason: texts.alreadyDestroyed("S-000042"),
    });
  });

  it("refuses a seal never printed with the issue's text", () => {
    expect(scanVerdict("S-000042", null, false)).toEqual({
      kind: "refuse",
      reason: "Seal S-000042 was never issued.",
    });
  });

  it("refuses text that is not a seal number", () => {
    expect(scanVerdict("12345", null, false)).toEqual({
      kind: "refuse",
      reason: texts.notASeal("12345"),
    });
  });

  it("refuses every scan once the run has ended", () => {
    expect(scanVerdict("S-000042", { state: "collected" }, true)).toEqual({
      kind: "refuse",
      reason: texts.runEnded,
    });
  });
});

describe("the time a seal was destroyed", () => {
  const collected = new Date("2026-03-02T09:00:00Z");
  const now = new Date("2026-03-02T15:00:00Z");

  it("is the phone's clock when it is sane", () => {
    const scanned = new Date("2026-03-02T14:00:00Z");
    expect(destroyedTime(scanned, collected, now)).toEqual(scanned);
  });

  it("is never in the future", () => {
    expect(destroyedTime(new Date("2026-03-02T18:00:00Z"), collected, now)).toEqual(now);
  });

  it("is never before the seal was collected", () => {
    expect(destroyedTime(new Date("2026-03-01T18:00:00Z"), collected, now)).toEqual(collected);
  });
});

describe("the run's count", () => {
  it("says how many seals of how many jobs", () => {
    expect(texts.runCount(1, 1)).toBe("1 seal of 1 job");
    expect(texts.runCount(5, 2)).toBe("5 seals of 2 jobs");
  });
});
