import { describe, expect, it } from "vitest";
import { clientIp } from "@/lib/server/client-ip";
import { CLIENT_IP_HEADER } from "@/lib/request-headers";

describe("the client address used for rate limits", () => {
  const headers = new Headers({
    "x-forwarded-for": "198.51.100.9, 10.0.0.1",
    [CLIENT_IP_HEADER]: "203.0.113.7",
  });

  it("ignores a forgeable X-Forwarded-For unless a trusted proxy is configured", () => {
    expect(clientIp(headers, false)).toBe("203.0.113.7");
  });

  it("takes the first X-Forwarded-For address behind a trusted proxy", () => {
    expect(clientIp(headers, true)).toBe("198.51.100.9");
  });

  it("reads plain header objects as next-auth passes them", () => {
    expect(clientIp({ [CLIENT_IP_HEADER]: "192.0.2.1" }, false)).toBe("192.0.2.1");
    expect(clientIp({}, false)).toBe("unknown");
  });
});
