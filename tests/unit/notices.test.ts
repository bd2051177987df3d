import { describe, expect, it } from "vitest";
import { noticeHref, noticeIn } from "@/lib/shared/notices";

describe("notices carried across a redirect", () => {
  it("reads back the notice a redirect put in the address", () => {
    const url = new URL(noticeHref("/", "access-denied"), "https://example.com");
    expect(noticeIn(url)).toBe("access-denied");
  });

  it("ignores an address without a notice, or with one it does not know", () => {
    expect(noticeIn(new URL("https://example.com/about"))).toBeNull();
    expect(noticeIn(new URL("https://example.com/about?notice=anything"))).toBeNull();
    expect(noticeIn(new URL("https://example.com/about?notice=toString"))).toBeNull();
  });
});
