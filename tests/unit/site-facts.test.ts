import { describe, expect, it } from "vitest";
import { site, tradingSince } from "@/lib/shared/site";

describe("business facts", () => {
  it("dials exactly the number it displays", () => {
    const displayedDigits = site.phone.display.replace(/\D/g, "").replace(/^0/, "");
    expect(site.phone.href).toBe(`tel:+44${displayedDigits}`);
    expect(site.phone.display).toBe("0191 498 0123");
    expect(site.phone.href).toBe("tel:+441914980123");
  });

  it("states the identity docs/decisions.md fixes", () => {
    expect(site.name).toBe("North East Secure Shredding");
    expect(site.email.address).toBe("hello@northeastsecureshredding.co.uk");
    expect(site.facility.oneLine).toBe("Lingfield Point, Darlington, DL1 1RW");
    expect(tradingSince).toBe("Trading since 2010");
    expect(site.certifications.map((c) => c.code)).toEqual([
      "ISO 27001",
      "ISO 9001",
      "ISO 14001",
      "BS EN 15713",
    ]);
    expect(site.insurance.publicLiability).toBe("£2M");
    expect(site.contractSchedules).toEqual(["weekly", "fortnightly", "monthly", "quarterly"]);
  });

  it("keeps the spec's opening hours", () => {
    expect(site.openingHours.map((row) => `${row.days}: ${row.hours}`)).toEqual([
      "Monday to Friday: 8:00 AM - 6:00 PM",
      "Saturday: 9:00 AM - 1:00 PM",
      "Sunday: Closed",
    ]);
  });
});
