import "server-only";
import QRCode from "qrcode";
import { colors } from "./page";

// A QR code drawn as vector squares (sharp at any print size, no image to embed): the
// certificate's verification link, the seal labels' numbers. The caller leaves the quiet zone
// around it.

export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill(colors.ink);
}
