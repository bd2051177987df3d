import "server-only";
import path from "node:path";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { DESTRUCTION_STATEMENT, methodLabels, quantityLabel } from "@/lib/certificates";
import { formatLongDay } from "@/lib/dates";
import { formatLondonDate } from "@/lib/format-date";
import { site } from "@/lib/site";
import type { CertificateRecord } from "../data/certificates";

// The certificate of destruction as a one-page A4 PDF, drawn on the server from the stored record
// (pdfkit; no browser). The font files are part of the project (assets/fonts, Noto Sans under the
// SIL Open Font License), so the PDF looks the same on any machine, offline included.

const FONTS = path.join(process.cwd(), "assets", "fonts");
const colors = {
  navy: "#103a59",
  green: "#15803d",
  ink: "#111827",
  muted: "#4b5563",
  line: "#cbd5e1",
};
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;

/** The rows the certificate states, label by label. */
function certificateRows(c: CertificateRecord) {
  return {
    customer: [
      ["Customer", c.customerName],
      ["Company", c.companyName ?? "-"],
      ["Collection address", c.collectionAddress ?? "-"],
    ],
    job: [
      ["Booking reference", c.bookingReference],
      ["Collection date", formatLongDay(c.collectionDay)],
      ["Collected", quantityLabel(c.quantity)],
      ["Weight", c.weightKg ? `${c.weightKg} kg` : "Not recorded"],
      ["Security seal numbers", c.sealNumbers ?? "None recorded"],
      ["Operative", c.operative],
    ],
    destruction: [
      ["Destroyed", formatLondonDate(c.destroyedAt, "EEEE d MMMM yyyy, HH:mm")],
      ["Method", methodLabels[c.method]],
      ["Place of destruction", c.place],
    ],
  } satisfies Record<string, [string, string][]>;
}

/** The certificate as PDF bytes; `verifyUrl` is printed and drawn as a QR code. */
export async function certificatePdf(c: CertificateRecord, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `Certificate of destruction ${c.number}`,
      Author: site.name,
      Subject: `Booking ${c.bookingReference}`,
      CreationDate: new Date(c.issuedAt),
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", path.join(FONTS, "noto-sans-latin-400-normal.woff"));
  doc.registerFont("bold", path.join(FONTS, "noto-sans-latin-700-normal.woff"));
  const width = A4.width - 2 * MARGIN;

  // Brand band.
  doc.rect(0, 0, A4.width, 96).fill(colors.navy);
  doc.rect(0, 96, A4.width, 5).fill(colors.green);
  doc.fillColor("#ffffff").font("bold").fontSize(18).text(site.name, MARGIN, 26, { width });
  doc.font("regular").fontSize(11).text(site.tagline, MARGIN, 52, { width });
  doc.font("bold").fontSize(11).text("BS EN 15713:2023", MARGIN, 52, { width, align: "right" });

  doc
    .fillColor(colors.navy)
    .font("bold")
    .fontSize(22)
    .text("Certificate of Destruction", MARGIN, 124);
  doc.fillColor(colors.ink).font("regular").fontSize(11);
  doc.text(`Certificate number: `, { continued: true }).font("bold").text(c.number);
  doc.font("regular").text(`Issue date: ${formatLondonDate(c.issuedAt, "d MMMM yyyy")}`);
  if (c.supersedes) doc.text(`This certificate supersedes ${c.supersedes}.`);

  const rows = certificateRows(c);
  let y = doc.y + 14;
  const section = (title: string, entries: [string, string][]) => {
    doc.fillColor(colors.navy).font("bold").fontSize(12).text(title, MARGIN, y);
    y = doc.y + 4;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(colors.line)
      .stroke();
    y += 6;
    for (const [label, value] of entries) {
      doc
        .fillColor(colors.muted)
        .font("regular")
        .fontSize(10)
        .text(label, MARGIN, y, { width: 150 });
      doc
        .fillColor(colors.ink)
        .font("regular")
        .fontSize(10)
        .text(value, MARGIN + 160, y, {
          width: width - 160,
        });
      y = Math.max(doc.y, y + 14) + 4;
    }
    y += 8;
  };
  section("Customer", rows.customer);
  section("Material collected", rows.job);
  section("Destruction", rows.destruction);

  doc.rect(MARGIN, y, width, 0.1).fill(colors.line);
  doc
    .fillColor(colors.ink)
    .font("bold")
    .fontSize(10.5)
    .text(DESTRUCTION_STATEMENT, MARGIN, y + 8, {
      width,
    });
  doc.font("regular").fontSize(10).fillColor(colors.muted);
  doc.text(`Waste carrier registration number: ${c.wasteCarrierNumber}`, MARGIN, doc.y + 8, {
    width,
  });
  doc.text(`Destroyed by ${c.operative} for ${site.name}.`, { width });

  // Verification: the QR code carries the address with the check code.
  const qrSize = 96;
  const boxTop = A4.height - MARGIN - 150;
  doc.roundedRect(MARGIN, boxTop, width, 118, 6).lineWidth(0.8).strokeColor(colors.line).stroke();
  drawQr(doc, verifyUrl, MARGIN + 11, boxTop + 11, qrSize);
  const textLeft = MARGIN + qrSize + 28;
  const textWidth = width - qrSize - 40;
  const [address] = verifyUrl.split("?");
  doc
    .fillColor(colors.navy)
    .font("bold")
    .fontSize(11)
    .text("Verify this certificate", textLeft, boxTop + 14, {
      width: textWidth,
    });
  doc
    .fillColor(colors.ink)
    .font("regular")
    .fontSize(9.5)
    .text(`Scan the code or visit ${address}`, {
      width: textWidth,
    });
  doc.font("regular").text("and enter the check code:", { width: textWidth });
  doc.font("bold").fontSize(16).text(c.checkCode, { width: textWidth });

  doc.fillColor(colors.muted).font("regular").fontSize(8.5);
  doc.text(
    `${site.name} • ${site.facility.oneLine} • ${site.phone.display} • ${site.email.address}`,
    MARGIN,
    A4.height - MARGIN - 20,
    { width, align: "center", lineBreak: false },
  );
  doc.end();
  return done;
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill(colors.ink);
}
