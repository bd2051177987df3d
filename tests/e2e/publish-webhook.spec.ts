import { expect, test } from "@playwright/test";
import { E2E_ORIGIN } from "./support/accounts";

// The e2e server's PUBLISH_WEBHOOK_SECRET (scripts/lib/isolated-site.ts).
const SECRET = "isolated-site-publish-secret";
const auth = { authorization: `Bearer ${SECRET}` };
const article = (title: string) => ({
  title,
  content: `<p>${"Webhook content about secure shredding. ".repeat(3)}</p><script>alert("x")</script>`,
  excerpt: "Sent by the automation tool.",
  tags: ["Automation", "News"],
  is_featured: false,
  auto_publish: true,
});

test.describe("the publish webhook", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only");

  test("refuses a request without the secret and creates nothing", async ({ request }) => {
    const title = `Unauthorised ${Date.now()}`;
    const response = await request.post("/api/webhooks/publish-content", { data: article(title) });
    expect(response.status()).toBe(401);
    expect((await request.get("/news")).ok()).toBe(true);
    expect(await (await request.get("/news")).text()).not.toContain(title);
  });

  test("rejects malformed JSON and an invalid article", async ({ request }) => {
    const malformed = await request.post("/api/webhooks/publish-content", {
      headers: { ...auth, "content-type": "application/json" },
      data: Buffer.from("{not json"),
    });
    expect(malformed.status()).toBe(400);
    const invalid = await request.post("/api/webhooks/publish-content", {
      headers: auth,
      data: { title: "x", content: "short" },
    });
    expect(invalid.status()).toBe(422);
    expect((await invalid.json()).fields.content).toEqual([
      "Content must be at least 50 characters",
    ]);
  });

  test("publishes a sanitised article and answers with its message, slug and URL", async ({
    request,
  }) => {
    const title = `Webhook story ${Date.now()}`;
    const response = await request.post("/api/webhooks/publish-content", {
      headers: auth,
      data: article(title),
    });
    expect(response.status()).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      message: "Article published",
      url: `${E2E_ORIGIN}/news/${body.slug}`,
    });
    const page = await request.get(`/news/${body.slug}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain(title);
    expect(html).not.toContain('alert("x")');
  });
});
