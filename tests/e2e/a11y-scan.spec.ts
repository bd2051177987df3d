import { expect, test } from "./support/test";
import { a11yViolations, PHONE_VIEWPORT } from "./support/axe";

// The scan every browser test relies on can fail: on a real page, with a few faults planted, it
// names each of them, at desktop width and at a phone's.

test("the accessibility scan names an unnamed button, faint text and a tiny target", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one page, both widths from one load");
  await page.goto("/contact");
  expect(await a11yViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML(
      "afterbegin",
      `<button id="planted-unnamed"></button>
       <p id="planted-faint" style="color:#d0d0d0;background:#ffffff">Faint words</p>
       <a id="planted-tiny" href="/" style="display:inline-block;width:8px;height:8px;overflow:hidden">.</a><a href="/contact" style="display:inline-block;width:8px;height:8px;overflow:hidden">.</a>`,
    );
  });
  for (const width of [null, PHONE_VIEWPORT]) {
    if (width) await page.setViewportSize(width);
    const found = (await a11yViolations(page)).join("\n");
    expect(found).toMatch(/^button-name: .*#planted-unnamed/m);
    expect(found).toMatch(/^color-contrast: .*#planted-faint/m);
    expect(found).toMatch(/^target-size: .*#planted-tiny/m);
  }
});
