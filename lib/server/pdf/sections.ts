import "server-only";
import { colors, MARGIN } from "./page";
import { drawText } from "./text";

// The company's documents (certificate, waste transfer note, collection receipt) lay out their
// facts the same way: a navy section title over a thin rule, then label / value rows. Sizes and
// gaps are each document's own (the certificate scales its own to fit one page); `y` is where the
// section starts and each function returns where the next thing goes.

export type SectionStyle = {
  /** The content's width from the margin. */
  width: number;
  titleSize: number;
  /** Space under the title before the rule, and under the rule. */
  ruleGap: number;
  afterRule: number;
};

export type RowsStyle = {
  width: number;
  labelWidth: number;
  textSize: number;
  /** Space between rows, and after the last one. */
  rowGap: number;
  after: number;
};

export function drawSectionTitle(
  doc: PDFKit.PDFDocument,
  title: string,
  y: number,
  style: SectionStyle,
): number {
  doc.fillColor(colors.navy).fontSize(style.titleSize);
  drawText(doc, title, { weight: "bold", x: MARGIN, y });
  const rule = doc.y + style.ruleGap;
  doc
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + style.width, rule)
    .lineWidth(0.5)
    .strokeColor(colors.line)
    .stroke();
  return rule + style.afterRule;
}

export function drawLabelledRows(
  doc: PDFKit.PDFDocument,
  entries: readonly (readonly [string, string])[],
  y: number,
  style: RowsStyle,
): number {
  for (const [label, value] of entries) {
    doc.fillColor(colors.muted).fontSize(style.textSize);
    drawText(doc, label, { x: MARGIN, y, width: style.labelWidth - 10 });
    const labelEnd = doc.y;
    doc.fillColor(colors.ink);
    drawText(doc, value, {
      x: MARGIN + style.labelWidth,
      y,
      width: style.width - style.labelWidth,
    });
    y = Math.max(doc.y, labelEnd) + style.rowGap;
  }
  return y + style.after;
}
