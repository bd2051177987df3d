import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { isSelfContainedReply, refuseBadActionCall } from "../../scripts/lib/action-body";

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

describe("a server action call on any path", () => {
  /** A call as Node's HTTP server hands it over, and what the answer was. */
  async function call(url: string, body: string) {
    const req = Object.assign(Readable.from([Buffer.from(body)]), {
      method: "POST",
      url,
      headers: { "next-action": "00abc", "content-type": "text/plain;charset=UTF-8" },
    }) as unknown as IncomingMessage;
    const answer = { status: 0, body: "" };
    const res = {
      writeHead: (status: number) => (answer.status = status),
      end: (text: string) => (answer.body = text),
    } as unknown as ServerResponse;
    const refused = await refuseBadActionCall(req, res);
    const meta = (req as unknown as Record<symbol, { actionBody?: Buffer } | undefined>)[
      Symbol.for("NextInternalRequestMeta")
    ];
    return { refused, ...answer, handedOn: meta?.actionBody?.toString("utf8") ?? null };
  }

  it("is refused with 400 when it refers to parts it does not have, the admin's included", async () => {
    for (const url of ["/contact", "/admin", "/admin/bookings/b-1", "/auth", "/news/page/2"]) {
      expect(await call(url, '["$Q2",1]'), url).toEqual({
        refused: true,
        status: 400,
        body: JSON.stringify({ error: "Malformed server action request" }),
        handedOn: null,
      });
    }
  });

  it("is read once and handed to Next when it is whole, the admin's included", async () => {
    const body = '["id-1",{"page_title":"$$5 off"}]';
    expect(await call("/admin/metadata", body)).toEqual({
      refused: false,
      status: 0,
      body: "",
      handedOn: body,
    });
  });

  it("is refused with 400 when its query carries a NUL byte, which PostgreSQL refuses", async () => {
    expect(await call("/admin/bookings?q=%00", "[]")).toMatchObject({ refused: true, status: 400 });
  });
});

/** proxy.ts loads the server's modules: seconds on a busy machine. */
describe("proxy.ts", { timeout: 30_000 }, () => {
  it("runs for no server action call, whose body is read before Next (the proxy would find none)", async () => {
    const { config } = await import("@/proxy");
    expect(config.matcher.map((entry) => entry.source)).toEqual(
      expect.arrayContaining(["/admin", "/admin/:path*", "/auth", "/certificates/:number"]),
    );
    for (const entry of config.matcher) {
      expect(entry.missing, entry.source).toContainEqual({ type: "header", key: "next-action" });
    }
  });
});
