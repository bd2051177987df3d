import { expect, test } from "./support/test";
import { seedArticles } from "@/prisma/seed-data/articles";

const featured = seedArticles
  .filter((a) => a.isFeatured)
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

test.describe("Featured Stories on the home page", () => {
  test("shows the published featured articles, newest first, each with Read More", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the same slides at every width; the phone's one slide is tested below");
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Featured stories", exact: true });
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(featured.length);
    for (const [index, article] of featured.entries()) {
      await expect(slides.nth(index).getByRole("heading")).toHaveText(article.title);
      await expect(
        slides.nth(index).getByRole("link", { name: `Read More about ${article.title}` }),
      ).toHaveAttribute("href", `/news/${article.slug}`);
    }
    await expect(page.getByRole("link", { name: "View All News Articles" })).toHaveAttribute(
      "href",
      "/news",
    );
  });

  test("shows one slide on a phone and no previous/next buttons", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout");
    await page.goto("/");
    const slide = page
      .getByRole("region", { name: "Featured stories", exact: true })
      .getByRole("group")
      .first();
    const box = await slide.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    await expect(page.getByRole("button", { name: "Next stories" })).toBeHidden();
  });

  test("shows three slides on a wide screen, with working previous/next and arrow keys", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "wide layout");
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Featured stories", exact: true });
    const first = carousel.getByRole("group").first();
    const width = (await first.boundingBox())!.width;
    expect(width).toBeLessThan(1280 / 3 + 10);
    const next = page.getByRole("button", { name: "Next stories" });
    const previous = page.getByRole("button", { name: "Previous stories" });
    await expect(next).toBeEnabled();
    await expect(previous).toBeEnabled();
    const x0 = (await first.boundingBox())!.x;
    await next.click();
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(x0 - 100);
    await carousel.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => Math.abs((await first.boundingBox())!.x - x0)).toBeLessThan(5);
  });
});
