import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "@/lib/shared/request-headers";
import { clientIp } from "@/lib/server/client-ip";
import { db } from "@/lib/server/db";
import { submitContact, submitQuote } from "@/lib/enquiries/enquiry-actions";
import { ResendTransport } from "@/lib/server/mail/transport";
import { MAX_ATTEMPTS, deliverDueEmails } from "@/lib/mail-delivery/worker";
import { FakeResend } from "../support/fake-resend";
import { resetDatabase } from "../support/db";

// The two actions as a request from `ip` makes them.
const submitQuoteEnquiry = (input: unknown, ip: string) =>
  submitQuote.handle({ ip, now: new Date() }, input);
const submitContactEnquiry = (input: unknown, areaSlug: string | undefined, ip: string) =>
  submitContact.handle({ ip, now: new Date() }, input, areaSlug);

const fake = new FakeResend();
let transport: ResendTransport;

const quote = {
  name: "Jo Bloggs",
  company: "Bloggs Ltd",
  email: "jo@bloggs.co.uk",
  phone: "0191 000 0000",
  postcode: "DL1 1RW",
  message: "Ten archive boxes",
};
const contact = { name: "Sam", email: "sam@example.com", message: "Do you cover Yarm?" };

beforeAll(async () => {
  // The real Resend SDK, pointed at the fake through its base URL.
  transport = new ResendTransport("re_test_key", await fake.start());
});
afterAll(() => fake.stop());
beforeEach(async () => {
  await resetDatabase();
  fake.reset();
});

async function outbox() {
  return db().outboxEmail.findMany({ orderBy: { createdAt: "asc" } });
}

describe("a quote or contact submission", () => {
  it("stores exactly one enquiry and its office and customer e-mails", async () => {
    expect(await submitQuoteEnquiry(quote, "192.0.2.1")).toEqual({ ok: true, data: undefined });
    const enquiries = await db().enquiry.findMany();
    expect(enquiries).toHaveLength(1);
    expect(enquiries[0]).toMatchObject({
      kind: "quote",
      companyName: "Bloggs Ltd",
      postcode: "DL1 1RW",
    });
    const emails = await outbox();
    expect(emails.map((e) => e.toAddress).sort()).toEqual([
      "hello@northeastsecureshredding.co.uk",
      "jo@bloggs.co.uk",
    ]);
    expect(emails.every((e) => e.enquiryId === enquiries[0]!.id && e.status === "pending")).toBe(
      true,
    );
    const office = emails.find((e) => e.toAddress.startsWith("hello@"))!;
    expect(office.text).toContain("business_quote");
    expect(office.text).toContain("Company: Bloggs Ltd");
    expect(office.replyTo).toBe("jo@bloggs.co.uk");
  });

  it("never relays what a visitor typed to the address they gave (contact and quote)", async () => {
    const phishing = {
      name: "Your bank http://phish.example/login",
      email: "victim@example.com",
      subject: "Account locked: https://phish.example",
      company_name: "Visit www.phish.example",
      message: "Your account is locked. Unlock it at https://phish.example/unlock now.",
    };
    await submitContactEnquiry(phishing, undefined, "192.0.2.10");
    await submitQuoteEnquiry(
      { ...quote, ...phishing, company: phishing.company_name },
      "192.0.2.11",
    );
    const toVictim = (await outbox()).filter((e) => e.toAddress === "victim@example.com");
    expect(toVictim).toHaveLength(2);
    for (const email of toVictim) {
      for (const part of [email.subject, email.html, email.text]) {
        expect(part).not.toMatch(/phish|Your bank|locked/i);
      }
    }
    // The office still sees everything the visitor wrote.
    const office = (await outbox()).filter((e) => e.toAddress.startsWith("hello@"));
    expect(office.map((e) => e.text).join("\n")).toContain("https://phish.example/unlock");
  });

  it("tags a contact message from an area page with the town, and ignores an unknown one", async () => {
    await submitContactEnquiry(contact, "stockton-on-tees", "192.0.2.1");
    await submitContactEnquiry(contact, "atlantis", "192.0.2.2");
    const enquiries = await db().enquiry.findMany({ orderBy: { createdAt: "asc" } });
    expect(enquiries.map((e) => [e.kind, e.areaSlug])).toEqual([
      ["contact", "stockton-on-tees"],
      ["contact", null],
    ]);
  });

  it("refuses invalid input with the field's message and stores nothing", async () => {
    const result = await submitQuoteEnquiry({ ...quote, postcode: "DL1" }, "192.0.2.1");
    expect(result).toMatchObject({
      ok: false,
      reason: "validation",
      message: "Please enter a valid postcode",
    });
    expect(!result.ok && result.fieldErrors?.postcode).toEqual(["Please enter a valid postcode"]);
    expect(await db().enquiry.count()).toBe(0);
    expect(await db().outboxEmail.count()).toBe(0);
  });

  it("pretends to accept a bot that filled the honeypot, and stores nothing", async () => {
    expect(
      await submitContactEnquiry({ ...contact, website: "http://spam" }, undefined, "192.0.2.1"),
    ).toMatchObject({ ok: true });
    expect(await db().enquiry.count()).toBe(0);
  });

  it("stops an address over the hourly limit with a clear message, storing nothing more", async () => {
    for (let i = 0; i < 10; i++)
      expect((await submitContactEnquiry(contact, undefined, "203.0.113.9")).ok).toBe(true);
    const refused = await submitQuoteEnquiry(quote, "203.0.113.9");
    expect(refused).toMatchObject({ ok: false, reason: "rate_limited" });
    expect(!refused.ok && refused.message).toMatch(/Too many submissions/);
    expect(await db().enquiry.count()).toBe(10);
    expect((await submitQuoteEnquiry(quote, "203.0.113.10")).ok).toBe(true);
  });

  it("is not bypassed behind an appending proxy by rotating the first X-Forwarded-For entry", async () => {
    const accepted = [];
    for (let i = 0; i < 25; i++) {
      // What one client behind one trusted proxy looks like, forging a new first entry each time.
      const headers = new Headers({
        "x-forwarded-for": `198.51.100.${i}, 203.0.113.77`,
        [CLIENT_IP_HEADER]: "10.0.0.2",
      });
      const result = await submitContactEnquiry(contact, undefined, clientIp(headers, 1));
      if (result.ok) accepted.push(i);
    }
    expect(accepted).toHaveLength(10);
  });
});

describe("the delivery worker", () => {
  it("sends each message through Resend with an Idempotency-Key and records the provider id", async () => {
    await submitQuoteEnquiry(quote, "192.0.2.1");
    expect(await deliverDueEmails({ transport })).toEqual({
      claimed: 2,
      sent: 2,
      retried: 0,
      failed: 0,
    });
    expect(fake.delivered.size).toBe(2);
    for (const request of fake.requests) {
      expect(request.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(request.authorization).toBe("Bearer re_test_key");
    }
    const rows = await outbox();
    expect(
      rows.every((r) => r.status === "sent" && r.providerId?.startsWith("fake-") && r.sentAt),
    ).toBe(true);
    expect(await deliverDueEmails({ transport })).toMatchObject({ claimed: 0 });
  });

  it("retries a provider failure and delivers each message exactly once (500, 500, then 200)", async () => {
    await submitContactEnquiry(contact, undefined, "192.0.2.1");
    fake.respondWith({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    expect(await deliverDueEmails({ transport, baseDelayMs: 0 })).toMatchObject({ retried: 2 });
    let rows = await outbox();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(rows[0]!.lastError).toContain("500");
    expect(await deliverDueEmails({ transport, baseDelayMs: 0 })).toMatchObject({ retried: 2 });
    expect(await deliverDueEmails({ transport, baseDelayMs: 0 })).toMatchObject({ sent: 2 });
    rows = await outbox();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 3],
      ["sent", 3],
    ]);
    expect(fake.requests).toHaveLength(6);
    expect(fake.delivered.size).toBe(2);
  });

  it("waits as long as a 429's Retry-After says", async () => {
    await submitContactEnquiry(contact, undefined, "192.0.2.1");
    fake.respondWith(
      { status: 429, headers: { "retry-after": "120" } },
      { status: 429, headers: { "retry-after": "120" } },
    );
    const before = Date.now();
    await deliverDueEmails({ transport, baseDelayMs: 0 });
    for (const row of await outbox()) {
      expect(row.status).toBe("pending");
      const wait = row.nextAttemptAt.getTime() - before;
      expect(wait).toBeGreaterThan(115_000);
      expect(wait).toBeLessThan(130_000);
    }
    expect(await deliverDueEmails({ transport })).toMatchObject({ claimed: 0 });
  });

  it("marks a refused message failed at once, keeping the provider's error", async () => {
    await submitContactEnquiry(contact, undefined, "192.0.2.1");
    fake.respondWith({ status: 422 });
    const report = await deliverDueEmails({ transport, limit: 1 });
    expect(report).toMatchObject({ failed: 1 });
    const failed = (await outbox()).find((r) => r.status === "failed")!;
    expect(failed.lastError).toContain("422");
    expect(failed.attempts).toBe(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts when the provider keeps failing`, async () => {
    await submitContactEnquiry(contact, undefined, "192.0.2.1");
    fake.respondWith(...Array.from({ length: MAX_ATTEMPTS * 2 }, () => ({ status: 503 })));
    for (let i = 0; i < MAX_ATTEMPTS; i++) await deliverDueEmails({ transport, baseDelayMs: 0 });
    const rows = await outbox();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["failed", MAX_ATTEMPTS],
      ["failed", MAX_ATTEMPTS],
    ]);
    expect(rows[0]!.lastError).toContain("503");
    expect(await deliverDueEmails({ transport, baseDelayMs: 0 })).toMatchObject({ claimed: 0 });
  });

  it("never sends a message twice with two workers running at once", async () => {
    for (let i = 0; i < 10; i++)
      await submitContactEnquiry({ ...contact, name: `Sam ${i}` }, undefined, `192.0.2.${i}`);
    fake.delayMs = 20;
    // Two workers drain the queue in small batches side by side, as two app instances would.
    const drain = async () => {
      let sent = 0;
      for (;;) {
        const report = await deliverDueEmails({ transport, limit: 3 });
        if (report.claimed === 0) return sent;
        sent += report.sent;
      }
    };
    const [a, b] = await Promise.all([drain(), drain()]);
    expect(a + b).toBe(20);
    expect(a > 0 && b > 0).toBe(true);
    expect(fake.requests).toHaveLength(20);
    expect(new Set(fake.requests.map((r) => r.idempotencyKey)).size).toBe(20);
  });
});
