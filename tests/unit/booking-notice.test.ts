import { describe, expect, it } from "vitest";
import { bookability, earliestBookableDay, unavailableMessages } from "@/lib/shared/dates";
import { changeableOnline } from "@/lib/bookings/lifecycle-rules";
import { priceBooking } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";

// Online bookings need a working day's notice: the earliest day is the next working day, or the
// one after from 17:00 London time (the cut-off for changes). Fixed clocks, so nothing runs out.

const at = (iso: string) => new Date(iso);

describe("a working day's notice for online bookings", () => {
  it("refuses today's slots at 08:08 on a Monday morning (the reported case)", () => {
    const now = at("2026-11-23T08:08:00Z"); // Monday, GMT
    expect(bookability("2026-11-23", now)).toBe("too-soon");
    expect(
      priceBooking({ service: "collection", bags: 1, slot: "am", day: "2026-11-23" }, now),
    ).toMatchObject({ available: false, reason: "too-soon" });
    expect(earliestBookableDay(now)).toBe("2026-11-24");
  });

  it("takes the next working day until 16:59 London time and the one after from 17:00 (GMT)", () => {
    expect(earliestBookableDay(at("2026-11-23T16:59:59Z"))).toBe("2026-11-24");
    expect(earliestBookableDay(at("2026-11-23T17:00:00Z"))).toBe("2026-11-25");
    expect(bookability("2026-11-24", at("2026-11-23T17:00:00Z"))).toBe("too-soon");
  });

  it("uses London's 17:00 in summer (BST), an hour before UTC's", () => {
    // Wednesday 15 July 2026: 16:59 BST is 15:59 UTC.
    expect(earliestBookableDay(at("2026-07-15T15:59:00Z"))).toBe("2026-07-16");
    expect(earliestBookableDay(at("2026-07-15T16:00:00Z"))).toBe("2026-07-17");
  });

  it("moves a Friday evening's earliest day past Monday, and the weekend's too", () => {
    expect(earliestBookableDay(at("2026-11-27T16:30:00Z"))).toBe("2026-11-30"); // Fri 16:30
    expect(earliestBookableDay(at("2026-11-27T18:00:00Z"))).toBe("2026-12-01"); // Fri 18:00
    expect(earliestBookableDay(at("2026-11-28T10:00:00Z"))).toBe("2026-12-01"); // Saturday
    expect(earliestBookableDay(at("2026-11-29T20:00:00Z"))).toBe("2026-12-01"); // Sunday
  });

  it("skips bank holidays (Christmas, Easter) as it skips weekends", () => {
    // Thursday 24 December 2026: 25th and 28th (Boxing Day substitute) are bank holidays.
    expect(earliestBookableDay(at("2026-12-24T10:00:00Z"))).toBe("2026-12-29");
    expect(earliestBookableDay(at("2026-12-24T17:30:00Z"))).toBe("2026-12-30");
    // Thursday 25 March 2027, BST not yet: Good Friday 26th, Easter Monday 29th.
    expect(earliestBookableDay(at("2027-03-25T12:00:00Z"))).toBe("2027-03-30");
  });

  it("crosses the clock change correctly (last Sunday of March 2027)", () => {
    // Friday 26 March 2027 is Good Friday; Thursday 25 March 17:00 GMT closes Tuesday 30th.
    expect(earliestBookableDay(at("2027-03-25T16:59:00Z"))).toBe("2027-03-30");
    expect(earliestBookableDay(at("2027-03-25T17:00:00Z"))).toBe("2027-03-31");
  });

  it("gives every online booking time to be changed online", () => {
    for (const iso of ["2026-11-23T08:08:00Z", "2026-11-27T18:00:00Z", "2026-12-24T10:00:00Z"]) {
      const now = at(iso);
      const day = earliestBookableDay(now);
      expect(changeableOnline({ status: "requested", day }, now), iso).toBe(true);
    }
  });

  it("tells a stale form to call for anything sooner", () => {
    expect(unavailableMessages["too-soon"]).toBe(
      `Online bookings need a working day's notice. For sooner, please call us on ${site.phone.display}.`,
    );
  });
});
