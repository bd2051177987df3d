import { describe, expect, it } from "vitest";
import { dropUntrustedForwardedHost } from "@/lib/request-headers";
import { proxyHopsOf } from "@/lib/trust-proxy";

// X-Forwarded-Host is believed only behind a trusted proxy (TRUST_PROXY), as X-Forwarded-For is:
// the server in front of Next removes it otherwise (tests/e2e/security-headers.spec.ts shows
// the forged server action and job calls refused on the production build).

const forged = () => ({ host: "www.example.test", "x-forwarded-host": "evil.example" });

describe("X-Forwarded-Host", () => {
  it("is removed without a trusted proxy, so Origin is compared with Host", () => {
    for (const setting of [undefined, "", "false", "0", "yes"]) {
      const headers = forged();
      dropUntrustedForwardedHost(headers, proxyHopsOf(setting));
      expect(headers, String(setting)).toEqual({ host: "www.example.test" });
    }
  });

  it("is kept behind a trusted proxy (TRUST_PROXY=true or a number), which sets it", () => {
    for (const setting of ["true", "1", "2"]) {
      const headers = forged();
      dropUntrustedForwardedHost(headers, proxyHopsOf(setting));
      expect(headers, setting).toEqual(forged());
    }
  });
});
