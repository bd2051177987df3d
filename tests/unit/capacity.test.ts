import { describe, expect, it } from "vitest";
import {
  DEFAULT_CAPACITY,
  placesLeft,
  unavailableDays,
  unavailableReason,
} from "@/lib/bookings/capacity-rules";

describe("capacity per day and service", () => {
  it("starts at 8 collections and 3 on-site visits a day", () => {
    expect(DEFAULT_CAPACITY).toEqual({ collection: 8, onsite: 3 });
  });

  it("counts each booking as one place, whatever its slot, and never goes below zero", () => {
    expect(placesLeft(DEFAULT_CAPACITY, "onsite", 0)).toBe(3);
    expect(placesLeft(DEFAULT_CAPACITY, "onsite", 2)).toBe(1);
    expect(placesLeft(DEFAULT_CAPACITY, "onsite", 3)).toBe(0);
    expect(placesLeft({ collection: 1, onsite: 1 }, "collection", 5)).toBe(0);
  });

  it("marks a day full for the service whose places are taken, not for the other", () => {
    const days = unavailableDays(
      DEFAULT_CAPACITY,
      [],
      [
        { day: "2026-12-01", service: "onsite", count: 3 },
        { day: "2026-12-01", service: "collection", count: 7 },
        { day: "2026-12-02", service: "collection", count: 8 },
      ],
    );
    expect(days).toEqual({
      "2026-12-01": { onsite: { kind: "full" } },
      "2026-12-02": { collection: { kind: "full" } },
    });
  });

  it("closes a day for both services, with the office's reason", () => {
    const days = unavailableDays(
      DEFAULT_CAPACITY,
      [{ day: "2026-12-03", reason: "Training day" }],
      [],
    );
    expect(days["2026-12-03"]).toEqual({
      collection: { kind: "closed", reason: "Training day" },
      onsite: { kind: "closed", reason: "Training day" },
    });
    expect(unavailableReason(days["2026-12-03"]!.onsite!)).toBe("Training day");
    expect(unavailableReason({ kind: "full" })).toBe("Fully booked");
  });
});
