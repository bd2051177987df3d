import { describe, expect, it } from "vitest";
import { listHref, pageWindow, parsePageNumber } from "@/lib/shared/pagination";

describe("page numbers of a paginated list", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first, the last and two either side of the current page, with gaps", () => {
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, null, 40]);
    expect(pageWindow(10, 40)).toEqual([1, null, 8, 9, 10, 11, 12, null, 40]);
    expect(pageWindow(40, 40)).toEqual([1, null, 38, 39, 40]);
  });

  it("fills a gap of one page with the page instead of an ellipsis", () => {
    expect(pageWindow(5, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 40]);
  });
});

describe("a page number in the address", () => {
  it.each([
    ["1", 1],
    ["2", 2],
    ["8334", 8334],
  ])("reads %j as %d", (value, page) => expect(parsePageNumber(value)).toBe(page));

  it.each(["0", "-1", "01", "1.5", "two", "", "1e3", "99999999"])("refuses %j", (value) =>
    expect(parsePageNumber(value)).toBeNull(),
  );
});

describe("a filtered admin list's page links", () => {
  it("keep the filter, drop empty values and leave page 1 unnamed", () => {
    expect(listHref("/admin/bookings", { q: "Jo", status: "", page: "3" }, 1)).toBe(
      "/admin/bookings?q=Jo",
    );
    expect(listHref("/admin/bookings", { q: "Jo & Co" }, 2)).toBe(
      "/admin/bookings?q=Jo+%26+Co&page=2",
    );
    expect(listHref("/admin/articles", {}, 1)).toBe("/admin/articles");
  });
});
