import "server-only";
import { a4Document, colors } from "@/lib/server/pdf/page";
import { drawQr } from "@/lib/server/pdf/qr";
import { drawText } from "@/lib/server/pdf/text";
import { site } from "@/lib/shared/site";
import { labelPlace, type LabelBox } from "./label-layout";
import { labelTexts } from "./label-texts";
import { formatSeal } from "@/lib/shared/seal-number";

// The seal labels of one print as an A4 PDF, in the certificate's library, fonts and
// colours (lib/server/pdf): a sheet of 24 labels a page, each with a QR code of its number (the
// exact text printed beside it, "S-000001", so a scan reads what a person reads), the number
// printed large and the company's name. Nothing marks the label's edges: the stock is cut
// already, and a line printed a millimetre off would show.

/** Inside a label: the QR code's side and the white round it (over three modules of 21). */
const QR_SIZE = 72;
const QR_INSET = 12;
/** The text column to the right of the code. */
const GAP = 8;
const RIGHT_INSET = 8;
/** The number's size: the largest up to this that fits the column (S-1234567 comes one day). */
const NUMBER_MAX_SIZE = 18;
const NUMBER_MIN_SIZE = 9;

export async function labelsPdf(first: number, last: number): Promise<Buffer> {
  const range = labelTexts.range(first, last);
  const { doc, done } = a4Document(
    { Title: `Seal labels ${range}`, Author: site.name, Subject: range },
    0,
  );
  let sheet = 0;
  for (let number = first; number <= last; number++) {
    const place = labelPlace(first, number);
    if (place.sheet > sheet) {
      doc.addPage();
      sheet = place.sheet;
    }
    drawLabel(doc, formatSeal(number), place.box);
  }
  doc.end();
  return done;
}

function drawLabel(doc: PDFKit.PDFDocument, seal: string, box: LabelBox) {
  const qrTop = box.y + (box.height - QR_SIZE) / 2;
  drawQr(doc, seal, box.x + QR_INSET, qrTop, QR_SIZE);

  const x = box.x + QR_INSET + QR_SIZE + GAP;
  const width = box.x + box.width - RIGHT_INSET - x;
  doc.fillColor(colors.muted).fontSize(7);
  drawText(doc, "Security seal", { x, y: qrTop + 4, width, lineBreak: false });

  doc.font("bold-0");
  let size = NUMBER_MAX_SIZE;
  while (size > NUMBER_MIN_SIZE && doc.fontSize(size).widthOfString(seal) > width) size -= 0.5;
  doc.fillColor(colors.navy).fontSize(size);
  drawText(doc, seal, { weight: "bold", x, y: qrTop + 20, width, lineBreak: false });

  doc.fillColor(colors.muted).fontSize(6.5);
  drawText(doc, site.name, { x, y: qrTop + 46, width, height: 20, ellipsis: true });
}
