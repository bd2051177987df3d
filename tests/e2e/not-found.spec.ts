import { expect, test } from "./support/test";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";

test.skip(
  ({ isMobile }) => isMobile,
  "the same page at every width: once, at desktop width, scanned at 390 px too",
);

test.describe("an unknown address", () => {
  test("answers 404 with the not-found page and a way home", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    await expectNoA11yViolationsAtBothWidths(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
