import "server-only";
import { DESTRUCTION_STATEMENT, methodLabels, quantityLabel } from "@/lib/certificates";
import { formatLongDay } from "@/lib/dates";
import { formatLondonDate } from "@/lib/format-date";
import { site } from "@/lib/site";
import type { CertificateRecord } from "../data/certificates";
import { A4, colors, CONTENT_WIDTH, MARGIN, a4Document, drawBrandBand } from "../pdf/page";
import { drawQr } from "../pdf/qr";
import { drawLabelledRows, drawSectionTitle } from "../pdf/sections";
import { drawText } from "../pdf/text";

// The certificate of destruction as a one-page A4 PDF, drawn on the server from the stored record
// (pdfkit; no browser). Text goes through the shared PDF text module, so names in Latin with any
// diacritic, Greek, Cyrillic, Chinese, Japanese and Korean print (Noto Sans, SIL Open Font
// License, from npm; subset into the PDF). One page whatever the input: when the record's text
// is too long for the page at the usual size, the whole certificate is drawn again a little
// smaller until it fits.

/** The smallest text size, as a share of the usual one: every allowed input fits at it. */
const MIN_SCALE = 0.5;
const DATE_TIME = "EEEE d MMMM yyyy, HH:mm";

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
      // A regular contract's visit names its contract.
      ...(c.contractNumber ? [["Contract", c.contractNumber] as [string, string]] : []),
      // When it was actually collected; certificates issued before that was recorded had only
      // the booked day.
      c.collectedAt
        ? ["Collected on", formatLondonDate(c.collectedAt, DATE_TIME)]
        : ["Collection date", formatLongDay(c.collectionDay)],
      ["Collected", quantityLabel(c.quantity)],
      ["Weight", c.weightKg ? `${c.weightKg} kg` : "Not recorded"],
      ["Security seal numbers", c.sealNumbers ?? "None recorded"],
      ["Operative", c.operative],
    ],
    destruction: [
      ["Destroyed", formatLondonDate(c.destroyedAt, DATE_TIME)],
      ["Destroyed by", destroyer(c)],
      ["Method", methodLabels[c.method]],
      ["Place of destruction", c.place],
    ],
  } satisfies Record<string, [string, string][]>;
}

/** Who destroyed it; before that was recorded, the operative did. */
const destroyer = (c: CertificateRecord) => c.destroyedBy ?? c.operative;

/** The certificate as PDF bytes; `verifyUrl` is printed and drawn as a QR code. */
export async function certificatePdf(c: CertificateRecord, verifyUrl: string): Promise<Buffer> {
  let drawn = await drawCertificate(c, verifyUrl, 1);
  if (drawn.fits) return drawn.pdf;
  // Text's height shrinks about with the square of its size (shorter lines, and more on each), so
  // the first guess is close; then a little smaller at a time until it fits.
  let scale = Math.max(MIN_SCALE, Math.min(0.95, Math.sqrt(drawn.fill) * 0.98));
  for (;;) {
    drawn = await drawCertificate(c, verifyUrl, scale);
    if (drawn.fits || scale === MIN_SCALE) return drawn.pdf;
    scale = Math.max(MIN_SCALE, scale - 0.05);
  }
}

async function drawCertificate(
  c: CertificateRecord,
  verifyUrl: string,
  scale: number,
): Promise<{ pdf: Buffer; fits: boolean; fill: number }> {
  const { doc, done, pages } = a4Document({
    Title: `Certificate of destruction ${c.number}`,
    Author: site.name,
    Subject: `Booking ${c.bookingReference}`,
    CreationDate: new Date(c.issuedAt),
  });
  const width = CONTENT_WIDTH;
  const size = (points: number) => points * scale;

  drawBrandBand(doc, "BS EN 15713:2023");

  doc.fillColor(colors.navy).fontSize(size(22));
  drawText(doc, "Certificate of Destruction", { weight: "bold", x: MARGIN, y: 118 });
  doc.fillColor(colors.ink).fontSize(size(11));
  drawText(doc, "Certificate number: ", { continued: true });
  drawText(doc, c.number, { weight: "bold" });
  drawText(doc, `Issue date: ${formatLondonDate(c.issuedAt, "d MMMM yyyy")}`);
  if (c.supersedes) drawText(doc, `This certificate supersedes ${c.supersedes}.`);

  const rows = certificateRows(c);
  const labelWidth = 150;
  let y = doc.y + size(12);
  const contentTop = y;
  const section = (title: string, entries: [string, string][]) => {
    y = drawSectionTitle(doc, title, y, {
      width,
      titleSize: size(12),
      ruleGap: size(3),
      afterRule: size(5),
    });
    y = drawLabelledRows(doc, entries, y, {
      width,
      labelWidth,
      textSize: size(10),
      rowGap: size(4),
      after: size(6),
    });
  };
  section("Customer", rows.customer);
  section("Material collected", rows.job);
  section("Destruction", rows.destruction);

  doc.rect(MARGIN, y, width, 0.1).fill(colors.line);
  doc.fillColor(colors.ink).fontSize(size(10.5));
  drawText(doc, DESTRUCTION_STATEMENT, { weight: "bold", x: MARGIN, y: y + size(8), width });
  doc.fontSize(size(10)).fillColor(colors.muted);
  drawText(doc, `Waste carrier registration number: ${c.wasteCarrierNumber}`, {
    x: MARGIN,
    y: doc.y + size(6),
    width,
  });
  drawText(doc, `Destroyed by ${destroyer(c)} for ${site.name}.`, { width });

  // Verification: the QR code carries the address with the check code.
  const qrSize = 96;
  const boxTop = A4.height - MARGIN - 150;
  const fits = pages() === 1 && doc.y <= boxTop - 6;
  // The room there is for the record's text, as a share of what it took at this size.
  const used = (pages() - 1) * (A4.height - 2 * MARGIN) + doc.y - contentTop;
  const fill = (boxTop - 6 - contentTop) / Math.max(used, 1);
  doc.roundedRect(MARGIN, boxTop, width, 118, 6).lineWidth(0.8).strokeColor(colors.line).stroke();
  drawQr(doc, verifyUrl, MARGIN + 11, boxTop + 11, qrSize);
  const textLeft = MARGIN + qrSize + 28;
  const textWidth = width - qrSize - 40;
  const [address] = verifyUrl.split("?");
  doc.fillColor(colors.navy).fontSize(11);
  drawText(doc, "Verify this certificate", {
    weight: "bold",
    x: textLeft,
    y: boxTop + 14,
    width: textWidth,
  });
  doc.fillColor(colors.ink).fontSize(9.5);
  drawText(doc, `Scan the code or visit ${address}`, { width: textWidth });
  drawText(doc, "and enter the check code:", { width: textWidth });
  doc.fontSize(16);
  drawText(doc, c.checkCode, { weight: "bold", width: textWidth });

  doc.fillColor(colors.muted).fontSize(8.5);
  drawText(
    doc,
    `${site.name} • ${site.facility.oneLine} • ${site.phone.display} • ${site.email.address}`,
    { x: MARGIN, y: A4.height - MARGIN - 20, width, align: "center", lineBreak: false },
  );
  doc.end();
  return { pdf: await done, fits, fill };
}
