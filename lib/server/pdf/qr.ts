import "server-only";
import QRCode from "qrcode";
import { colors } from "./page";

// A QR code drawn as vector squares (sharp at any print size, no image to embed): the
// certificate's verification link, the seal labels' numbers. Each run of dark modules in a row is
// one rectangle (a third of the drawing operations; no hairline seams between modules when a
// viewer anti-aliases). The caller leaves the quiet zone around it.

export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < modules.size && modules.get(row, col + 1)) col++;
      doc.rect(x + start * cell, y + row * cell, (col - start + 1) * cell, cell);
    }
  }
  doc.fill(colors.ink);
}
