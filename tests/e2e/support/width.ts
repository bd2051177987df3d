import { expect, type Page } from "@playwright/test";

/**
 * The page is no wider than the window: nothing to scroll sideways. Measured against the layout
 * viewport (the root's clientWidth) and the window: a phone (Chromium with isMobile) zooms out to
 * show a wider page whole, and then window.innerWidth grows with the page and hides the overflow.
 */
export async function expectWithinWindow(page: Page, label: string) {
  const { scrollWidth, clientWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label} is ${scrollWidth} px wide`).toBeLessThanOrEqual(
    Math.min(clientWidth, innerWidth),
  );
}
