import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { ukMobileE164 } from "@/lib/bookings/arrival-mobile-rules";
import ukPhoneMetadataFile from "@/lib/bookings/uk-phone-metadata.json";
import { ukPhoneMetadata } from "../../scripts/lib/uk-phone-metadata";
import { aboutTime, expectedArrival, roundedArrival } from "@/lib/routes/arrival-rules";
import { DEFAULT_ROUTE_SETTINGS, drivingMinutes } from "@/lib/routes/route-rules";

// 'We are on our way': the time the customer is told, and the mobile numbers texts go to.

const london = (iso: string) => new Date(iso); // UTC instants; London is UTC+1 in summer.

const require = createRequire(import.meta.url);

describe("the time in 'about 10:40'", () => {
  it("is rounded to the nearest 5 minutes on London's clock", () => {
    expect(aboutTime(london("2026-01-14T10:37:00Z"))).toBe("10:35");
    expect(aboutTime(london("2026-01-14T10:38:00Z"))).toBe("10:40");
    expect(aboutTime(london("2026-01-14T10:40:00Z"))).toBe("10:40");
    // British Summer Time: 09:38 UTC is 10:38 in London.
    expect(aboutTime(london("2026-07-14T09:38:00Z"))).toBe("10:40");
  });

  it("rolls over the hour and midnight, on a 24-hour clock", () => {
    expect(aboutTime(london("2026-01-14T10:58:00Z"))).toBe("11:00");
    expect(aboutTime(london("2026-01-14T23:58:00Z"))).toBe("00:00");
    expect(aboutTime(london("2026-01-14T14:02:29Z"))).toBe("14:00");
    expect(roundedArrival(london("2026-01-14T10:32:30Z")).toISOString()).toBe(
      "2026-01-14T10:35:00.000Z",
    );
  });
});

describe("the expected arrival", () => {
  const durham = { lat: 54.7761, lng: -1.5733 };
  const sunderland = { lat: 54.9069, lng: -1.3838 };
  const leaving = london("2026-01-14T10:00:00Z");
  const settings = DEFAULT_ROUTE_SETTINGS;

  it("is the time leaving plus the drive between the two stops", () => {
    const at = expectedArrival({
      leavingAt: leaving,
      from: durham,
      to: sunderland,
      slot: "am",
      settings,
    });
    const minutes = drivingMinutes(durham, sunderland, settings);
    expect(minutes).toBeGreaterThan(10);
    expect(Math.abs(at!.getTime() - (leaving.getTime() + minutes * 60_000))).toBeLessThan(1);
  });

  it("is never before the stop's slot opens: an afternoon stop waits for 12:00", () => {
    const at = expectedArrival({
      leavingAt: leaving,
      from: durham,
      to: sunderland,
      slot: "pm",
      settings,
    });
    expect(aboutTime(at!)).toBe("12:00");
  });

  it("is unknown, not made up, when either stop has no coordinates", () => {
    expect(
      expectedArrival({ leavingAt: leaving, from: null, to: sunderland, slot: "am", settings }),
    ).toBeNull();
    expect(
      expectedArrival({ leavingAt: leaving, from: durham, to: null, slot: "am", settings }),
    ).toBeNull();
  });
});

describe("the mobile number for arrival texts", () => {
  it("reads a UK mobile however it is typed, as E.164", () => {
    for (const typed of [
      "07400 123456",
      "07400123456",
      "+44 7400 123456",
      "0044 7400 123456",
      " 07400-123-456 ",
    ]) {
      expect(ukMobileE164(typed), typed).toBe("+447400123456");
    }
  });

  it("refuses a landline, a free-phone number, a number abroad, a short one and words", () => {
    for (const typed of [
      "0191 261 4400",
      "0800 123 4567",
      "+33 6 12 34 56 78",
      "07400 12345",
      "my mobile",
      "",
    ]) {
      expect(ukMobileE164(typed), typed).toBeNull();
    }
  });

  it("reads Jersey, Guernsey and Isle of Man mobiles, which share +44", () => {
    expect(ukMobileE164("07797 123456")).toBe("+447797123456");
    expect(ukMobileE164("07624 123456")).toBe("+447624123456");
  });

  it("is checked with the package's own mobile metadata for +44, kept in the repository (npm run phone-metadata)", () => {
    const whole = require("libphonenumber-js/metadata.mobile.json");
    expect(ukPhoneMetadataFile).toEqual(ukPhoneMetadata(whole));
  });
});
