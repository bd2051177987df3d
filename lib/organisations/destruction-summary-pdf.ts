import "server-only";
import { site } from "@/lib/shared/site";
import { fontFaces } from "@/lib/server/pdf/fonts";
import {
  A4,
  colors,
  CONTENT_WIDTH as WIDTH,
  MARGIN,
  a4Document,
  drawBrandBand,
} from "@/lib/server/pdf/page";
import { drawText } from "@/lib/server/pdf/text";
import type { DestructionSummary, SummaryRow } from "./destruction-summary";
import { summaryDay, summaryFileName, summaryTitle } from "./destruction-summary-rules";
import { summaryTexts as texts } from "./destruction-summary-texts";
import { organisationTexts } from "./organisation-texts";

// The destruction summary as an A4 PDF with the certificate's fonts and brand: its title
// ('Destruction summary {organisation} {from} to {to}'), the site, then a table of the
// collections (date, site, weight, seals, certificate number with its verification link under
// it) over as many pages as it takes, the table's heads again on each, and the totals at the end.

const SIZE = 8.5;
const PAD = 4;
const BOTTOM = A4.height - MARGIN;
/** The table's columns: what each prints, and its share of the width. */
const COLUMNS: { head: string; width: number; cell: (row: SummaryRow) => string }[] = [
  { head: texts.columns.day, width: 0.15, cell: (row) => summaryDay(row.day) },
  { head: texts.columns.site, width: 0.17, cell: (row) => row.site },
  { head: texts.columns.weight, width: 0.09, cell: (row) => row.weightKg ?? "-" },
  { head: texts.columns.seals, width: 0.22, cell: (row) => row.seals || "-" },
  {
    head: texts.columns.certificate,
    width: 0.37,
    cell: (row) => `${row.certificate}\n${row.verificationUrl}`,
  },
];
const widthOf = (share: number) => share * WIDTH - 2 * PAD;

function rowHeight(doc: PDFKit.PDFDocument, cells: string[]): number {
  doc.font(fontFaces("regular")[0]!.name).fontSize(SIZE);
  return (
    Math.max(
      ...cells.map((cell, index) =>
        doc.heightOfString(cell, { width: widthOf(COLUMNS[index]!.width) }),
      ),
    ) +
    2 * PAD
  );
}

/** One row of cells from `top` (bold for the heads); where it ends. */
function drawRow(doc: PDFKit.PDFDocument, cells: string[], top: number, bold = false): number {
  const height = rowHeight(doc, cells);
  if (bold) doc.rect(MARGIN, top, WIDTH, height).fill(colors.shade);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    doc.fillColor(bold ? colors.navy : colors.ink).fontSize(SIZE);
    drawText(doc, cell, {
      weight: bold ? "bold" : "regular",
      x: x + PAD,
      y: top + PAD,
      width: widthOf(COLUMNS[index]!.width),
    });
    x += COLUMNS[index]!.width * WIDTH;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + WIDTH, top + height)
    .lineWidth(0.5)
    .strokeColor(colors.line)
    .stroke();
  return top + height;
}

/** The summary as PDF bytes. */
export async function destructionSummaryPdf(summary: DestructionSummary, now = new Date()) {
  const title = summaryTitle(summary.organisation, summary.range);
  const { doc, done } = a4Document({
    Title: title,
    Author: site.name,
    Subject: organisationTexts.destructionSummary,
    CreationDate: now,
  });
  drawBrandBand(doc, organisationTexts.destructionSummary);
  doc.fillColor(colors.navy).fontSize(18);
  drawText(doc, title, { weight: "bold", x: MARGIN, y: 118, width: WIDTH });
  doc.fillColor(colors.ink).fontSize(11);
  drawText(doc, texts.site(summary.site ?? texts.allSites), { width: WIDTH });
  let y = doc.y + 12;

  const heads = COLUMNS.map((column) => column.head);
  y = drawRow(doc, heads, y, true);
  for (const row of summary.rows) {
    const cells = COLUMNS.map((column) => column.cell(row));
    if (y + rowHeight(doc, cells) > BOTTOM) {
      doc.addPage();
      doc.fillColor(colors.muted).fontSize(9);
      drawText(doc, title, { x: MARGIN, y: MARGIN, width: WIDTH });
      y = drawRow(doc, heads, doc.y + 8, true);
    }
    y = drawRow(doc, cells, y);
  }
  if (summary.rows.length === 0) {
    doc.fillColor(colors.muted).fontSize(10);
    drawText(doc, texts.none, { x: MARGIN, y: y + 8, width: WIDTH });
    y = doc.y;
  }
  if (y + 40 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  doc.fillColor(colors.navy).fontSize(11);
  drawText(
    doc,
    `${texts.total}: ${texts.collections(summary.totals.collections)}, ${texts.kg(summary.totals.kg)}`,
    { weight: "bold", x: MARGIN, y: y + 14, width: WIDTH },
  );
  doc.end();
  return done;
}

/** The summary as a download named destruction-summary-{from}-to-{to}.pdf, never cached. */
export async function destructionSummaryPdfResponse(summary: DestructionSummary) {
  const pdf = await destructionSummaryPdf(summary);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${summaryFileName(summary.range, "pdf")}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
