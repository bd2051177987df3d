// A stand-in for Twilio's Messages API on 127.0.0.1, for the real `twilio` SDK to talk to (through
// lib/routes/sms-client.ts's redirected request client, TWILIO_API_URL). It answers
// POST /2010-04-01/Accounts/{sid}/Messages.json with Basic auth (the account SID and auth token)
// as Twilio does, with a message JSON and its SID, records every message, and can be told to
// refuse the next requests (`failNext`) as Twilio's 5xx or 4xx would.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { FakeHttpServer, sendJson } from "./fake-http-server";

export type ReceivedSms = { sid: string; to: string; from: string | null; body: string };

export class FakeTwilio extends FakeHttpServer {
  readonly accountSid = `AC${randomBytes(16).toString("hex")}`;
  readonly authToken = randomBytes(16).toString("hex");
  readonly from = "+447400000001";
  /** Every request the fake answered, refused ones included. */
  readonly requests: { to: string; status: number }[] = [];
  /** The messages Twilio accepted. */
  readonly messages: ReceivedSms[] = [];
  private failures: number[] = [];

  /** The next `count` requests are refused with `status` (500 unless given). */
  failNext(count = 1, status = 500) {
    for (let i = 0; i < count; i++) this.failures.push(status);
  }

  reset() {
    this.requests.length = 0;
    this.messages.length = 0;
    this.failures = [];
  }

  /** The environment that points the site's SMS client at this fake. */
  get env() {
    return {
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_FROM: this.from,
      TWILIO_API_URL: this.url,
    };
  }

  protected handle(req: IncomingMessage, res: ServerResponse, body: string) {
    if (req.method === "GET" && req.url === "/__messages") return sendJson(res, 200, this.messages);
    const path = `/2010-04-01/Accounts/${this.accountSid}/Messages.json`;
    if (req.method !== "POST" || req.url !== path) {
      return sendJson(res, 404, {
        code: 20404,
        message: "The requested resource was not found",
        status: 404,
      });
    }
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString("base64")}`;
    if (req.headers.authorization !== expected) {
      return sendJson(res, 401, { code: 20003, message: "Authenticate", status: 401 });
    }
    const form = new URLSearchParams(body);
    const to = form.get("To") ?? "";
    const status = this.failures.shift();
    this.requests.push({ to, status: status ?? 201 });
    if (status) {
      return sendJson(res, status, { code: 20500, message: `scripted ${status}`, status });
    }
    const message: ReceivedSms = {
      sid: `SM${randomBytes(16).toString("hex")}`,
      to,
      from: form.get("From"),
      body: form.get("Body") ?? "",
    };
    this.messages.push(message);
    return sendJson(res, 201, {
      sid: message.sid,
      account_sid: this.accountSid,
      to: message.to,
      from: message.from,
      body: message.body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/${message.sid}.json`,
    });
  }
}
