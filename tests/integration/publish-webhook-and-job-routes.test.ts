import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as deliverEmail } from "@/app/api/jobs/deliver-email/route";
import { POST as publishContent } from "@/app/api/webhooks/publish-content/route";
import { db } from "@/lib/server/db";
import { FakeResend } from "../support/fake-resend";
import { resetDatabase } from "../support/db";

// What the automation tool and a scheduler get from the publish webhook and a job route, as the
// route handlers answer them on a real PostgreSQL (they were browser tests; none of it needs a
// page). The webhook's article on the news pages, through the production server, is
// fresh-pages.spec.ts's; the limits on its body, request-limits.spec.ts's.

const PUBLISH_SECRET = "publish-webhook-route-secret";
const CRON_SECRET = "job-route-cron-secret";
const SITE_URL = "https://www.shredding.example";
// Before any app module reads the environment (lib/server/env.ts caches it).
Object.assign(process.env, {
  PUBLISH_WEBHOOK_SECRET: PUBLISH_SECRET,
  CRON_SECRET,
  SITE_URL,
  RESEND_API_KEY: "re_route_key",
});
delete process.env.INDEXNOW_KEY;

const resend = new FakeResend();
beforeAll(async () => {
  process.env.RESEND_BASE_URL = await resend.start();
});
afterAll(() => resend.stop());
beforeEach(async () => {
  await resetDatabase();
  resend.reset();
});

const article = (title: string) => ({
  title,
  content: `<p>${"Webhook content about secure shredding. ".repeat(3)}</p><script>alert("x")</script>`,
  excerpt: "Sent by the automation tool.",
  tags: ["Automation", "News"],
  is_featured: false,
  auto_publish: true,
});

function publish(body: string, headers: Record<string, string> = {}) {
  return publishContent(
    new Request("http://localhost/api/webhooks/publish-content", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    }),
  );
}
const withSecret = { authorization: `Bearer ${PUBLISH_SECRET}` };

describe("the publish webhook", () => {
  it("refuses a request without the secret, or with another, and creates nothing", async () => {
    for (const headers of [{}, { authorization: "Bearer not-the-secret" }] as Record<
      string,
      string
    >[]) {
      const response = await publish(JSON.stringify(article("Unauthorised")), headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Unauthorized" });
    }
    expect(await db().article.count()).toBe(0);
  });

  it("rejects malformed JSON and an invalid article, with the field's message", async () => {
    const malformed = await publish("{not json", withSecret);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Malformed JSON" });
    const invalid = await publish(JSON.stringify({ title: "x", content: "short" }), withSecret);
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { fields: Record<string, string[]> }).fields.content).toEqual(
      ["Content must be at least 50 characters"],
    );
    expect(await db().article.count()).toBe(0);
  });

  it("publishes a sanitised article and answers with its message, slug and canonical URL", async () => {
    const title = `Webhook story ${randomUUID().slice(0, 8)}`;
    const response = await publish(JSON.stringify(article(title)), withSecret);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; slug: string; url: string };
    expect(body).toEqual({
      message: "Article published",
      slug: expect.stringMatching(/^webhook-story-/),
      url: `${SITE_URL}/news/${body.slug}`,
    });
    const stored = await db().article.findUniqueOrThrow({ where: { slug: body.slug } });
    expect(stored).toMatchObject({ title, isPublished: true, isFeatured: false });
    expect(stored.content).toContain("Webhook content about secure shredding.");
    expect(stored.content).not.toContain("<script");
    expect(stored.content).not.toContain('alert("x")');
  });
});

function runDelivery(headers: Record<string, string> = {}) {
  return deliverEmail(
    new Request("http://localhost/api/jobs/deliver-email", { method: "POST", headers }),
  );
}

describe("a job route (e-mail delivery)", () => {
  it("refuses a caller without the cron secret, or with another, and sends nothing", async () => {
    await queueEmail();
    for (const headers of [{}, { authorization: "Bearer nope" }] as Record<string, string>[]) {
      const response = await runDelivery(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Unauthorized" });
    }
    expect(resend.requests).toHaveLength(0);
    expect(await db().outboxEmail.count({ where: { status: "pending" } })).toBe(1);
  });

  it("delivers the outbox for a caller with the cron secret, reporting the counts", async () => {
    await queueEmail();
    const response = await runDelivery({ authorization: `Bearer ${CRON_SECRET}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "1 sent, 0 to retry, 0 failed",
      claimed: 1,
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(resend.requests).toHaveLength(1);
    expect(await db().outboxEmail.count({ where: { status: "sent" } })).toBe(1);
  });
});

/** One e-mail waiting in the outbox, as a stored enquiry leaves it. */
async function queueEmail() {
  await db().outboxEmail.create({
    data: {
      toAddress: "office@example.com",
      subject: "A waiting message",
      html: "<p>Hello</p>",
      text: "Hello",
      idempotencyKey: randomUUID(),
    },
  });
}
