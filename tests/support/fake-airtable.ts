// A stand-in for Airtable's list-records API on 127.0.0.1: GET /v0/{base}/{table}[?offset=...]
// answers one page of the configured table and, when more follow, an offset for the next. It
// checks the API key like Airtable, logs every request with its time, and can answer a chosen
// request with an error instead (429 without Retry-After, as Airtable does).
import type { IncomingMessage, ServerResponse } from "node:http";
import { FakeHttpServer, sendJson } from "./fake-http-server";

export type FakeRecord = { id: string; createdTime?: string; fields: Record<string, unknown> };
export type FakeAirtableRequest = {
  at: number;
  path: string;
  offset: string | null;
  pageSize: string | null;
  authorization: string | undefined;
};

export class FakeAirtable extends FakeHttpServer {
  readonly apiKey = "patFakeAirtableKey";
  readonly baseId = "appFakeBase";
  readonly table = "Articles";
  pages: FakeRecord[][] = [[]];
  readonly requests: FakeAirtableRequest[] = [];
  /** Request number (1-based) -> the error answered instead of a page. */
  private errors = new Map<number, { status: number; body: unknown }>();

  answerWithError(requestNumber: number, status: number, body: unknown = {}) {
    this.errors.set(requestNumber, { status, body });
  }

  reset(pages: FakeRecord[][] = [[]]) {
    this.pages = pages;
    this.requests.length = 0;
    this.errors.clear();
  }

  get source() {
    return { apiUrl: this.url, apiKey: this.apiKey, baseId: this.baseId, table: this.table };
  }

  protected handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", "http://fake");
    // Test controls (the browser tests' server sets the table over HTTP).
    if (url.pathname === "/__table" && req.method === "PUT") {
      this.reset((JSON.parse(body) as { pages: FakeRecord[][] }).pages);
      return sendJson(res, 200, { ok: true });
    }
    if (url.pathname === "/__requests") return sendJson(res, 200, this.requests);
    if (url.pathname === "/__fail-next" && req.method === "POST") {
      const { status, body: answer } = JSON.parse(body) as { status: number; body: unknown };
      this.answerWithError(this.requests.length + 1, status, answer);
      return sendJson(res, 200, { ok: true });
    }

    this.requests.push({
      at: Date.now(),
      path: url.pathname,
      offset: url.searchParams.get("offset"),
      pageSize: url.searchParams.get("pageSize"),
      authorization: req.headers.authorization,
    });
    const scripted = this.errors.get(this.requests.length);
    if (scripted) return sendJson(res, scripted.status, scripted.body);
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return sendJson(res, 401, {
        error: { type: "AUTHENTICATION_REQUIRED", message: "Authentication required" },
      });
    }
    if (url.pathname !== `/v0/${this.baseId}/${encodeURIComponent(this.table)}`) {
      return sendJson(res, 404, { error: "NOT_FOUND" });
    }
    const offset = url.searchParams.get("offset");
    const index = offset ? Number(/^itr(\d+)$/.exec(offset)?.[1] ?? NaN) : 0;
    const page = this.pages[index];
    if (!page) {
      return sendJson(res, 422, {
        error: { type: "LIST_RECORDS_ITERATOR_NOT_AVAILABLE", message: "Bad offset" },
      });
    }
    sendJson(res, 200, {
      records: page,
      ...(index + 1 < this.pages.length ? { offset: `itr${index + 1}` } : {}),
    });
  }
}
