import "server-only";
import { slotLabels } from "@/lib/shared/booking-options";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { assignmentTexts } from "@/lib/crew/assignment";
import { directionsLink } from "@/lib/crew/stop-links";
import {
  runSheetMessages as text,
  runSheetSections,
  whatToCollect,
  type RunSheetStop,
} from "@/lib/routes/run-sheet-rules";
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

// A crew's run sheet for a day as an A4 PDF with the certificate's library, fonts and
// brand: the title and the long London date, then one section per service with its stops in run
// order (lib/routes/run-sheet-rules.ts). Each stop states its time slot, who and where, the phone, what to
// collect and the notes, with blank boxes the crew fills in by hand; a contract visit whose waste
// transfer note must be signed first says so in bold under its heading. As many pages as it takes: a
// stop that would not fit at the foot of a page starts the next one.

const FONT_SIZE = 10;
const PAD = 8;
const LABEL_WIDTH = 74;
const VALUE_WIDTH = WIDTH - 2 * PAD - LABEL_WIDTH;
const BOX_HEIGHT = 38;
const BOX_GAP = 8;
/** Text must end above this line on every page. */
const BOTTOM = A4.height - MARGIN;

/** The labelled lines a stop states, in order; a line with a link opens it from the PDF. */
function stopRows(stop: RunSheetStop): [string, string, string?][] {
  const { labels } = text;
  const directions = directionsLink(stop.postcode);
  return [
    // Its estimated arrival in this run order, when its crew's route has distances.
    ...(stop.arrival ? [[labels.arrival, text.estimated(stop.arrival)] as [string, string]] : []),
    [labels.customer, [stop.customerName, stop.companyName].filter(Boolean).join(", ")],
    [
      labels.address,
      [stop.collectionAddress, stop.postcode ?? text.noPostcode].filter(Boolean).join(", "),
    ],
    // The maps app's directions to the postcode, for a sheet read on a phone.
    ...(directions
      ? [[labels.directions, stop.postcode!.trim(), directions] as [string, string, string]]
      : []),
    [labels.phone, stop.customerPhone ?? text.none],
    // Whose stop it is: 'Sam Lee', or 'Any crew'.
    [labels.crew, stop.crew ?? assignmentTexts.anyCrew],
    [labels.collect, whatToCollect(stop)],
    [labels.notes, stop.specialRequirements?.trim() || text.none],
  ];
}

/** The day's run sheet as PDF bytes. */
export async function runSheetPdf(day: string, stops: RunSheetStop[], now = new Date()) {
  const { doc, done } = a4Document({
    Title: `${text.title} ${day}`,
    Author: site.name,
    Subject: `${text.title}: ${text.day(day)}`,
    CreationDate: now,
  });

  drawBrandBand(doc, text.title);
  doc.fillColor(colors.navy).fontSize(22);
  drawText(doc, text.title, { weight: "bold", x: MARGIN, y: 118, width: WIDTH });
  doc.fillColor(colors.ink).fontSize(13);
  drawText(doc, text.day(day), { width: WIDTH });
  let y = doc.y + 12;

  const sections = runSheetSections(stops);
  if (sections.length === 0) {
    doc.fillColor(colors.muted).fontSize(11);
    drawText(doc, text.noStops, { x: MARGIN, y, width: WIDTH });
  }

  const newPage = () => {
    doc.addPage();
    doc.fillColor(colors.muted).fontSize(9);
    drawText(doc, `${text.title}: ${text.day(day)}`, { x: MARGIN, y: MARGIN, width: WIDTH });
    y = doc.y + 10;
  };

  for (const section of sections) {
    const headingHeight = 30;
    // A heading is never left alone at the foot of a page.
    const firstStopHeight = stopHeight(doc, section.stops[0]!);
    if (y + headingHeight + firstStopHeight > BOTTOM) newPage();
    doc.fillColor(colors.navy).fontSize(15);
    drawText(doc, `${section.heading} (${text.stopCount(section.stops.length)})`, {
      weight: "bold",
      x: MARGIN,
      y,
      width: WIDTH,
    });
    y = doc.y + 8;
    section.stops.forEach((stop, index) => {
      if (y + stopHeight(doc, stop) > BOTTOM) newPage();
      y = drawStop(doc, stop, index + 1, y) + 10;
    });
    y += 6;
  }

  doc.end();
  return done;
}

/** How tall a stop's box is drawn (measured in the regular font at the text's size). */
function stopHeight(doc: PDFKit.PDFDocument, stop: RunSheetStop): number {
  const regular = fontFaces("regular")[0]!.name;
  const heightOf = (value: string, width: number) => {
    doc.font(regular).fontSize(FONT_SIZE);
    return doc.heightOfString(value, { width });
  };
  const rows = stopRows(stop).reduce(
    (sum, [, value]) => sum + Math.max(heightOf(value, VALUE_WIDTH), FONT_SIZE * 1.2) + 3,
    0,
  );
  const warning = stop.transferNoteUnsigned ? FONT_SIZE * 1.2 + 4 : 0;
  return 2 * PAD + 18 + warning + rows + 6 + BOX_HEIGHT + 4;
}

/** One stop's box from `top`, numbered in its section; where it ends. */
function drawStop(
  doc: PDFKit.PDFDocument,
  stop: RunSheetStop,
  number: number,
  top: number,
): number {
  const x = MARGIN + PAD;
  const inner = WIDTH - 2 * PAD;
  let rowY = top + PAD;
  doc.fillColor(colors.navy).fontSize(11.5);
  drawText(doc, `${number}. ${slotLabels[stop.timeSlot]}`, {
    weight: "bold",
    x,
    y: rowY,
    width: inner * 0.6,
  });
  drawText(
    doc,
    stop.contractNumber ? `${stop.reference} • ${stop.contractNumber}` : stop.reference,
    {
      weight: "bold",
      x: x + inner * 0.6,
      y: rowY,
      width: inner * 0.4,
      align: "right",
    },
  );
  rowY = Math.max(doc.y, rowY + 14) + 4;
  if (stop.transferNoteUnsigned) {
    doc.fillColor(colors.navy).fontSize(FONT_SIZE);
    drawText(doc, contractMessages.visitNoteUnsigned, {
      weight: "bold",
      x,
      y: rowY,
      width: inner,
    });
    rowY = doc.y + 4;
  }
  for (const [label, value, link] of stopRows(stop)) {
    doc.fillColor(colors.muted).fontSize(FONT_SIZE);
    drawText(doc, label, { x, y: rowY, width: LABEL_WIDTH - 6 });
    const labelEnd = doc.y;
    doc.fillColor(link ? colors.navy : colors.ink);
    drawText(doc, value, {
      x: x + LABEL_WIDTH,
      y: rowY,
      width: VALUE_WIDTH,
      ...(link && { link, underline: true }),
    });
    rowY = Math.max(doc.y, labelEnd) + 3;
  }
  // The boxes the crew fills in by hand.
  rowY += 6;
  const boxWidth = (inner - BOX_GAP * (text.boxes.length - 1)) / text.boxes.length;
  text.boxes.forEach((label, index) => {
    const boxX = x + index * (boxWidth + BOX_GAP);
    doc.rect(boxX, rowY, boxWidth, BOX_HEIGHT).lineWidth(0.6).strokeColor(colors.muted).stroke();
    doc.fillColor(colors.muted).fontSize(8);
    drawText(doc, label, { x: boxX + 4, y: rowY + 3, width: boxWidth - 8, lineBreak: false });
  });
  const bottom = rowY + BOX_HEIGHT + PAD;
  doc
    .roundedRect(MARGIN, top, WIDTH, bottom - top, 5)
    .lineWidth(0.8)
    .strokeColor(colors.line)
    .stroke();
  return bottom;
}

/** The run sheet as a download named run-sheet-{yyyy-mm-dd}.pdf, never cached. */
export async function runSheetResponse(day: string, stops: RunSheetStop[]): Promise<Response> {
  const pdf = await runSheetPdf(day, stops);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${text.fileName(day)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
