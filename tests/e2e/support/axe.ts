import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * No WCAG 2.2 A/AA violation on the page as it is now. Axe leaves its "experimental" rules out of
 * the tags; Label in Name (2.5.3) is one, so it is asked for by name.
 */
export async function expectNoA11yViolations(page: Page) {
  expect(await a11yViolations(page)).toEqual([]);
}

/** The phone's window: the `mobile` project's (playwright.config.ts). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * No violation at this width, nor at a phone's: the layout follows the window's width, not the
 * device, so a flow that runs once, at desktop width, checks its page at 390 px as it is. The
 * window is as it was afterwards.
 */
export async function expectNoA11yViolationsAtBothWidths(page: Page) {
  const before = page.viewportSize();
  await expectNoA11yViolations(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await expectNoA11yViolations(page);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** The page's WCAG 2.2 A/AA violations, one line each, as "rule: help (where)". */
export async function a11yViolations(page: Page): Promise<string[]> {
  // A control partly under the sticky header reads as an overlapped touch target, so where the
  // flow left the page scrolled decided the answer (a button under the header at 390 px on one
  // run, clear of it on the next). Every scan reads the page from its top, where nothing lies
  // under the header, once it has stopped moving (the site scrolls smoothly where motion is
  // welcome, globals.css).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.scrollY === before)),
        );
      }),
  );
  // Nor mid-fade: a toast sliding in or out is half transparent, and axe reads its contrast as
  // it is at that moment. The scan waits for every finite animation and transition to end
  // (a spinner's endless one is left to run).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // options() replaces what withTags() would set, so the tags are given here too. Legacy mode runs
  // axe in the page itself: the default gathers each frame's results and then opens a blank page
  // to finish the run, which doubled every scan's time (about 1.2 s against 0.6 s on /book). What
  // it adds is testing cross-origin frames, and the site's only frame is the consented map from
  // Google, not ours to fix (axe lists it as untested, not as a violation).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      rules: { "label-content-name-mismatch": { enabled: true } },
      // Only the violations are read: axe need not gather the nodes that pass.
      resultTypes: ["violations"],
    })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
