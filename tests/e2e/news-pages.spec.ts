import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { ANNOUNCE_INVALIDATION_SQL, CACHE_TAGS_CHANNEL } from "@/lib/shared/cache-tags-channel";
import { bulkArticlesSql } from "@/scripts/lib/bulk-articles";
import { E2E_ORIGIN } from "./support/accounts";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { sql } from "./support/database";

// The news list a page at a time. The archive planted here is twenty years old, so
// the articles other tests publish and look for stay on page 1. Each run of beforeAll plants its
// own: with fullyParallel, one worker can run it more than once (a prefix fixed when the file
// loaded then collided on a slug).
let prefix = "";
const TWENTY_YEARS = 20 * 365 * 24 * 60;

test.beforeAll(async () => {
  prefix = `archive-${randomUUID().slice(0, 8)}`;
  const { text, values } = bulkArticlesSql(30, prefix, TWENTY_YEARS);
  await sql(text, values);
  await sql(ANNOUNCE_INVALIDATION_SQL, ["articles", CACHE_TAGS_CHANNEL]);
});

async function pageCount(): Promise<number> {
  const [row] = await sql<{ n: number }>(
    "select count(*)::int as n from articles where is_published and published_at is not null",
  );
  return Math.ceil(row!.n / 12);
}

test("the news list shows 12 articles a page, linked page to page with real links", async ({
  page,
  isMobile,
}) => {
  test.skip(
    isMobile,
    "the same list at every width: once, at desktop width, scanned at 390 px too",
  );
  await page.goto("/news");
  const cards = page.getByRole("region", { name: "Articles" }).getByRole("article");
  await expect(cards).toHaveCount(12);
  const pages = page.getByRole("navigation", { name: "News pages" });
  await expect(pages.getByRole("link", { name: "Next page" })).toHaveAttribute("rel", "next");
  await expect(pages.getByRole("link", { name: "Next page" })).toHaveAttribute(
    "href",
    "/news/page/2",
  );
  await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 1");

  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/news\/page\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Page 2");
  await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
  await expect(cards).toHaveCount(12);
  await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 2");
  await expectNoA11yViolationsAtBothWidths(page);

  const last = await pageCount();
  await page.goto(`/news/page/${last}`);
  await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await expect(cards.last()).toContainText("Bulk article 30");
});

test.describe("pages after the first, as a crawler sees them", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only");

  test("page 2 has its own title and canonical", async ({ request }) => {
    const html = await (await request.get("/news/page/2")).text();
    expect(html).toContain("<title>News - Page 2 | North East Secure Shredding</title>");
    expect(html).toContain(`<link rel="canonical" href="${E2E_ORIGIN}/news/page/2"/>`);
    expect(html).toMatch(
      /<a [^>]*rel="prev"[^>]*href="\/news"|<a [^>]*href="\/news"[^>]*rel="prev"/,
    );
  });

  test("a page beyond the last, or not a page number, is a 404; page 1 is /news", async ({
    request,
  }) => {
    const last = await pageCount();
    expect((await request.get(`/news/page/${last + 1}`)).status()).toBe(404);
    expect((await request.get("/news/page/two")).status()).toBe(404);
    expect((await request.get("/news/page/0")).status()).toBe(404);
    const first = await request.get("/news/page/1", { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(first.headers().location).toMatch(/\/news$/);
  });

  test("a page after the first is refreshed within a second when an article on it changes", async ({
    request,
  }) => {
    const last = await pageCount();
    const path = `/news/page/${last}`;
    expect(await (await request.get(path)).text()).toContain("Bulk article 30");
    await sql("update articles set title = $2 where slug = $1", [
      `${prefix}-30`,
      "Bulk article 30, renamed",
    ]);
    await sql(ANNOUNCE_INVALIDATION_SQL, ["articles", CACHE_TAGS_CHANNEL]);
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 1_000, intervals: [100] })
      .toContain("Bulk article 30, renamed");
  });
});
