import { describe, expect, it } from "vitest";
import { keepTrustedForwardedHost, trustedForwardedHost } from "@/lib/shared/request-headers";
import { isSameOrigin } from "@/lib/server/same-origin";
import { proxyHopsOf } from "@/lib/shared/trust-proxy";

// X-Forwarded-Host is believed only behind a trusted proxy (TRUST_PROXY), and read as
// X-Forwarded-For is: the entry the outermost trusted proxy wrote, counted from the right. The
// server in front of Next keeps that entry alone, or removes the header
// (tests/e2e/security-headers.spec.ts shows the forged server action and job calls refused on
// the production build).

const forged = () => ({ host: "www.example.test", "x-forwarded-host": "evil.example" });

describe("X-Forwarded-Host", () => {
  it("is removed without a trusted proxy, so Origin is compared with Host", () => {
    for (const setting of [undefined, "", "false", "0", "yes"]) {
      const headers = forged();
      keepTrustedForwardedHost(headers, proxyHopsOf(setting));
      expect(headers, String(setting)).toEqual({ host: "www.example.test" });
    }
  });

  it("is kept behind a trusted proxy (TRUST_PROXY=true or a number) that set it", () => {
    for (const setting of ["true", "1"]) {
      const headers = { host: "10.0.0.5:3000", "x-forwarded-host": "www.example.test" };
      keepTrustedForwardedHost(headers, proxyHopsOf(setting));
      expect(headers, setting).toEqual({
        host: "10.0.0.5:3000",
        "x-forwarded-host": "www.example.test",
      });
    }
  });

  it("keeps only the proxy's own entry when the client forged one before it", () => {
    // The client sent "evil.example"; the proxy appended the host it was asked for.
    const headers = {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "evil.example, www.example.test",
    };
    keepTrustedForwardedHost(headers, 1);
    expect(headers["x-forwarded-host"]).toBe("www.example.test");
  });

  it("is the entry as many from the right as there are trusted proxies", () => {
    const chain = "evil.example, www.example.test, internal-lb.local";
    expect(trustedForwardedHost(chain, 2)).toBe("www.example.test");
    expect(trustedForwardedHost(["evil.example", "www.example.test"], 1)).toBe("www.example.test");
    // Fewer entries than proxies: none of them can be believed, and the header goes.
    expect(trustedForwardedHost("www.example.test", 2)).toBeNull();
    const headers: Record<string, string> = { "x-forwarded-host": "www.example.test" };
    keepTrustedForwardedHost(headers, 2);
    expect(headers).toEqual({});
  });
});

describe("the same-origin check of the job routes and the crew's requests", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://10.0.0.5:3000/api/jobs/scheduler", { method: "POST", headers });

  it("compares Origin with the proxy's own entry, not a forged first one", () => {
    const forgedFirst = request({
      origin: "http://evil.example",
      host: "10.0.0.5:3000",
      "x-forwarded-host": "evil.example, www.example.test",
    });
    expect(isSameOrigin(forgedFirst, 1)).toBe(false);
    const real = request({
      origin: "https://www.example.test",
      host: "10.0.0.5:3000",
      "x-forwarded-host": "evil.example, www.example.test",
    });
    expect(isSameOrigin(real, 1)).toBe(true);
  });

  it("compares Origin with Host without a trusted proxy", () => {
    const headers = { host: "www.example.test", "x-forwarded-host": "evil.example" };
    expect(isSameOrigin(request({ ...headers, origin: "http://evil.example" }), 0)).toBe(false);
    expect(isSameOrigin(request({ ...headers, origin: "http://www.example.test" }), 0)).toBe(true);
  });
});
