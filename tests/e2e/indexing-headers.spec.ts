import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./support/accounts";

test.describe("search engine directives", () => {
  test("the production host is indexable; any other host gets noindex, nofollow", async ({
    request,
  }) => {
    const production = await request.get("/");
    expect(production.headers()["x-robots-tag"]).toBeUndefined();
    const other = await request.get(`http://localhost:${E2E_PORT}/`);
    expect(other.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  });

  test("a page fetched under another host is never served to the production host", async ({
    request,
  }) => {
    // As browsers and crawlers ask (the one-second page cache answers only these).
    const html = { headers: { accept: "text/html" } };
    for (const path of ["/", "/services"]) {
      const poisoning = await request.get(`http://localhost:${E2E_PORT}${path}`, html);
      expect(poisoning.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      const normal = await request.get(path, html);
      expect(normal.status()).toBe(200);
      expect(normal.headers()["x-robots-tag"]).toBeUndefined();
    }
  });

  test("the login page is never indexed", async ({ request }) => {
    const response = await request.get("/auth");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  });

  test("the health check answers while the database is up", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });
});
