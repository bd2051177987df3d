import { describe, expect, it } from "vitest";
import { byRunPosition, canMove, moveInOrder, positionsOf } from "@/lib/routes/run-order";

// The office's run order: its positions first, then the run sheet's district order
// (the sort itself is in run-sheet.test.ts); Move up / Move down swap a job with its neighbour and stop at the ends; the positions written
// are the day's whole order, 1 to n.

describe("the office's positions", () => {
  it("come first, in order, before jobs not yet placed; unplaced jobs tie for the district order", () => {
    expect(byRunPosition({ runPosition: 1 }, { runPosition: 2 })).toBeLessThan(0);
    expect(byRunPosition({ runPosition: 3 }, { runPosition: 2 })).toBeGreaterThan(0);
    expect(byRunPosition({ runPosition: 9 }, { runPosition: null })).toBeLessThan(0);
    expect(byRunPosition({}, { runPosition: 1 })).toBeGreaterThan(0);
    expect(byRunPosition({ runPosition: null }, { runPosition: undefined })).toBe(0);
  });
});

describe("Move up and Move down", () => {
  const day = ["A", "B", "C", "D"];

  it("swap the job with the one before or after it", () => {
    expect(moveInOrder(day, 2, "up")).toEqual(["A", "C", "B", "D"]);
    expect(moveInOrder(day, 1, "down")).toEqual(["A", "C", "B", "D"]);
    expect(moveInOrder(day, 0, "down")).toEqual(["B", "A", "C", "D"]);
    expect(moveInOrder(day, 3, "up")).toEqual(["A", "B", "D", "C"]);
    expect(day).toEqual(["A", "B", "C", "D"]);
  });

  it("stop at the ends: the first cannot move up, the last cannot move down", () => {
    expect(moveInOrder(day, 0, "up")).toBeNull();
    expect(moveInOrder(day, 3, "down")).toBeNull();
    expect(moveInOrder(["A"], 0, "up")).toBeNull();
    expect(moveInOrder(["A"], 0, "down")).toBeNull();
    expect([canMove(0, 4, "up"), canMove(0, 4, "down")]).toEqual([false, true]);
    expect([canMove(3, 4, "up"), canMove(3, 4, "down")]).toEqual([true, false]);
    expect([canMove(0, 1, "up"), canMove(0, 1, "down")]).toEqual([false, false]);
    expect(canMove(4, 4, "up")).toBe(false);
  });

  it("write the whole day's order as positions 1 to n", () => {
    const moved = moveInOrder([{ id: "a" }, { id: "b" }, { id: "c" }], 2, "up")!;
    expect(positionsOf(moved)).toEqual([
      { id: "a", runPosition: 1 },
      { id: "c", runPosition: 2 },
      { id: "b", runPosition: 3 },
    ]);
  });
});
