// A stand-in for Resend's HTTP API on 127.0.0.1, for the real `resend` SDK to talk to (through its
// base URL). It records every request, answers from a script of responses, and, like Resend,
// treats a repeated Idempotency-Key as the same e-mail.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

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

export class FakeResend {
  private server: Server | undefined;
  readonly requests: ReceivedEmail[] = [];
  /** Accepted e-mails, one per idempotency key. */
  readonly delivered = new Map<string, ReceivedEmail>();
  private script: Scripted[] = [];
  delayMs = 0;
  url = "";

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

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
    return this.url;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");

    if (req.method === "GET" && req.url === "/__received") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify([...this.delivered.values()]));
      return;
    }
    if (req.method === "DELETE" && req.url === "/__received") {
      this.reset();
      res.writeHead(204).end();
      return;
    }
    if (req.method !== "POST" || req.url !== "/emails") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 404, name: "not_found", message: "Not found" }));
      return;
    }

    const email = JSON.parse(body) as ReceivedEmail;
    email.idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    email.authorization = req.headers.authorization;
    this.requests.push(email);
    const scripted = this.script.shift();
    const delay = scripted?.delayMs ?? this.delayMs;
    if (delay) await new Promise((r) => setTimeout(r, delay));

    if (scripted && scripted.status >= 400) {
      res.writeHead(scripted.status, { "content-type": "application/json", ...scripted.headers });
      res.end(
        JSON.stringify({
          statusCode: scripted.status,
          name: "scripted_error",
          message: `scripted ${scripted.status}`,
        }),
      );
      return;
    }
    const key = email.idempotencyKey ?? `no-key-${this.requests.length}`;
    if (!this.delivered.has(key)) this.delivered.set(key, email);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: `fake-${key}` }));
  }
}
