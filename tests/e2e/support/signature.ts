import type { Page } from "@playwright/test";

/**
 * Draws a zigzag signature across one of the Collected form's signature pads with the mouse, as
 * a finger would: the customer's ("signature-pad") unless another pad is named.
 */
export async function drawSignature(page: Page, pad = "signature-pad"): Promise<void> {
  const canvas = page.getByTestId(pad);
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
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

/** The customer signs, then the crew member beside them: both pads the Collected form requires. */
export async function signCollection(page: Page): Promise<void> {
  await drawSignature(page);
  await drawSignature(page, "crew-signature-pad");
}
