import { describe, expect, it } from "vitest";
import type { SealState } from "@/generated/prisma/enums";
import { canMoveSeal } from "@/lib/custody/seal-states";

const states: SealState[] = ["issued", "collected", "destroyed"];

describe("a seal's state", () => {
  it("moves forward one step at a time: issued to collected to destroyed", () => {
    expect(canMoveSeal("issued", "collected")).toBe(true);
    expect(canMoveSeal("collected", "destroyed")).toBe(true);
  });

  it("refuses every other move: back, skipping a step, or staying", () => {
    const allowed = new Set(["issued>collected", "collected>destroyed"]);
    for (const from of states) {
      for (const to of states) {
        if (!allowed.has(`${from}>${to}`))
          expect(canMoveSeal(from, to), `${from} > ${to}`).toBe(false);
      }
    }
  });
});
