import "server-only";
import { certificateSealTexts as texts } from "@/lib/certificates/certificate-seal-texts";
import type { SealListing } from "@/lib/certificates/certificate-seals";
import { colors, MARGIN } from "@/lib/server/pdf/page";
import { drawText } from "@/lib/server/pdf/text";

// The certificate's table of seals: the section's title heads the seal column and the
// time columns' headings sit on its line (Collected, Destroyed), then one row per seal or range as lib/certificates/certificate-seals.ts listed them. Sizes come from the
// certificate, which scales them with the rest of the page.

export type SealTableStyle = { width: number; textSize: number; rowGap: number };

/** The seal column takes the most (a range's label is the longest); the times share the rest. */
function columns(width: number) {
  const seal = Math.round(width * 0.36);
  const time = (width - seal) / 2;
  return [
    { x: MARGIN, width: seal - 8 },
    { x: MARGIN + seal, width: time - 8 },
    { x: MARGIN + seal + time, width: time },
  ];
}

function drawRow(
  doc: PDFKit.PDFDocument,
  cells: readonly string[],
  y: number,
  style: SealTableStyle,
  weight: "regular" | "bold",
): number {
  let bottom = y;
  columns(style.width).forEach((column, index) => {
    drawText(doc, cells[index] ?? "", { x: column.x, y, width: column.width, weight });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom + style.rowGap;
}

/**
 * The time columns' headings, on the line of the section's title (drawn after them, at
 * `titleSize`), their baselines level with it: the title heads the seal column, and no header
 * row takes a line the seals need.
 */
export function drawSealHeads(
  doc: PDFKit.PDFDocument,
  y: number,
  style: SealTableStyle,
  titleSize: number,
): void {
  // Noto Sans's ascent is about 1.07 em: lower the smaller text by the difference in ascent.
  const top = y + (titleSize - style.textSize) * 1.07;
  doc.fillColor(colors.muted).fontSize(style.textSize);
  const [, collected, destroyed] = columns(style.width);
  drawText(doc, texts.collected, { x: collected!.x, y: top, width: collected!.width });
  drawText(doc, texts.destroyed, { x: destroyed!.x, y: top, width: destroyed!.width });
}

/** The listing's rows from `y`; returns where the next thing goes. */
export function drawSealRows(
  doc: PDFKit.PDFDocument,
  listing: SealListing,
  y: number,
  style: SealTableStyle,
): number {
  doc.fillColor(colors.ink).fontSize(style.textSize);
  for (const row of listing.rows) {
    y = drawRow(doc, [row.seal, row.collected, row.destroyed], y, style, "regular");
  }
  return y;
}

/** The height of one row of a single line at the table's size (for how many rows fit). */
export function sealRowHeight(doc: PDFKit.PDFDocument, style: SealTableStyle): number {
  doc.fontSize(style.textSize);
  return doc.currentLineHeight(true) + style.rowGap;
}
