import { describe, expect, it } from "vitest";
import {
  contractStop,
  extraCollectionRefusal,
  extraCollectionsOffered,
  extrasLimitRefusal,
  MAX_OPEN_EXTRAS,
  stopRefusal,
  stopSummary,
  visitsCancelledBy,
} from "@/lib/contracts/contract-stop";
import { contractPauseSchema } from "@/lib/contracts/contract-office-schema";
import { site } from "@/lib/shared/site";

// A contract that ends or pauses: the days it covers, which visits that cancels, the
// refusal of a customer's move or extra collection onto them, and the limit of open extras.

const today = "2026-11-25";
const paused = (until: string | null) =>
  contractStop({ status: "paused", statusFrom: "2026-12-14", pausedUntil: until }, today);
const ended = contractStop({ status: "ended", statusFrom: "2026-12-21", pausedUntil: null }, today);

describe("the refusal of a move or an extra collection onto a paused or ended day", () => {
  it("names the pause's last day, as the contract page writes days", () => {
    expect(stopRefusal(paused("2027-01-08"), "2026-12-16")).toBe(
      "This contract is paused until Friday 8 January 2027.",
    );
  });

  it("says only that it is paused when the pause has no last day", () => {
    expect(stopRefusal(paused(null), "2027-03-01")).toBe("This contract is paused.");
  });

  it("refuses the pause's first and last days, and nothing before or after them", () => {
    const pause = paused("2027-01-08");
    expect(stopRefusal(pause, "2026-12-14")).not.toBeNull();
    expect(stopRefusal(pause, "2027-01-08")).not.toBeNull();
    expect(stopRefusal(pause, "2026-12-11")).toBeNull();
    expect(stopRefusal(pause, "2027-01-11")).toBeNull();
  });

  it("refuses a day on or after a coming end with the day it ends", () => {
    expect(stopRefusal(ended, "2026-12-21")).toBe("This contract ends on Monday 21 December 2026.");
    expect(stopRefusal(ended, "2026-12-18")).toBeNull();
  });

  it("refuses nothing once a pause's last day has passed, nor for an active contract", () => {
    const over = contractStop(
      { status: "paused", statusFrom: "2026-11-02", pausedUntil: "2026-11-20" },
      today,
    );
    expect(over).toBeNull();
    expect(stopRefusal(over, "2026-12-01")).toBeNull();
    expect(
      contractStop({ status: "active", statusFrom: null, pausedUntil: null }, today),
    ).toBeNull();
  });
});

describe("the customer page's status line", () => {
  it("names the pause's days, or the day the contract ends", () => {
    expect(stopSummary(paused("2027-01-08")!)).toBe(
      "Paused from Monday 14 December 2026 until Friday 8 January 2027",
    );
    expect(stopSummary(paused(null)!)).toBe("Paused from Monday 14 December 2026");
    expect(stopSummary(ended!)).toBe("Ends on Monday 21 December 2026");
  });
});

describe("the visits an end or a pause cancels", () => {
  const visits = [
    { id: "inside", day: "2026-12-15", status: "confirmed" as const },
    { id: "before", day: "2026-12-11", status: "confirmed" as const },
    { id: "first", day: "2026-12-14", status: "confirmed" as const },
    { id: "extra", day: "2026-12-16", status: "requested" as const },
    { id: "collected", day: "2026-12-17", status: "collected" as const },
    { id: "cancelled", day: "2026-12-18", status: "cancelled" as const },
    { id: "last", day: "2027-01-08", status: "confirmed" as const },
    { id: "after", day: "2027-01-11", status: "confirmed" as const },
  ];

  it("cancels every visit not yet collected on a day within the pause, its first and last included", () => {
    const ids = visitsCancelledBy(paused("2027-01-08"), visits, today).map((v) => v.id);
    expect(ids).toEqual(["inside", "first", "extra", "last"]);
  });

  it("cancels every visit not yet collected from the end's day on", () => {
    const ids = visitsCancelledBy(ended, visits, today).map((v) => v.id);
    expect(ids).toEqual(["last", "after"]);
  });

  it("leaves a day before today alone (the past is not rewritten)", () => {
    const ids = visitsCancelledBy(paused(null), visits, "2026-12-16").map((v) => v.id);
    expect(ids).toEqual(["extra", "last", "after"]);
  });
});

describe("the office's pause", () => {
  it("takes an optional last day, not before its first", () => {
    expect(contractPauseSchema.parse({ from_day: "2026-12-14", until_day: "" })).toEqual({
      from_day: "2026-12-14",
      until_day: null,
    });
    const early = contractPauseSchema.safeParse({
      from_day: "2026-12-14",
      until_day: "2026-12-11",
    });
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]).toMatchObject({
      path: ["until_day"],
      message: "The pause cannot end before it starts",
    });
  });
});

describe("the limit of open extra collections", () => {
  it("allows up to three open at once", () => {
    expect(MAX_OPEN_EXTRAS).toBe(3);
    expect(extrasLimitRefusal(0)).toBeNull();
    expect(extrasLimitRefusal(2)).toBeNull();
  });

  it("refuses the fourth with the office's number", () => {
    expect(extrasLimitRefusal(3)).toBe(
      `You already have 3 extra collections booked. Please call us on ${site.phone.display} for more.`,
    );
  });
});

describe("Request an extra collection on the customer's page", () => {
  it("is offered while the contract runs, and before or around a pause that has a last day", () => {
    expect(extraCollectionsOffered(null, today)).toBe(true);
    expect(extraCollectionsOffered(paused("2027-01-08"), today)).toBe(true);
    // A pause with no last day that has not begun leaves the days before it.
    expect(extraCollectionsOffered(paused(null), today)).toBe(true);
  });

  it("is not offered once the contract's end is set, even before the day it ends", () => {
    expect(extraCollectionsOffered(ended, today)).toBe(false);
  });

  it("is not offered while a pause with no last day runs", () => {
    expect(extraCollectionsOffered(paused(null), "2026-12-14")).toBe(false);
  });

  it("an ending contract refuses an extra collection on any day, naming the day it ends", () => {
    expect(extraCollectionRefusal(ended, "2026-12-18")).toBe(
      "This contract ends on Monday 21 December 2026.",
    );
    expect(extraCollectionRefusal(paused("2027-01-08"), "2026-12-11")).toBeNull();
    expect(extraCollectionRefusal(null, "2026-12-11")).toBeNull();
  });
});
