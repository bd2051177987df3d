// A stand-in for Stripe on 127.0.0.1, for the real `stripe` SDK to talk to (STRIPE_API_URL). It
// implements what the site calls (Checkout Sessions: create, retrieve and expire; refunds, honouring the
// Idempotency-Key as Stripe does: the same key is the same refund), a hosted "checkout page" with
// a Pay button, and the webhooks Stripe would send, signed as Stripe signs them. Refunds and
// session expiries can be made to fail, as when Stripe is down.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Stripe from "stripe";
import { FakeHttpServer, sendJson } from "./fake-http-server";

export const FAKE_STRIPE_SECRET_KEY = "sk_test_fake_stripe_key";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_fake_stripe_webhook_secret";

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: "payment";
  url: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
};

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: "gbp";
  payment_intent: string;
  status: "succeeded" | "pending" | "failed" | "canceled";
  failure_reason?: string;
  metadata: Record<string, string>;
};

export type SignedEvent = { id: string; payload: string; signature: string };

/** Stripe's form encoding (a[b][0][c]=v) read back into plain objects and arrays. */
function decodeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

type Form = Record<string, unknown>;
const at = (form: Form, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Form | undefined)?.[key], form);

export class FakeStripe extends FakeHttpServer {
  readonly secretKey = FAKE_STRIPE_SECRET_KEY;
  readonly webhookSecret = FAKE_STRIPE_WEBHOOK_SECRET;
  /** Where the "checkout page" and the helpers deliver events; unset: they are only returned. */
  webhookUrl = "";
  readonly sessions = new Map<string, FakeSession>();
  /** Refunds made, one per idempotency key. */
  readonly refunds = new Map<string, FakeRefund>();
  /** Every refund request, failed ones and repeats included. */
  readonly refundRequests: { idempotencyKey: string | undefined; failed: boolean }[] = [];
  /** Webhook deliveries and the site's answers. */
  readonly deliveries: { type: string; status: number }[] = [];
  /** Every request to expire a session, answered or failed. */
  readonly expiryRequests: { sessionId: string; failed: boolean }[] = [];
  private failingRefunds = 0;
  private refusingRefunds = 0;
  private holdingRefunds = 0;
  private failingExpiries = 0;

  /** The next `count` refund requests answer 500 (and tell the SDK not to retry them). */
  failNextRefunds(count: number) {
    this.failingRefunds = count;
  }

  /** The next `count` refund requests are refused outright (400), as Stripe refuses a bad one. */
  refuseNextRefunds(count: number) {
    this.refusingRefunds = count;
  }

  /** The next `count` refunds are taken but not made yet (status pending), as with some cards. */
  holdNextRefunds(count: number) {
    this.holdingRefunds = count;
  }

  /**
   * Stripe settles a refund it held (or fails one it made): its status changes and refund.updated
   * (refund.failed for a failure) is made (and delivered).
   */
  async settleRefund(
    refundId: string,
    status: "succeeded" | "failed" | "canceled",
    failureReason?: string,
  ): Promise<SignedEvent> {
    const refund = [...this.refunds.values()].find((r) => r.id === refundId);
    if (!refund) throw new Error(`No refund ${refundId}`);
    refund.status = status;
    if (failureReason) refund.failure_reason = failureReason;
    const event = this.signedEvent(
      status === "failed" ? "refund.failed" : "refund.updated",
      refund,
    );
    await this.deliver(event);
    return event;
  }

  /** The next `count` requests to expire a session answer 500 (Stripe down; no SDK retry). */
  failNextExpiries(count: number) {
    this.failingExpiries = count;
  }

  reset() {
    this.sessions.clear();
    this.refunds.clear();
    this.refundRequests.length = 0;
    this.deliveries.length = 0;
    this.failingRefunds = 0;
    this.refusingRefunds = 0;
    this.holdingRefunds = 0;
    this.expiryRequests.length = 0;
    this.failingExpiries = 0;
  }

  /** An event as Stripe would send it, with its Stripe-Signature header. */
  signedEvent(type: string, object: unknown, id = newId("evt")): SignedEvent {
    const payload = JSON.stringify(
      {
        id,
        object: "event",
        api_version: "2025-01-01",
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      },
      null,
      2,
    );
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.webhookSecret,
    });
    return { id, payload, signature };
  }

  /** Posts a signed event to the site's webhook (when `webhookUrl` is set) and answers its status. */
  async deliver(event: SignedEvent): Promise<number> {
    if (!this.webhookUrl) return 0;
    const response = await fetch(this.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.payload,
    });
    const type = (JSON.parse(event.payload) as { type: string }).type;
    this.deliveries.push({ type, status: response.status });
    return response.status;
  }

  /** The customer pays: the session completes and its completed event is made (and delivered). */
  async pay(sessionId: string): Promise<SignedEvent> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent ??= newId("pi");
    const event = this.signedEvent("checkout.session.completed", session);
    await this.deliver(event);
    return event;
  }

  /** Thirty minutes pass without payment: the session expires and its event is made (and delivered). */
  async expire(sessionId: string): Promise<SignedEvent> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    if (session.status === "open") session.status = "expired";
    const event = this.signedEvent("checkout.session.expired", { ...session, status: "expired" });
    await this.deliver(event);
    return event;
  }

  /** Stripe reports a payment's charge refunded (after a refund was made). */
  async chargeRefunded(paymentIntentId: string): Promise<SignedEvent> {
    const refunds = [...this.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);
    const event = this.signedEvent("charge.refunded", {
      id: newId("ch"),
      object: "charge",
      amount: refunds[0]?.amount ?? 0,
      amount_refunded: refunds.reduce((sum, r) => sum + r.amount, 0),
      payment_intent: paymentIntentId,
      refunded: true,
      refunds: { object: "list", data: refunds },
    });
    await this.deliver(event);
    return event;
  }

  /** The refunds made for a payment intent (one, however often it was asked for). */
  refundsOf(paymentIntentId: string): FakeRefund[] {
    return [...this.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", this.url);
    const path = url.pathname;
    if (path.startsWith("/v1/") && req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return sendJson(res, 401, { error: { type: "invalid_request_error", message: "Bad key" } });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      return sendJson(res, 200, this.createSession(decodeForm(body)));
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (req.method === "GET" && sessionMatch) {
      const session = this.sessions.get(sessionMatch[1]!);
      return session
        ? sendJson(res, 200, session)
        : sendJson(res, 404, { error: { type: "invalid_request_error", message: "No session" } });
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    if (req.method === "POST" && expireMatch) {
      const failed = this.failingExpiries > 0;
      this.expiryRequests.push({ sessionId: expireMatch[1]!, failed });
      if (failed) {
        this.failingExpiries--;
        return sendJson(
          res,
          500,
          { error: { type: "api_error", message: "Scripted failure of the fake Stripe" } },
          { "stripe-should-retry": "false" },
        );
      }
      const session = this.sessions.get(expireMatch[1]!);
      if (!session || session.status !== "open") {
        return sendJson(res, 400, {
          error: { type: "invalid_request_error", message: "Only open sessions can be expired" },
        });
      }
      session.status = "expired";
      return sendJson(res, 200, session);
    }
    if (req.method === "POST" && path === "/v1/refunds") return this.refund(req, res, body);
    const refundMatch = /^\/v1\/refunds\/([\w]+)$/.exec(path);
    if (req.method === "GET" && refundMatch) {
      const refund = [...this.refunds.values()].find((r) => r.id === refundMatch[1]);
      return refund
        ? sendJson(res, 200, refund)
        : sendJson(res, 404, { error: { type: "invalid_request_error", message: "No refund" } });
    }
    const page = /^\/pay\/([\w]+)$/.exec(path);
    if (page) return this.checkoutPage(req, res, page[1]!);
    // Controls for the browser tests (their fake runs in the test server's process).
    const control = /^\/__(expire|refunded)\/([\w]+)$/.exec(path);
    if (req.method === "POST" && control) {
      const [, action, id] = control;
      const event = action === "expire" ? await this.expire(id!) : await this.chargeRefunded(id!);
      return sendJson(res, 200, { event: event.id });
    }
    if (req.method === "POST" && path === "/__fail-refunds") {
      this.failNextRefunds(Number(url.searchParams.get("count") ?? 1));
      return sendJson(res, 200, {});
    }
    if (req.method === "GET" && path === "/__state") {
      return sendJson(res, 200, {
        sessions: [...this.sessions.values()],
        refunds: [...this.refunds.values()],
        refundRequests: this.refundRequests,
        deliveries: this.deliveries,
      });
    }
    sendJson(res, 404, { error: { type: "invalid_request_error", message: `No route ${path}` } });
  }

  private createSession(form: Form): FakeSession {
    const quantity = Number(at(form, "line_items", "0", "quantity") ?? 1);
    const unit = Number(at(form, "line_items", "0", "price_data", "unit_amount"));
    const id = newId("cs");
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      url: `${this.url}/pay/${id}`,
      amount_total: quantity * unit,
      currency: String(at(form, "line_items", "0", "price_data", "currency") ?? "gbp"),
      customer_email: (form.customer_email as string | undefined) ?? null,
      client_reference_id: (form.client_reference_id as string | undefined) ?? null,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      expires_at: Number(form.expires_at),
      success_url: String(form.success_url),
      cancel_url: String(form.cancel_url),
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
    };
    this.sessions.set(id, session);
    return session;
  }

  private refund(req: IncomingMessage, res: ServerResponse, body: string) {
    const key = req.headers["idempotency-key"] as string | undefined;
    if (this.failingRefunds > 0) {
      this.failingRefunds--;
      this.refundRequests.push({ idempotencyKey: key, failed: true });
      return sendJson(
        res,
        500,
        { error: { type: "api_error", message: "Scripted failure of the fake Stripe" } },
        { "stripe-should-retry": "false" },
      );
    }
    if (this.refusingRefunds > 0) {
      this.refusingRefunds--;
      this.refundRequests.push({ idempotencyKey: key, failed: true });
      return sendJson(res, 400, {
        error: {
          type: "invalid_request_error",
          code: "charge_already_refunded",
          message: "Charge has already been refunded.",
        },
      });
    }
    this.refundRequests.push({ idempotencyKey: key, failed: false });
    const existing = key ? this.refunds.get(key) : undefined;
    if (existing) return sendJson(res, 200, existing, { "idempotent-replayed": "true" });
    const form = decodeForm(body);
    const intent = String(form.payment_intent);
    const paid = [...this.sessions.values()].find((s) => s.payment_intent === intent);
    const held = this.holdingRefunds > 0;
    if (held) this.holdingRefunds--;
    const refund: FakeRefund = {
      id: newId("re"),
      object: "refund",
      amount: Number(form.amount ?? paid?.amount_total ?? 0),
      currency: "gbp",
      payment_intent: intent,
      status: held ? "pending" : "succeeded",
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
    };
    this.refunds.set(key ?? refund.id, refund);
    sendJson(res, 200, refund);
  }

  private async checkoutPage(req: IncomingMessage, res: ServerResponse, id: string) {
    const session = this.sessions.get(id);
    if (!session) {
      res.writeHead(404, { "content-type": "text/plain" }).end("No such checkout session");
      return;
    }
    if (req.method === "POST") {
      await this.pay(id);
      const target = session.success_url.replace("{CHECKOUT_SESSION_ID}", id);
      res.writeHead(303, { location: target }).end();
      return;
    }
    const pounds = (session.amount_total / 100).toFixed(2);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1><p>Pay £${pounds} (${session.status})</p>
<form method="post" action="/pay/${id}"><button type="submit">Pay</button></form>
<p><a href="${session.cancel_url}">Back</a></p></main></body></html>`);
  }
}
