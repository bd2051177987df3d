// A stand-in for an IndexNow endpoint on 127.0.0.1: records every POST body and answers 200, or
// the statuses it was told to answer next.
import type { IncomingMessage, ServerResponse } from "node:http";
import { FakeHttpServer, sendJson } from "./fake-http-server";

export type IndexNowBody = { host: string; key: string; keyLocation: string; urlList: string[] };
export type IndexNowRequest = { contentType: string | undefined; body: IndexNowBody };

export class FakeIndexNow extends FakeHttpServer {
  readonly received: IndexNowRequest[] = [];
  private statuses: number[] = [];
  /** Close connections without an answer, as an unreachable endpoint would. */
  hangUp = false;

  get endpoint() {
    return `${this.url}/indexnow`;
  }

  respondWith(...statuses: number[]) {
    this.statuses.push(...statuses);
  }

  reset() {
    this.received.length = 0;
    this.statuses = [];
    this.hangUp = false;
  }

  protected handle(req: IncomingMessage, res: ServerResponse, body: string) {
    if (req.url === "/__received") {
      if (req.method === "DELETE") this.reset();
      return sendJson(res, 200, this.received);
    }
    if (req.method !== "POST" || req.url !== "/indexnow") return sendJson(res, 404, {});
    if (this.hangUp) return req.socket.destroy();
    this.received.push({
      contentType: req.headers["content-type"],
      body: JSON.parse(body) as IndexNowBody,
    });
    res.writeHead(this.statuses.shift() ?? 200).end();
  }
}
