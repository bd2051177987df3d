// The shared part of the fake HTTP services the tests start on 127.0.0.1 (Resend, Airtable,
// IndexNow): listen, stop, read a request body, answer JSON.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export abstract class FakeHttpServer {
  private server: Server | undefined;
  url = "";

  protected abstract handle(req: IncomingMessage, res: ServerResponse, body: string): unknown;

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        await this.handle(req, res, Buffer.concat(chunks).toString("utf8"));
      })();
    });
    // A port already taken rejects (EADDRINUSE) rather than crashing the process.
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", () => {
        this.server!.off("error", reject);
        resolve();
      });
    });
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
    return this.url;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
