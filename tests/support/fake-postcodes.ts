// A stand-in for postcodes.io on 127.0.0.1 (POSTCODES_API_URL): POST /postcodes (bulk, at most
// 100) and GET /outcodes/{outcode}, answered in postcodes.io's shapes from the table of real North
// East postcodes the demo uses too (lib/locations/known-postcodes.ts), plus any a test adds. It counts
// its calls and can be made to fail: every request answered 503, or its connection dropped.
// Test controls over HTTP (the browser tests' server): GET /__calls, POST /__fail {"mode"},
// DELETE /__calls.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { LatLng } from "@/lib/routes/route-rules";
import { KNOWN_OUTCODES, KNOWN_POSTCODES } from "@/lib/locations/known-postcodes";
import { FakeHttpServer, sendJson } from "./fake-http-server";

export type PostcodesFailure = "unavailable" | "drop" | null;

/** "dh13le" -> "DH1 3LE", as postcodes.io reads a query. */
export function normalise(query: string): string {
  const compact = query.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export class FakePostcodes extends FakeHttpServer {
  readonly postcodes = new Map<string, LatLng>(Object.entries(KNOWN_POSTCODES));
  readonly outcodes = new Map<string, LatLng>(Object.entries(KNOWN_OUTCODES));
  readonly calls = { bulk: 0, outcode: 0 };
  /** The size of each bulk call, in order. */
  readonly bulkSizes: number[] = [];
  failure: PostcodesFailure = null;
  /** The next district look-up alone is answered 503. */
  failNextOutcode = false;

  /** A postcode the service knows from now on (a test's own). */
  add(postcode: string, place: LatLng) {
    this.postcodes.set(normalise(postcode), place);
  }

  reset() {
    this.calls.bulk = 0;
    this.calls.outcode = 0;
    this.bulkSizes.length = 0;
    this.failure = null;
    this.failNextOutcode = false;
  }

  protected handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/__calls") {
      if (req.method === "DELETE") this.reset();
      return sendJson(res, 200, { ...this.calls, bulkSizes: this.bulkSizes });
    }
    if (url.pathname === "/__fail" && req.method === "POST") {
      this.failure = (JSON.parse(body) as { mode: PostcodesFailure }).mode;
      return sendJson(res, 200, { ok: true });
    }

    const outcode = /^\/outcodes\/([^/]+)$/.exec(url.pathname)?.[1];
    if (req.method === "POST" && url.pathname === "/postcodes") this.calls.bulk++;
    else if (req.method === "GET" && outcode) this.calls.outcode++;
    if (this.failure === "drop") return void req.socket.destroy();
    if (this.failure === "unavailable") {
      return sendJson(res, 503, { status: 503, error: "Service Unavailable" });
    }
    if (req.method === "POST" && url.pathname === "/postcodes") return this.bulk(res, body);
    if (req.method === "GET" && outcode) {
      if (this.failNextOutcode) {
        this.failNextOutcode = false;
        return sendJson(res, 503, { status: 503, error: "Service Unavailable" });
      }
      return this.outcode(res, decodeURIComponent(outcode));
    }
    sendJson(res, 404, { status: 404, error: "Resource not found" });
  }

  private bulk(res: ServerResponse, body: string) {
    let queries: unknown;
    try {
      queries = (JSON.parse(body) as { postcodes?: unknown }).postcodes;
    } catch {
      queries = undefined;
    }
    if (!Array.isArray(queries) || !queries.every((query) => typeof query === "string")) {
      return sendJson(res, 400, {
        status: 400,
        error: "Invalid data submitted. You need to provide a JSON array",
      });
    }
    if (queries.length > 100) {
      return sendJson(res, 400, {
        status: 400,
        error: "Too many postcodes submitted. Up to 100 postcodes can be bulk requested at a time",
      });
    }
    this.bulkSizes.push(queries.length);
    sendJson(res, 200, {
      status: 200,
      result: (queries as string[]).map((query) => ({ query, result: this.postcode(query) })),
    });
  }

  private postcode(query: string) {
    const postcode = normalise(query);
    const place = this.postcodes.get(postcode);
    if (!place) return null;
    const [outcode, incode] = postcode.split(" ");
    return {
      postcode,
      quality: 1,
      country: "England",
      longitude: place.lng,
      latitude: place.lat,
      outcode,
      incode,
    };
  }

  private outcode(res: ServerResponse, outcode: string) {
    const code = outcode.replace(/\s+/g, "").toUpperCase();
    const centre = this.outcodes.get(code);
    if (!centre) return sendJson(res, 404, { status: 404, error: "Outcode not found" });
    sendJson(res, 200, {
      status: 200,
      result: { outcode: code, longitude: centre.lng, latitude: centre.lat, country: ["England"] },
    });
  }
}
