import "server-only";
import {
  collectedLabel,
  DESTRUCTION_STATEMENT,
  methodLabels,
} from "@/lib/certificates/certificate-rules";
import { certificateSealTexts as sealTexts } from "@/lib/certificates/certificate-seal-texts";
import {
  consecutiveRuns,
  sealListing,
  type SealListing,
} from "@/lib/certificates/certificate-seals";
import { formatLongDay } from "@/lib/shared/dates";
import { formatLondonDate } from "@/lib/shared/format-date";
import { addressWithPostcode } from "@/lib/shared/postal-address";
import { site } from "@/lib/shared/site";
import type { CertificateRecord } from "./certificates";
import {
  A4,
  colors,
  CONTENT_WIDTH,
  MARGIN,
  a4Document,
  drawBrandBand,
} from "@/lib/server/pdf/page";
import { drawQr } from "@/lib/server/pdf/qr";
import { drawLabelledRows, drawSectionTitle } from "@/lib/server/pdf/sections";
import { drawText } from "@/lib/server/pdf/text";
import { drawSealHeads, drawSealRows, sealRowHeight } from "./seal-table";

// The certificate of destruction as a one-page A4 PDF, drawn on the server from the stored record
// (pdfkit; no browser). Text goes through the shared PDF text module, so names in Latin with any
// diacritic, Greek, Cyrillic, Chinese, Japanese and Korean print (Noto Sans, SIL Open Font
// License, from npm; subset into the PDF). One page whatever the input: when the record's text
// is too long for the page at the usual size, the whole certificate is drawn again a little
// smaller until it fits. A job's tracked seals are a table of their own, one seal a
// row with its times while they fit at the usual size, else in ranges (lib/custody/
// certificate-seals.ts), and only then smaller.

/** The smallest text size, as a share of the usual one: every allowed input fits at it. */
const MIN_SCALE = 0.5;
const DATE_TIME = "EEEE d MMMM yyyy, HH:mm";

/** The rows the certificate states, label by label. */
function certificateRows(c: CertificateRecord) {
  return {
    customer: [
      ["Customer", c.customerName],
      ["Company", c.companyName ?? "-"],
      ["Collection address", addressWithPostcode(c.collectionAddress, c.collectionPostcode) ?? "-"],
    ],
    job: [
      ["Booking reference", c.bookingReference],
      // A regular contract's visit names its contract.
      ...(c.contractNumber ? [["Contract", c.contractNumber] as [string, string]] : []),
      // As the invoice prints it, only when the booking had one.
      ...(c.purchaseOrder ? [["Purchase order", c.purchaseOrder] as [string, string]] : []),
      // When it was actually collected; certificates issued before that was recorded had only
      // the booked day.
      c.collectedAt
        ? ["Collected on", formatLondonDate(c.collectedAt, DATE_TIME)]
        : ["Collection date", formatLongDay(c.collectionDay)],
      // A contract visit's consoles or containers, a booking's bags or boxes.
      ["Collected", collectedLabel(c.quantity, c.contractNumber !== null)],
      ["Weight", c.weightKg ? `${c.weightKg} kg` : "Not recorded"],
      // Tracked seals have a section of their own; a certificate from before prints the text.
      ...(c.seals.length
        ? []
        : [["Security seal numbers", c.sealNumbers ?? "None recorded"] as [string, string]]),
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
  if (c.seals.length) return withSeals(c, verifyUrl);
  let drawn = drawCertificate(c, verifyUrl, 1, null);
  if (drawn.fits) return drawn.pdf();
  // Text's height shrinks about with the square of its size (shorter lines, and more on each), so
  // the first guess is close; then a little smaller at a time until it fits.
  let scale = firstGuess(drawn.fill);
  for (;;) {
    drawn = drawCertificate(c, verifyUrl, scale, null);
    if (drawn.fits || scale === MIN_SCALE) return drawn.pdf();
    scale = smaller(scale);
  }
}

const firstGuess = (fill: number) => Math.max(MIN_SCALE, Math.min(0.95, Math.sqrt(fill) * 0.98));
const smaller = (scale: number) => Math.max(MIN_SCALE, scale - 0.05);
const NO_ROWS: SealListing = { style: "each", rows: [], complete: true };

/**
 * A certificate with a table of seals. At each size the seals are drawn one by one; when they do
 * not fit, that drawing says how many rows the page has room for, and the seals are listed in
 * that many (ranges). The largest size at which they are all listed wins: the next size tried is
 * guessed from the rows there was room for and the rows needed. At the smallest, as many as fit.
 */
async function withSeals(c: CertificateRecord, verifyUrl: string): Promise<Buffer> {
  const ranges = consecutiveRuns(c.seals).length;
  // Far more seals than the last size had room for will not fit one by one at this one either.
  let lastRoom = Infinity;
  for (let scale = 1; ;) {
    let measured = Number.NaN;
    let fill = 1;
    if (c.seals.length <= lastRoom * 2) {
      const each = drawCertificate(c, verifyUrl, scale, sealListing(c.seals, c.seals.length));
      if (each.fits) return each.pdf();
      [measured, fill] = [each.sealRoom, each.fill];
    }
    // Rows spilled onto a second page measure nothing: measure the page without them.
    if (Number.isNaN(measured)) {
      const bare = drawCertificate(c, verifyUrl, scale, NO_ROWS);
      [measured, fill] = [bare.sealRoom, bare.fill];
    }
    // (No room at all when even the page without rows ran over.)
    const room = Number.isNaN(measured) ? 0 : measured;
    if (room >= 1 || scale === MIN_SCALE) {
      // A row is counted as one line; one that wraps (a range over two days) takes a row less.
      for (let rows = Math.max(1, Math.floor(room)); ; rows--) {
        const listing = sealListing(c.seals, rows);
        const drawn = drawCertificate(c, verifyUrl, scale, listing);
        if (drawn.fits && (listing.complete || scale === MIN_SCALE)) return drawn.pdf();
        if (scale === MIN_SCALE && (drawn.fits || rows <= 1)) return drawn.pdf();
        if (drawn.fits || rows <= 1) break;
      }
    }
    // Rows shrink with the size and the rest of the page a little less: a gentle guess, then
    // at least one step smaller.
    lastRoom = room;
    const guess = room >= 1 ? scale * (room / ranges) ** 0.25 : firstGuess(fill);
    scale = Math.max(MIN_SCALE, Math.min(scale - 0.05, guess));
  }
}

/** The verification box at `boxTop`: the QR code carries the address with the check code. */
function drawVerification(
  doc: PDFKit.PDFDocument,
  verifyUrl: string,
  checkCode: string,
  boxTop: number,
) {
  const width = CONTENT_WIDTH;
  const qrSize = 96;
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
  drawText(doc, checkCode, { weight: "bold", width: textWidth });
}

/**
 * One drawing of the page at `scale`: whether it fits, and its bytes on demand. A drawing that
 * does not fit is dropped unfinished, so trying sizes costs only the layout, not the PDF's
 * fonts and compression.
 */
type Drawing = { fits: boolean; fill: number; sealRoom: number; pdf: () => Promise<Buffer> };

function drawCertificate(
  c: CertificateRecord,
  verifyUrl: string,
  scale: number,
  seals: SealListing | null,
): Drawing {
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
  let rowHeight = 0;
  if (seals) {
    const table = { width, textSize: size(9.5), rowGap: size(3) };
    drawSealHeads(doc, y, table, size(12));
    y = drawSectionTitle(doc, sealTexts.section, y, {
      width,
      titleSize: size(12),
      ruleGap: size(3),
      afterRule: size(5),
    });
    rowHeight = sealRowHeight(doc, table);
    y = drawSealRows(doc, seals, y, table) + size(6);
  }

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

  const boxTop = A4.height - MARGIN - 150;
  const fits = pages() === 1 && doc.y <= boxTop - 6;
  // The room there is for the record's text, as a share of what it took at this size.
  const used = (pages() - 1) * (A4.height - 2 * MARGIN) + doc.y - contentTop;
  const fill = (boxTop - 6 - contentTop) / Math.max(used, 1);
  // How many more one-line seal rows the page has room for at this size.
  // How many one-line seal rows the page has room for at this size, counting those drawn (NaN
  // when the page ran onto a second one, which measures nothing).
  const sealRoom = !rowHeight
    ? 0
    : pages() === 1
      ? (seals?.rows.length ?? 0) + (boxTop - 6 - doc.y) / rowHeight
      : Number.NaN;
  drawVerification(doc, verifyUrl, c.checkCode, boxTop);

  doc.fillColor(colors.muted).fontSize(8.5);
  drawText(
    doc,
    `${site.name} • ${site.facility.oneLine} • ${site.phone.display} • ${site.email.address}`,
    { x: MARGIN, y: A4.height - MARGIN - 20, width, align: "center", lineBreak: false },
  );
  return {
    fits,
    fill,
    sealRoom,
    pdf: () => {
      doc.end();
      return done;
    },
  };
}
