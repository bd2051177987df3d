import { expect, test } from "./support/test";
import { E2E_PORT } from "./support/accounts";

test.skip(({ isMobile }) => isMobile, "HTTP only");

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
    const html = { accept: "text/html" };
    const foreign = [
      { url: (path: string) => `http://localhost:${E2E_PORT}${path}`, headers: html },
      // The attack as sent: the real address, a forged Host header.
      { url: (path: string) => path, headers: { ...html, host: "evil.example" } },
    ];
    for (const path of ["/", "/services", "/contact"]) {
      for (const poisoning of foreign) {
        const answer = await request.get(poisoning.url(path), { headers: poisoning.headers });
        expect(answer.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
        const normal = await request.get(path, { headers: html });
        expect(normal.status(), path).toBe(200);
        expect(normal.headers()["x-robots-tag"], path).toBeUndefined();
      }
    }
  });

  test("the login page is never indexed", async ({ request }) => {
    const response = await request.get("/auth");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  });
});
