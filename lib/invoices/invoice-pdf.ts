import "server-only";
import { format } from "date-fns";
import { fromIsoDay } from "@/lib/shared/dates";
import { invoiceSubjectLine } from "@/lib/invoices/invoice-reference";
import { paymentMethodLabels, vatRateLabel } from "@/lib/invoices/invoice-rules";
import { formatCharge } from "@/lib/shared/prices";
import { site } from "@/lib/shared/site";
import type { InvoiceRecord } from "@/lib/invoices/invoice-record";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";
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

// The VAT invoice or credit note as a one-page A4 PDF, drawn on the server from the stored record
// with the certificate's library, fonts and brand (navy band, green rule, Noto through the shared
// text module). It states what HMRC's VAT Notice 700/21 asks of a full VAT invoice: number, date
// of issue, time of supply, the company's name, address and VAT registration number, the
// customer's name and address, a line per item with its quantity, unit price excluding VAT and
// VAT rate, and the totals excluding VAT, VAT and including VAT; then the due date and how to pay
// (or 'Paid' with the date), or for a credit note the invoice it cancels and why. One page
// whatever the record holds: when it is too long at the usual size, the whole document is drawn
// again a little smaller until it fits (as the certificate is).

/** Where the footer line starts: the record's text must end above it. */
const FOOTER_TOP = A4.height - MARGIN - 20;
/** The smallest text size, as a share of the usual one: every allowed input fits at it. */
const MIN_SCALE = 0.3;

/** The width of a label beside its value: the document's facts, the bank details. */
const LABEL_WIDTH = 104;
/** The room between the table's cells. */
const CELL_GAP = 8;

/** The page being drawn, and its text sizes: the usual size in points, times the scale. */
type Page = { doc: PDFKit.PDFDocument; size: (points: number) => number };

/** '25 November 2026': the dates an invoice states. */
const invoiceDay = (day: string) => format(fromIsoDay(day), "d MMMM yyyy");

/** "VAT invoice" or "Credit note": the document's title. */
export function invoiceTitle(invoice: Pick<InvoiceRecord, "kind">): string {
  return invoice.kind === "invoice" ? "VAT invoice" : "Credit note";
}

/** What the document states beside the company's details, label by label. */
function documentRows(invoice: InvoiceRecord): [string, string][] {
  const rows: [string, string][] = [
    [invoice.kind === "invoice" ? "Invoice number" : "Credit note number", invoice.number],
    ["Date of issue", invoiceDay(invoice.issuedDay)],
    ["Time of supply", invoiceDay(invoice.supplyDay)],
  ];
  // A contract's month is known by the contract's number; one visit's invoice by its booking too.
  if (invoice.reference && invoice.reference !== invoice.contractNumber) {
    rows.push([invoice.bookingId ? "Booking reference" : "Reference", invoice.reference]);
  }
  if (invoice.contractNumber) rows.push(["Contract", invoice.contractNumber]);
  if (invoice.purchaseOrder) rows.push(["Purchase order", invoice.purchaseOrder]);
  if (invoice.reissuesNumber) rows.push(["Replaces invoice", invoice.reissuesNumber]);
  if (invoice.kind === "credit_note") {
    if (invoice.creditsNumber) rows.push(["Credits invoice", invoice.creditsNumber]);
  } else if (invoice.payment) {
    rows.push(["Paid", invoiceDay(invoice.payment.receivedOn)]);
  } else {
    rows.push(["Due date", invoiceDay(invoice.dueDay)]);
  }
  return rows;
}

/** The closing box: how the invoice was or can be paid, or what the credit note cancels. */
function settlement(invoice: InvoiceRecord, payLink: string | null) {
  const { bank } = site.invoicing;
  if (invoice.kind === "credit_note") {
    return {
      heading: "Credit",
      lines: [
        invoice.creditsInFull || !invoice.creditsNumber
          ? invoice.creditsNumber
            ? `This credit note cancels invoice ${invoice.creditsNumber} in full.`
            : "This credit note cancels the invoice in full."
          : `This credit note credits ${formatCharge(invoice.totalPence)} of invoice ` +
            `${invoice.creditsNumber}, refunded to the card that paid it.`,
        ...(invoice.reason ? [`Reason: ${invoice.reason}`] : []),
      ],
      rows: [] as [string, string][],
      link: null,
    };
  }
  if (invoice.payment) {
    return {
      heading: "Paid",
      lines: [
        `Paid on ${invoiceDay(invoice.payment.receivedOn)} by ` +
          `${paymentMethodLabels[invoice.payment.method]}: ${formatCharge(invoice.payment.amountPence)}. ` +
          "Thank you.",
        "Nothing more is due on this invoice.",
      ],
      rows: [] as [string, string][],
      link: null,
    };
  }
  return {
    heading: "How to pay",
    lines: [
      `Payment of ${formatCharge(invoice.totalPence)} is due by ${invoiceDay(invoice.dueDay)} ` +
        `(${site.invoicing.paymentTermsDays} days). Please pay by bank transfer, quoting the ` +
        "invoice number as the reference:",
    ],
    rows: [
      ["Account name", bank.accountName],
      ["Sort code", bank.sortCode],
      ["Account number", bank.accountNumber],
      ["Reference", invoice.number],
    ] as [string, string][],
    link: payLink,
  };
}

/** The document as PDF bytes; `pageUrl` is its page, printed as the pay link when cards are on. */
export async function invoicePdf(invoice: InvoiceRecord, pageUrl: string | null): Promise<Buffer> {
  const payLink = pageUrl && cardPaymentsEnabled() ? pageUrl : null;
  const full = await drawInvoice(invoice, payLink, 1);
  if (full.fits) return full.pdf;
  // Too long at the usual size: the largest size that fits, to within 1/32 of the range, by
  // halving it (the smallest always fits every allowed input).
  let best = await drawInvoice(invoice, payLink, MIN_SCALE);
  let [low, high] = [MIN_SCALE, 1];
  for (let step = 0; step < 5; step++) {
    const scale = (low + high) / 2;
    const drawn = await drawInvoice(invoice, payLink, scale);
    if (drawn.fits) [best, low] = [drawn, scale];
    else high = scale;
  }
  return best.pdf;
}

async function drawInvoice(
  invoice: InvoiceRecord,
  payLink: string | null,
  scale: number,
): Promise<{ pdf: Buffer; fits: boolean }> {
  const title = invoiceTitle(invoice);
  const { doc, done, pages } = a4Document({
    Title: `${title} ${invoice.number}`,
    Author: site.invoicing.legalName,
    Subject: invoiceSubjectLine(invoice) ?? title,
    CreationDate: new Date(invoice.issuedAt),
  });
  const page: Page = { doc, size: (points: number) => points * scale };

  drawBrandBand(doc, invoice.number);
  let y = drawHeading(page, invoice, title);
  y = drawAddressee(page, invoice, y);
  y = drawLines(page, invoice, y);
  y = drawTotals(page, invoice, y);
  const boxBottom = drawSettlement(page, settlement(invoice, payLink), y);

  const fits = pages() === 1 && boxBottom <= FOOTER_TOP - 6;

  doc.fillColor(colors.muted).fontSize(8.5);
  drawText(doc, `${site.invoicing.legalName} • ${site.phone.display} • ${site.email.address}`, {
    x: MARGIN,
    y: FOOTER_TOP,
    width: WIDTH,
    align: "center",
    lineBreak: false,
  });
  doc.end();
  return { pdf: await done, fits };
}

/** The title, then the company (left) and the document's facts (right); where they end. */
function drawHeading({ doc, size }: Page, invoice: InvoiceRecord, title: string): number {
  doc.fillColor(colors.navy).fontSize(size(22));
  drawText(doc, title, { weight: "bold", x: MARGIN, y: 118, width: WIDTH });
  const y = doc.y + size(10);
  const columnGap = 24;
  const column = (WIDTH - columnGap) / 2;
  const right = MARGIN + column + columnGap;
  doc.fillColor(colors.ink).fontSize(size(10));
  drawText(doc, site.invoicing.legalName, { weight: "bold", x: MARGIN, y, width: column });
  for (const line of [
    ...site.invoicing.address,
    `VAT registration number: ${site.invoicing.vatNumber}`,
    site.phone.display,
    site.email.address,
  ]) {
    drawText(doc, line, { width: column });
  }
  const companyEnd = doc.y;
  let rowY = y;
  for (const [label, value] of documentRows(invoice)) {
    doc.fillColor(colors.muted).fontSize(size(10));
    drawText(doc, label, { x: right, y: rowY, width: LABEL_WIDTH - 6 });
    const labelEnd = doc.y;
    doc.fillColor(colors.ink);
    drawText(doc, value, {
      weight: label.endsWith("number") ? "bold" : "regular",
      x: right + LABEL_WIDTH,
      y: rowY,
      width: column - LABEL_WIDTH,
    });
    rowY = Math.max(doc.y, labelEnd) + size(2);
  }
  return Math.max(companyEnd, rowY) + size(14);
}

/** Whom it is addressed to, from `y`; where it ends. */
function drawAddressee({ doc, size }: Page, invoice: InvoiceRecord, y: number): number {
  doc.fillColor(colors.navy).fontSize(size(11));
  drawText(doc, invoice.kind === "invoice" ? "Invoice to" : "Credit to", {
    weight: "bold",
    x: MARGIN,
    y,
    width: WIDTH,
  });
  doc.fillColor(colors.ink).fontSize(size(10));
  drawText(doc, invoice.customerName, { weight: "bold", width: WIDTH });
  for (const line of [invoice.companyName, invoice.customerAddress]) {
    if (line) drawText(doc, line, { width: WIDTH });
  }
  return doc.y + size(14);
}

/**
 * The lines from `y`: description, quantity, unit price excluding VAT, VAT rate, amount
 * excluding VAT, under their headings; where they end.
 */
function drawLines({ doc, size }: Page, invoice: InvoiceRecord, top: number): number {
  let y = top;
  const rule = (at: number, color = colors.line) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + WIDTH, at)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  const cells = [
    { heading: "Description", width: 0, align: "left" as const },
    { heading: "Quantity", width: 52, align: "right" as const },
    { heading: "Unit price excl. VAT", width: 80, align: "right" as const },
    { heading: "VAT rate", width: 48, align: "right" as const },
    { heading: "Amount excl. VAT", width: 80, align: "right" as const },
  ];
  const gap = CELL_GAP;
  cells[0]!.width =
    WIDTH - cells.slice(1).reduce((sum, cell) => sum + cell.width + gap, 0) - 2 * gap;
  const tableRow = (
    values: string[],
    style: { color: string; weight: "regular" | "bold"; fontSize: number },
  ) => {
    let x = MARGIN + gap;
    let bottom = y;
    values.forEach((value, index) => {
      const cell = cells[index]!;
      doc.fillColor(style.color).fontSize(size(style.fontSize));
      drawText(doc, value, { weight: style.weight, x, y, width: cell.width, align: cell.align });
      bottom = Math.max(bottom, doc.y);
      x += cell.width + gap;
    });
    return bottom;
  };
  // The headings on a shaded band as tall as the tallest of them (all Latin: one font).
  const headingTop = y;
  y += size(5);
  doc.font(fontFaces("bold")[0]!.name).fontSize(size(9));
  const headingHeight = Math.max(
    ...cells.map((cell) => doc.heightOfString(cell.heading, { width: cell.width })),
  );
  const headingEnd = y + headingHeight;
  doc.rect(MARGIN, headingTop, WIDTH, headingEnd + size(4) - headingTop).fill(colors.shade);
  tableRow(
    cells.map((cell) => cell.heading),
    { color: colors.navy, weight: "bold", fontSize: 9 },
  );
  y = headingEnd + size(8);
  for (const line of invoice.lines) {
    y =
      tableRow(
        [
          line.description,
          String(line.quantity),
          formatCharge(line.unitPricePence),
          vatRateLabel(line.vatRateBp),
          formatCharge(line.netPence),
        ],
        { color: colors.ink, weight: "regular", fontSize: 10 },
      ) + size(5);
    rule(y);
    y += size(6);
  }
  return y;
}

/** The totals, under the amounts, from `y`; where they end. */
function drawTotals({ doc, size }: Page, invoice: InvoiceRecord, top: number): number {
  let y = top;
  const gap = CELL_GAP;
  const totalsWidth = 250;
  const totalsLeft = MARGIN + WIDTH - totalsWidth;
  const amountWidth = 96;
  for (const [label, pence, bold] of [
    ["Total excluding VAT", invoice.subtotalPence, false],
    ["VAT", invoice.vatPence, false],
    ["Total including VAT", invoice.totalPence, true],
  ] as const) {
    if (bold) {
      doc
        .moveTo(totalsLeft, y)
        .lineTo(MARGIN + WIDTH, y)
        .lineWidth(1)
        .strokeColor(colors.navy)
        .stroke();
      y += size(5);
    }
    doc.fillColor(bold ? colors.navy : colors.ink).fontSize(size(bold ? 12 : 10));
    const weight = bold ? "bold" : "regular";
    drawText(doc, label, { weight, x: totalsLeft, y, width: totalsWidth - amountWidth - gap });
    const labelEnd = doc.y;
    drawText(doc, formatCharge(pence), {
      weight,
      x: MARGIN + WIDTH - amountWidth - gap,
      y,
      width: amountWidth,
      align: "right",
    });
    y = Math.max(labelEnd, doc.y) + size(4);
  }
  return y + size(14);
}

/** The closing box from `y`: how it was or can be paid, or what it credits; where it ends. */
function drawSettlement(
  { doc, size }: Page,
  box: ReturnType<typeof settlement>,
  top: number,
): number {
  let y = top;
  const boxTop = y;
  const inner = { x: MARGIN + 14, width: WIDTH - 28 };
  y += size(12);
  doc.fillColor(colors.navy).fontSize(size(12));
  drawText(doc, box.heading, { weight: "bold", ...inner, y });
  doc.fillColor(colors.ink).fontSize(size(10));
  for (const line of box.lines) drawText(doc, line, { width: inner.width });
  y = doc.y + size(4);
  for (const [label, value] of box.rows) {
    doc.fillColor(colors.muted);
    drawText(doc, label, { x: inner.x, y, width: LABEL_WIDTH });
    doc.fillColor(colors.ink);
    drawText(doc, value, {
      weight: "bold",
      x: inner.x + LABEL_WIDTH,
      y,
      width: inner.width - LABEL_WIDTH,
    });
    y = doc.y + size(2);
  }
  if (box.link) {
    doc.fillColor(colors.ink);
    drawText(doc, "Or pay by card online at:", { x: inner.x, y: y + size(4), width: inner.width });
    doc.fillColor(colors.navy);
    drawText(doc, box.link, { width: inner.width, link: box.link, underline: true });
    y = doc.y;
  }
  const boxBottom = Math.max(y, doc.y) + size(12);
  doc
    .roundedRect(MARGIN, boxTop, WIDTH, boxBottom - boxTop, 6)
    .lineWidth(0.8)
    .strokeColor(colors.line)
    .stroke();
  return boxBottom;
}
