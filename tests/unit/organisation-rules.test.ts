import { describe, expect, it } from "vitest";
import {
  CAPABILITIES,
  can,
  keepsAnAdministrator,
  mayUseSite,
  visibleSites,
} from "@/lib/organisations/organisation-rules";

// Who in a business customer's organisation may do what: each role's capabilities, a Booker
// limited to some sites, and the last Administrator rule.

const sites = ["north", "south", "east"];

describe("an organisation's roles", () => {
  it("let an Administrator do everything", () => {
    for (const capability of CAPABILITIES) expect(can("administrator", capability)).toBe(true);
  });

  it("give a Booker bookings only, a Finance colleague invoices only, a Viewer certificates only", () => {
    const allowed = (role: "booker" | "finance" | "viewer") =>
      CAPABILITIES.filter((capability) => can(role, capability));
    expect(allowed("booker")).toEqual(["bookings"]);
    expect(allowed("finance")).toEqual(["invoices"]);
    expect(allowed("viewer")).toEqual(["certificates"]);
  });

  it("never show a Viewer an invoice, on any site", () => {
    const viewer = { role: "viewer" as const, allSites: true, siteIds: [] };
    expect(visibleSites(viewer, "invoices", sites)).toEqual([]);
    expect(visibleSites(viewer, "certificates", sites)).toEqual(sites);
  });

  it("limit a Booker with chosen sites to those sites, and no one else", () => {
    const booker = { role: "booker" as const, allSites: false, siteIds: ["south", "elsewhere"] };
    expect(visibleSites(booker, "bookings", sites)).toEqual(["south"]);
    expect(mayUseSite(booker, "bookings", "north", sites)).toBe(false);
    // A site of another organisation is never one of this organisation's, whatever is stored.
    expect(mayUseSite(booker, "bookings", "elsewhere", sites)).toBe(false);
    const finance = { role: "finance" as const, allSites: false, siteIds: ["south"] };
    expect(visibleSites(finance, "invoices", sites)).toEqual(sites);
  });
});

describe("the last Administrator rule", () => {
  const members = [
    { accountId: "ann", role: "administrator" as const },
    { accountId: "bob", role: "finance" as const },
  ];

  it("refuses to remove or demote the only Administrator", () => {
    expect(keepsAnAdministrator(members, "ann", null)).toBe(false);
    expect(keepsAnAdministrator(members, "ann", "viewer")).toBe(false);
  });

  it("allows it once another Administrator exists, and any change to someone else", () => {
    expect(keepsAnAdministrator(members, "bob", null)).toBe(true);
    expect(keepsAnAdministrator(members, "bob", "administrator")).toBe(true);
    const two = [...members, { accountId: "cat", role: "administrator" as const }];
    expect(keepsAnAdministrator(two, "ann", null)).toBe(true);
  });
});
