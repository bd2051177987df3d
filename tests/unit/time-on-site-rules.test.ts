import { describe, expect, it } from "vitest";
import { MAX_TIME_ON_SITE_SECONDS, timeOnSiteSeconds } from "@/lib/crew/time-on-site-rules";
import { durationText } from "@/lib/crew/time-on-site-texts";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, 0) + minutes * 60_000);

describe("the time on site", () => {
  it("is the seconds from Arrived to Collected", () => {
    expect(timeOnSiteSeconds(at(0), at(24))).toBe(1440);
    expect(timeOnSiteSeconds(at(0), at(0))).toBe(0);
  });

  it("is not stored when Collected comes before Arrived", () => {
    expect(timeOnSiteSeconds(at(10), at(9))).toBeNull();
  });

  it("is not stored beyond 12 hours (a forgotten Arrived or a phone's clock)", () => {
    expect(timeOnSiteSeconds(at(0), at(12 * 60))).toBe(MAX_TIME_ON_SITE_SECONDS);
    expect(timeOnSiteSeconds(at(0), at(12 * 60 + 1))).toBeNull();
  });
});

describe("a duration in words", () => {
  it("says minutes, hours and minutes, or less than a minute", () => {
    expect(durationText(1440)).toBe("24 minutes");
    expect(durationText(60)).toBe("1 minute");
    expect(durationText(20)).toBe("less than a minute");
    expect(durationText(3600)).toBe("1 hour");
    expect(durationText(3900)).toBe("1 hour 5 minutes");
    expect(durationText(2 * 3600 + 60)).toBe("2 hours 1 minute");
  });
});
