import { describe, expect, it } from "vitest";
import { visitChangeOf, visitUndoable, visitUndoMessages } from "@/lib/contracts/visit-undo-rules";

// A contract visit's skip or move as the lists show it, and until when Undo is open.
// Fixed clocks, so nothing runs out.

const skipped = [{ originalDay: "2026-12-07", kind: "skipped" }] as const;
const moved = [{ originalDay: "2026-12-07", kind: "moved", day: "2026-12-09" }] as const;

describe("what the list says of a visit", () => {
  it("says Skipped for a cancelled visit whose day is excepted", () => {
    const visit = { status: "cancelled", day: "2026-12-07", originalDay: "2026-12-07" } as const;
    expect(visitChangeOf(visit, skipped)).toEqual({ kind: "skipped", restoreDay: "2026-12-07" });
    expect(visitUndoMessages.skipped).toBe("Skipped");
  });

  it("says Moved from its planned day for a visit moved elsewhere", () => {
    const visit = { status: "confirmed", day: "2026-12-09", originalDay: "2026-12-07" } as const;
    const change = visitChangeOf(visit, moved);
    expect(change).toEqual({ kind: "moved", restoreDay: "2026-12-07" });
    expect(visitUndoMessages.movedFrom(change!.restoreDay)).toBe(
      "Moved from Monday 7 December 2026",
    );
  });

  it("brings a visit planned on a bank holiday back to the next working day", () => {
    const visit = { status: "cancelled", day: "2026-12-29", originalDay: "2026-12-28" } as const;
    const change = visitChangeOf(visit, [{ originalDay: "2026-12-28", kind: "skipped" }]);
    expect(change).toEqual({ kind: "skipped", restoreDay: "2026-12-29" });
  });

  it("says nothing of an extra collection, an unchanged visit or one cancelled by the schedule", () => {
    const extra = { status: "cancelled", day: "2026-12-07", originalDay: null } as const;
    expect(visitChangeOf(extra, skipped)).toBeNull();
    const plain = { status: "confirmed", day: "2026-12-07", originalDay: "2026-12-07" } as const;
    expect(visitChangeOf(plain, [])).toBeNull();
    expect(visitChangeOf({ ...plain, status: "cancelled" }, moved)).toBeNull();
  });
});

describe("until when Undo is open", () => {
  const skip = { kind: "skipped", restoreDay: "2026-12-07" } as const;
  const move = { kind: "moved", restoreDay: "2026-12-09" } as const;

  it("closes a skip's Undo at 17:00 London on the working day before its day", () => {
    expect(visitUndoable(skip, { day: "2026-12-07" }, new Date("2026-12-04T16:59:00Z"))).toBe(true);
    expect(visitUndoable(skip, { day: "2026-12-07" }, new Date("2026-12-04T17:00:00Z"))).toBe(
      false,
    );
  });

  it("closes a move's Undo at the earlier cut-off of the two days it touches", () => {
    // Moved from Wednesday 9 to Monday 7 December: Monday's cut-off (Friday 17:00) comes first.
    expect(visitUndoable(move, { day: "2026-12-07" }, new Date("2026-12-04T16:00:00Z"))).toBe(true);
    expect(visitUndoable(move, { day: "2026-12-07" }, new Date("2026-12-04T17:00:00Z"))).toBe(
      false,
    );
  });
});
