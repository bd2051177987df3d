import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "./support/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { LABELS_PER_SHEET, labelBox } from "@/lib/custody/label-layout";
import { labelTexts } from "@/lib/custody/label-texts";
import { formatSeal, parseSeal } from "@/lib/shared/seal-number";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin } from "./support/database";
import { openAdminSection } from "./support/admin";
import { signedInAt } from "./support/session";
import { pdfToPng } from "../support/pdf-reader";

// Seal labels: the office prints one sheet and downloads its PDF. Each of the 24
// labels is read back where the stock has it (lib/custody/label-layout.ts): its QR code, decoded
// from the page drawn at 150 dpi, says exactly the number printed on the same label, and the 24
// numbers are the print's range in order.

/** Resolution the page is drawn at: a QR module of these labels is then about 7 px. */
const DPI = 150;
const px = (points: number) => (points * DPI) / 72;

test("the office prints a sheet of seal labels whose 24 QR codes read as their printed numbers", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "a download and a PDF read back: one run is enough");
  test.slow();
  const office = await freshAdmin("seal-labels");
  await signedInAt(page, office, "/admin");
  await openAdminSection(page, labelTexts.section);
  await expectNoA11yViolations(page);

  const form = page.getByRole("form", { name: labelTexts.printLabels });
  await form.getByLabel(labelTexts.sheetsLabel).fill("1");
  await form.getByRole("button", { name: labelTexts.printLabels }).click();
  const issued = page.getByRole("status").filter({ hasText: "issued" });
  await expect(issued).toContainText("(1 sheet) issued.");
  const [first, last] = ((await issued.textContent()) ?? "")
    .match(/S-\d{6,}/g)!
    .map((seal) => parseSeal(seal)!);
  expect(last! - first! + 1).toBe(LABELS_PER_SHEET);
  // The print is listed with its range, who printed it and its sheets.
  const row = page
    .getByRole("table", { name: labelTexts.listCaption })
    .getByRole("row")
    .filter({ hasText: labelTexts.range(first!, last!) });
  // (Each cell also holds its column's name, read out on phones.)
  await expect(row.getByRole("cell")).toContainText([
    /\d{4}, \d\d:\d\d$/,
    office.email,
    labelTexts.range(first!, last!),
    "1",
    "Download",
  ]);
  await page.screenshot({ path: "/tmp/seal-labels-section.png", fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    issued.getByRole("link", { name: "Download the labels (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(labelTexts.fileName(first!, last!));
  const pdf = (await download.path())!;
  expect(execFileSync("pdfinfo", [pdf], { encoding: "utf8" })).toMatch(/Pages:\s+1\n/);

  const png = pdfToPng(readFileSync(pdf), DPI);
  writeFileSync("/tmp/seal-labels-sheet.png", png);
  const sheet = PNG.sync.read(png);

  for (let i = 0; i < LABELS_PER_SHEET; i++) {
    const box = labelBox(i);
    const printed = execFileSync(
      "pdftotext",
      ["-r", "72", "-x", `${Math.floor(box.x)}`, "-y", `${Math.floor(box.y)}`]
        .concat(["-W", `${Math.ceil(box.width)}`, "-H", `${Math.ceil(box.height)}`])
        .concat(["-layout", pdf, "-"]),
      { encoding: "utf8" },
    ).match(/S-\d{6,}/g);
    expect(printed, `label ${i + 1}`).toEqual([formatSeal(first! + i)]);
    expect(qrIn(sheet, box), `label ${i + 1}`).toBe(printed![0]);
  }
});

/** The QR code inside `box` (points) of the page drawn at DPI, decoded; null if none reads. */
function qrIn(sheet: PNG, box: { x: number; y: number; width: number; height: number }) {
  const left = Math.floor(px(box.x));
  const top = Math.floor(px(box.y));
  const width = Math.min(Math.ceil(px(box.width)), sheet.width - left);
  const height = Math.min(Math.ceil(px(box.height)), sheet.height - top);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * sheet.width + left) * 4;
    pixels.set(sheet.data.subarray(from, from + width * 4), row * width * 4);
  }
  return jsQR(pixels, width, height)?.data ?? null;
}
