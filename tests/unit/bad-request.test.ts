import { describe, expect, it } from "vitest";
import { decodeOrNull, hasMalformedPath, hasNulByte } from "@/lib/shared/bad-request";
import { safeCallbackUrl } from "@/lib/shared/callback-url";

describe("a request path whose percent-encoding does not decode", () => {
  it.each(["/certificates/%", "/bookings/%E0%A4%A", "/news/%", "/%zz", "/a/%E0?ok=1"])(
    "is malformed: %s",
    (url) => expect(hasMalformedPath(url)).toBe(true),
  );

  it.each(["/", "/news/shredding", "/certificates/100%25", "/caf%C3%A9", "/news?q=%", "/a#%"])(
    "is well formed (the query and fragment are not the path's business): %s",
    (url) => expect(hasMalformedPath(url)).toBe(false),
  );

  it("decodes to null instead of throwing", () => {
    expect(decodeOrNull("100%")).toBeNull();
    expect(decodeOrNull("caf%C3%A9")).toBe("café");
  });
});

describe("a NUL byte in a query", () => {
  it("is found in a value or a name", () => {
    expect(hasNulByte(new URLSearchParams("q=%00"))).toBe(true);
    expect(hasNulByte(new URLSearchParams("q=a%00b&page=2"))).toBe(true);
    expect(hasNulByte(new URLSearchParams("%00=1"))).toBe(true);
    expect(hasNulByte(new URLSearchParams("q=smith&status=confirmed"))).toBe(false);
  });
});

describe("where sign-in sends the browser afterwards", () => {
  const base = "https://www.example.test";
  it("follows a path or an address on this site", () => {
    expect(safeCallbackUrl("/admin", base)).toBe(`${base}/admin`);
    expect(safeCallbackUrl(`${base}/admin/bookings`, base)).toBe(`${base}/admin/bookings`);
  });

  it.each(["%E0%A4%A", "http://[::1", "https://evil.example/", "//evil.example/x", "/\\evil", ""])(
    "goes to the site's root for anything else: %j",
    (url) => expect(safeCallbackUrl(url, base)).toBe(base),
  );
});
