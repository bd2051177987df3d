import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  answerFromPageCache,
  canonicalHost,
  clearPageCache,
  pageCacheKey,
  PAGE_CACHE_MS,
  rememberPage,
} from "@/scripts/lib/page-cache";

const HOST = "www.example.test";
const request = (headers: Record<string, string> = {}, method = "GET") =>
  ({ method, url: "/news", headers: { host: HOST, ...headers } }) as unknown as IncomingMessage;
const keyOf = (req: IncomingMessage, gzip = true) => pageCacheKey(req, gzip, HOST);

function response(status: number, headers: Record<string, string>) {
  const sent: { status?: number; body?: Buffer } = {};
  const res = {
    statusCode: status,
    hasHeader: (name: string) => name in headers,
    getHeader: (name: string) => headers[name],
    getHeaders: () => headers,
    writeHead: (code: number) => (sent.status = code),
    end: (body: Buffer) => (sent.body = body),
  } as unknown as ServerResponse;
  return { res, sent };
}

const shared = { "cache-control": "s-maxage=31536000", "content-type": "text/html" };

afterEach(() => {
  clearPageCache();
  vi.useRealTimers();
});

describe("the one-second cache of finished public pages", () => {
  it("answers the same request again with the page as it was sent", () => {
    const key = keyOf(request());
    rememberPage(key, response(200, shared).res, Buffer.from("<html>news</html>"));
    const { res, sent } = response(0, {});
    expect(answerFromPageCache(key, res)).toBe(true);
    expect(sent).toEqual({ status: 200, body: Buffer.from("<html>news</html>") });
  });

  it("keeps a gzip and a plain answer apart", () => {
    rememberPage(keyOf(request()), response(200, shared).res, Buffer.from("gz"));
    expect(answerFromPageCache(keyOf(request(), false), response(0, {}).res)).toBe(false);
  });

  it.each([
    ["a private page", 200, { "cache-control": "private, no-cache, no-store" }],
    ["a page without s-maxage", 200, { "cache-control": "max-age=0" }],
    ["a 404", 404, shared],
    ["a response that sets a cookie", 200, { ...shared, "set-cookie": "a=b" }],
  ])("never keeps %s", (_what, status, headers) => {
    const key = keyOf(request());
    rememberPage(key, response(status, headers).res, Buffer.from("x"));
    expect(answerFromPageCache(key, response(0, {}).res)).toBe(false);
  });

  it("is not used for a signed-in visitor or anything but GET", () => {
    expect(keyOf(request({ cookie: "next-auth.session-token=abc" }))).toBeNull();
    expect(keyOf(request({}, "POST"))).toBeNull();
  });

  it("never keeps or serves a page asked for under another host than SITE_URL's", () => {
    // The poisoning request: a foreign Host gets `noindex` from Next; it must not be kept.
    const foreign = keyOf(request({ host: "evil.example" }));
    expect(foreign).toBeNull();
    rememberPage(foreign, response(200, shared).res, Buffer.from("noindex page"));
    expect(answerFromPageCache(keyOf(request()), response(0, {}).res)).toBe(false);
    // A page kept for the real host is not served to another one either.
    rememberPage(keyOf(request()), response(200, shared).res, Buffer.from("real page"));
    expect(keyOf(request({ host: "www.example.test:8080" }))).toBeNull();
    expect(keyOf(request({ host: "WWW.EXAMPLE.TEST" }))).toBeNull();
  });

  it("takes the canonical host from SITE_URL, port included", () => {
    expect(canonicalHost("https://www.example.test")).toBe("www.example.test");
    expect(canonicalHost("http://127.0.0.1:3200/")).toBe("127.0.0.1:3200");
  });

  it("forgets a page after a second, and everything when a cache tag is invalidated", () => {
    vi.useFakeTimers();
    const key = keyOf(request());
    rememberPage(key, response(200, shared).res, Buffer.from("x"));
    vi.advanceTimersByTime(PAGE_CACHE_MS + 1);
    expect(answerFromPageCache(key, response(0, {}).res)).toBe(false);
    rememberPage(key, response(200, shared).res, Buffer.from("x"));
    clearPageCache();
    expect(answerFromPageCache(key, response(0, {}).res)).toBe(false);
  });
});
