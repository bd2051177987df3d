import "server-only";
import {
  A4,
  colors,
  CONTENT_WIDTH,
  MARGIN,
  a4Document,
  drawBrandBand,
} from "@/lib/server/pdf/page";
import { drawLabelledRows, drawSectionTitle } from "@/lib/server/pdf/sections";
import { drawText } from "@/lib/server/pdf/text";
import { site } from "@/lib/shared/site";
import { fitSeals, londonTime, sealsLabel, weightText, type CollectionReceipt } from "./receipt";

// The collection receipt as a one-page A4 PDF, in the certificate's brand (the same band, fonts,
// colours and footer: lib/server/pdf). Drawn when the recording is applied and attached to the
// customer's e-mail inline, so it is queued in the recording's own transaction. The customer's
// signature and the crew member's beside it, as drawn on the crew's phone, are printed on it. One page whatever the seal list: it
// gets a smaller size, and past the smallest, as many seals as fit and how many more there are.

/** Seal list sizes tried in turn, largest first. */
const SEAL_SIZES = [10, 9, 8, 7, 6, 5] as const;
const LABEL_WIDTH = 150;
/** The signature box and the lines under it, from the bottom margin up. */
const SIGNATURE_HEIGHT = 90;
const BOTTOM_BLOCK = SIGNATURE_HEIGHT + 96;
/** Between the customer's signature and the crew member's. */
const COLUMN_GAP = 24;

export async function receiptPdf(r: CollectionReceipt): Promise<Buffer> {
  const { doc, done, pages } = a4Document({
    Title: `Collection receipt ${r.reference}`,
    Author: site.name,
    Subject: `Booking ${r.reference}`,
    CreationDate: r.collectedAt,
  });
  const width = CONTENT_WIDTH;

  drawBrandBand(doc, "BS EN 15713:2023");
  doc.fillColor(colors.navy).fontSize(22);
  drawText(doc, "Collection Receipt", { weight: "bold", x: MARGIN, y: 118 });
  doc.fillColor(colors.ink).fontSize(11);
  drawText(doc, "Reference: ", { continued: true });
  drawText(doc, r.reference, { weight: "bold" });

  let y = doc.y + 12;
  const heading = (title: string) => {
    y = drawSectionTitle(doc, title, y, { width, titleSize: 12, ruleGap: 3, afterRule: 5 });
  };
  const rows = (entries: [string, string][]) => {
    y = drawLabelledRows(doc, entries, y, {
      width,
      labelWidth: LABEL_WIDTH,
      textSize: 10,
      rowGap: 4,
      after: 6,
    });
  };

  heading("Customer");
  rows([
    ["Customer", r.customerName],
    ["Company", r.companyName ?? "-"],
    ["Collection address", r.address ?? "-"],
  ]);
  heading("Collected");
  rows([
    ["Collected", r.whatCollected],
    ["Weight", weightText(r.weightKg)],
    ["Collected on", londonTime(r.collectedAt)],
    ["Operative", r.operative],
  ]);

  // The seals take the room left above the signature, at the largest size that holds them all.
  heading(sealsLabel(r.seals.length));
  const bottom = A4.height - MARGIN - BOTTOM_BLOCK - 8;
  const room = bottom - y;
  const fitsAt = (size: number) => (text: string) => {
    doc.font("regular-0").fontSize(size);
    return doc.heightOfString(text, { width }) <= room;
  };
  const size =
    SEAL_SIZES.find((points) => fitsAt(points)(r.seals.join(", "))) ?? SEAL_SIZES.at(-1)!;
  const seals = fitSeals(r.seals, fitsAt(size));
  doc.fillColor(colors.ink).fontSize(size);
  drawText(doc, seals.text, { x: MARGIN, y, width, height: room });

  // Signed at the door: the customer's printed name and signature, and beside them the crew
  // member's name and signature.
  y = A4.height - MARGIN - BOTTOM_BLOCK;
  heading("Signed at the door");
  const column = (width - COLUMN_GAP) / 2;
  const signer = (x: number, role: string, name: string, png: Buffer | null) => {
    doc.fillColor(colors.muted).fontSize(9);
    drawText(doc, role, { x, y, width: column, lineBreak: false });
    doc.fillColor(colors.ink).fontSize(10);
    // A long name takes two lines at most, so the box stays where it is.
    drawText(doc, name, {
      weight: "bold",
      x,
      y: y + 13,
      width: column,
      height: 26,
      ellipsis: true,
    });
    const box = { x, y: y + 40, w: column, h: SIGNATURE_HEIGHT - 24 };
    doc.roundedRect(box.x, box.y, box.w, box.h, 4).lineWidth(0.8).strokeColor(colors.line).stroke();
    drawSignature(doc, png, box);
  };
  signer(MARGIN, "Customer", r.signedBy, r.signaturePng);
  signer(MARGIN + column + COLUMN_GAP, "Crew member", r.operative, r.crewSignaturePng);

  doc.fillColor(colors.muted).fontSize(9);
  drawText(doc, `Manage your booking: ${r.manageUrl}`, {
    x: MARGIN,
    y: A4.height - MARGIN - 44,
    width,
    lineBreak: false,
    ellipsis: true,
    link: r.manageUrl,
  });
  doc.fontSize(8.5);
  drawText(
    doc,
    `${site.name} • ${site.facility.oneLine} • ${site.phone.display} • ${site.email.address}`,
    { x: MARGIN, y: A4.height - MARGIN - 20, width, align: "center", lineBreak: false },
  );
  doc.end();
  const pdf = await done;
  // Never thrown: a receipt that ran over must not undo the crew's recording it is queued with.
  if (pages() !== 1) console.error(`[receipt] ${r.reference} ran to ${pages()} pages`);
  return pdf;
}

/** The signature inside its box; a picture pdfkit cannot read is named, never fatal. */
function drawSignature(
  doc: PDFKit.PDFDocument,
  png: Buffer | null,
  box: { x: number; y: number; w: number; h: number },
) {
  if (png) {
    try {
      doc.image(png, box.x + 6, box.y + 4, {
        fit: [box.w - 12, box.h - 8],
        align: "center",
        valign: "center",
      });
      return;
    } catch (error) {
      console.warn("[receipt] signature image unreadable:", error);
    }
  }
  doc.fillColor(colors.muted).fontSize(9);
  drawText(doc, "Signature kept on record", { x: box.x + 8, y: box.y + box.h / 2 - 5 });
}
