import "server-only";
import PDFDocument from "pdfkit";
import { site } from "@/lib/shared/site";
import { drawText, registerFonts } from "./text";

// The company's A4 documents (certificate, invoice, credit note): one page size, margin, palette and
// brand band, and a document that collects its bytes and counts its pages (a document meant to be
// one page checks that it stayed one).

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export const colors = {
  navy: "#103a59",
  green: "#15803d",
  ink: "#111827",
  muted: "#4b5563",
  line: "#cbd5e1",
  shade: "#f1f5f9",
};

export type A4Document = {
  doc: PDFKit.PDFDocument;
  /** The bytes, once `doc.end()` has been called. */
  done: Promise<Buffer>;
  /** How many pages have been drawn so far. */
  pages: () => number;
};

/**
 * A new A4 document with the fonts registered, its bytes collected as it is drawn. Sheets of
 * labels, printed to the paper's edge, ask for no margin.
 */
export function a4Document(info: PDFKit.DocumentInfo, margin: number = MARGIN): A4Document {
  const doc = new PDFDocument({ size: "A4", margin, info });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  let pages = 1;
  doc.on("pageAdded", () => pages++);
  registerFonts(doc);
  return { doc, done, pages: () => pages };
}

/** The navy band with the company's name and tagline, `corner` in bold on the right. */
export function drawBrandBand(doc: PDFKit.PDFDocument, corner: string): void {
  doc.rect(0, 0, A4.width, 96).fill(colors.navy);
  doc.rect(0, 96, A4.width, 5).fill(colors.green);
  doc.fillColor("#ffffff").fontSize(18);
  drawText(doc, site.name, { weight: "bold", x: MARGIN, y: 26, width: CONTENT_WIDTH });
  doc.fontSize(11);
  drawText(doc, site.tagline, { x: MARGIN, y: 52, width: CONTENT_WIDTH });
  drawText(doc, corner, { weight: "bold", x: MARGIN, y: 52, width: CONTENT_WIDTH, align: "right" });
}
