import { describe, expect, it } from "vitest";
import { clientIp } from "@/lib/server/client-ip";
import { CLIENT_IP_HEADER } from "@/lib/shared/request-headers";

describe("the client address used for rate limits", () => {
  const headers = new Headers({
    "x-forwarded-for": "198.51.100.9, 10.0.0.1",
    [CLIENT_IP_HEADER]: "203.0.113.7",
  });

  it("ignores a forgeable X-Forwarded-For unless a trusted proxy is configured", () => {
    expect(clientIp(headers, 0)).toBe("203.0.113.7");
  });

  it("takes the address the trusted proxy appended (the right-most entry), not the client's own", () => {
    expect(clientIp(headers, 1)).toBe("10.0.0.1");
  });

  it("counts several trusted proxies from the right", () => {
    expect(clientIp(headers, 2)).toBe("198.51.100.9");
  });

  it("cannot be moved by rotating the first entry behind an appending proxy", () => {
    const seen = new Set(
      ["1.1.1.1", "2.2.2.2", "3.3.3.3"].map((forged) =>
        clientIp(new Headers({ "x-forwarded-for": `${forged}, 192.0.2.50` }), 1),
      ),
    );
    expect([...seen]).toEqual(["192.0.2.50"]);
  });

  it("falls back to the connection when the chain is shorter than the proxies configured", () => {
    expect(clientIp(headers, 3)).toBe("203.0.113.7");
  });

  it("reads plain header objects as next-auth passes them", () => {
    expect(clientIp({ [CLIENT_IP_HEADER]: "192.0.2.1" }, 0)).toBe("192.0.2.1");
    expect(clientIp({ "x-forwarded-for": ["198.51.100.1", "10.0.0.2"] }, 1)).toBe("10.0.0.2");
    expect(clientIp({}, 0)).toBe("unknown");
  });
});
