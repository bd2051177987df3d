import type { Page } from "@playwright/test";

/** Draws a zigzag signature across the crew's signature pad with the mouse, as a finger would. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(
      box.x + 30 + step * ((box.width - 60) / 12),
      box.y + box.height * (step % 2 ? 0.3 : 0.7),
    );
  }
  await page.mouse.up();
}
