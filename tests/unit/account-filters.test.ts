import { describe, expect, it } from "vitest";
import {
  accountFilters,
  accountListHref,
  accountPages,
  bySite,
} from "@/lib/account/account-documents-rules";

// An organisation's filters of the account's lists: read from the address, kept by every list's
// page links; and which scope reads by site.

describe("the account's site and status filters", () => {
  it("are read from ?site= and ?status=, blank or repeated ones ignored", () => {
    expect(accountFilters({ site: " abc ", status: "overdue" })).toEqual({
      site: "abc",
      status: "overdue",
    });
    expect(accountFilters({ site: "", status: ["paid", "unpaid"] })).toEqual({
      site: undefined,
      status: undefined,
    });
  });

  it("are kept by the lists' page links", () => {
    const pages = accountPages({ bookings: "2" });
    expect(accountListHref(pages, "invoices", 3, { site: "s1", status: "paid" })).toBe(
      "/account?site=s1&status=paid&bookings=2&invoices=3",
    );
    expect(accountListHref(pages, "invoices", 1, {})).toBe("/account?bookings=2");
  });

  it("read an organisation's documents by site, anyone else's by address", () => {
    expect(bySite({ sites: [] })).toBe(true);
    expect(bySite({ emails: ["jo@example.com"] })).toBe(false);
  });
});
