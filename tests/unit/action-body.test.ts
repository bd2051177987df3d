import { describe, expect, it } from "vitest";
import { isSelfContainedReply, PROXIED_PATHS } from "../../scripts/lib/action-body";

// What a browser's server action call may carry as one JSON text (React's encodeReply without
// parts): checked before Next reads it, so a malformed call is a 400, not a 500 and a stack.

describe("a one-text server action reply", () => {
  it("accepts what the site's forms send", () => {
    expect(isSelfContainedReply('[{"name":"Jo","bag_quantity":3,"website":""}]')).toBe(true);
    expect(isSelfContainedReply('["id-1",{"page_title":"$$5 off","og_image":"$undefined"}]')).toBe(
      true,
    );
    expect(isSelfContainedReply('["$D2026-11-25T00:00:00.000Z","$n42","$NaN","$-0"]')).toBe(true);
    expect(isSelfContainedReply("[]")).toBe(true);
  });

  it("refuses what is not JSON, not an argument list, or refers to parts it does not have", () => {
    for (const body of [
      "not json",
      '{"a":1}',
      '"text"',
      '["$Q2",1]',
      '["$K1"]',
      '[{"a":"$@1"}]',
      '["$1"]',
    ]) {
      expect(isSelfContainedReply(body), body).toBe(false);
    }
  });
});

describe("the calls left to Next", () => {
  it("are exactly those on the paths proxy.ts runs for, whose bodies the proxy reads", async () => {
    const { config } = await import("@/proxy");
    const always = config.matcher.filter((entry) => typeof entry === "string");
    expect(always).toEqual([
      "/admin",
      "/admin/:path*",
      "/auth",
      "/certificates/:number",
      "/news/page/:page",
    ]);
    // The rest run for pages only: never for an action call, whose body is read here.
    for (const entry of config.matcher.filter((entry) => typeof entry !== "string")) {
      expect(entry.missing, entry.source).toContainEqual({ type: "header", key: "next-action" });
    }
    for (const path of [
      "/admin",
      "/admin/articles",
      "/admin?x=1",
      "/auth",
      "/certificates/COD-2026-000001",
      "/certificates/COD-2026-000001?code=K7M2Q9XZ",
      "/news/page/2",
    ]) {
      expect(PROXIED_PATHS.test(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/contact",
      "/book",
      "/administrator",
      "/authors",
      "/certificates",
      "/news",
      "/news/an-article",
      "/news/page/2/more",
      "/bookings/a-token",
      "/invoices/a-token",
      "/contracts/a-token",
      "/auth/invitation/a-token",
    ]) {
      expect(PROXIED_PATHS.test(path), path).toBe(false);
    }
  });
});
