// A stand-in for Resend's HTTP API on 127.0.0.1, for the real `resend` SDK to talk to (through its
// base URL). It records every request, answers from a script of responses, and, like Resend,
// treats a repeated Idempotency-Key as the same e-mail.
import type { IncomingMessage, ServerResponse } from "node:http";
import { FakeHttpServer, sendJson } from "./fake-http-server";

export type ReceivedEmail = {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  reply_to?: string | string[];
  attachments?: { filename: string; content: string }[];
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type Scripted = { status: number; headers?: Record<string, string>; delayMs?: number };

export class FakeResend extends FakeHttpServer {
  readonly requests: ReceivedEmail[] = [];
  /** Accepted e-mails, one per idempotency key. */
  readonly delivered = new Map<string, ReceivedEmail>();
  private script: Scripted[] = [];
  delayMs = 0;

  /** The next answers, in order; afterwards every request succeeds. */
  respondWith(...answers: Scripted[]) {
    this.script.push(...answers);
  }

  reset() {
    this.requests.length = 0;
    this.delivered.clear();
    this.script = [];
    this.delayMs = 0;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse, body: string) {
    if (req.method === "GET" && req.url === "/__received") {
      return sendJson(res, 200, [...this.delivered.values()]);
    }
    if (req.method === "GET" && req.url === "/__requests") {
      // Every send attempt, repeats included (a test of exactly-once delivery counts these).
      return sendJson(
        res,
        200,
        this.requests.map(({ idempotencyKey, subject, to }) => ({ idempotencyKey, subject, to })),
      );
    }
    if (req.method === "DELETE" && req.url === "/__received") {
      this.reset();
      res.writeHead(204).end();
      return;
    }
    if (req.method !== "POST" || req.url !== "/emails") {
      return sendJson(res, 404, { statusCode: 404, name: "not_found", message: "Not found" });
    }

    const email = JSON.parse(body) as ReceivedEmail;
    email.idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    email.authorization = req.headers.authorization;
    this.requests.push(email);
    const scripted = this.script.shift();
    const delay = scripted?.delayMs ?? this.delayMs;
    if (delay) await new Promise((r) => setTimeout(r, delay));

    if (scripted && scripted.status >= 400) {
      return sendJson(
        res,
        scripted.status,
        {
          statusCode: scripted.status,
          name: "scripted_error",
          message: `scripted ${scripted.status}`,
        },
        scripted.headers,
      );
    }
    const key = email.idempotencyKey ?? `no-key-${this.requests.length}`;
    if (!this.delivered.has(key)) this.delivered.set(key, email);
    sendJson(res, 200, { id: `fake-${key}` });
  }
}
