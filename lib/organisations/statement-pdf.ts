import "server-only";
import {
  A4,
  a4Document,
  colors,
  CONTENT_WIDTH,
  drawBrandBand,
  MARGIN,
} from "@/lib/server/pdf/page";
import { drawText } from "@/lib/server/pdf/text";
import { format } from "date-fns";
import { fromIsoDay } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import { organisationMoneyTexts as texts } from "./organisation-money-texts";
import { organisationTexts } from "./organisation-texts";
import {
  formatSigned,
  monthLabel,
  signOf,
  type MovementKind,
  type Statement,
  type StatementLine,
} from "./statement-rules";

// An organisation's statement of a month as one A4 page, drawn with the shared PDF module: the
// brand band, the title ('Statement {organisation} {month}'), the opening balance, one row per
// movement in date order with its running balance, and the closing balance. Rows are small type
// (7 pt on 9 pt rows) so that 60 fit; a month with more says so on the page and how many are
// left to the CSV statement, which always holds them all.

const ROW = 9;
const TEXT = 7;
const FOOTER_TOP = A4.height - MARGIN - 14;

/** Each column: its header, width and how a line fills it. */
const COLUMNS: [header: string, width: number, cell: (line: StatementLine) => string][] = [
  [texts.statementColumns.date, 58, (line) => shortDay(line.day)],
  [texts.statementColumns.kind, 52, (line) => kindLabel(line.kind)],
  [texts.statementColumns.document, 78, (line) => line.number],
  [texts.statementColumns.site, 88, (line) => line.site ?? ""],
  [texts.statementColumns.detail, 87, (line) => line.detail],
  [texts.statementColumns.amount, 66, (line) => formatSigned(signOf(line.kind) * line.amountPence)],
  [texts.statementColumns.balance, 70, (line) => formatSigned(line.balancePence)],
];
const RIGHT_ALIGNED = 2; // the last two columns are amounts

export const kindLabel = (kind: MovementKind): string =>
  ({
    invoice: texts.invoice,
    credit_note: texts.creditNote,
    payment: texts.payment,
    refund: texts.refund,
  })[kind];

/** "2026-11-05" -> "5 Nov 2026". */
const shortDay = (day: string) => format(fromIsoDay(day), "d MMM yyyy");

type Doc = PDFKit.PDFDocument;

function cellsRow(doc: Doc, cells: string[], y: number, weight: "regular" | "bold") {
  let x = MARGIN;
  COLUMNS.forEach(([, width], index) => {
    const right = index >= COLUMNS.length - RIGHT_ALIGNED;
    drawText(doc, cells[index] ?? "", {
      x,
      y,
      width: width - 4,
      height: ROW,
      lineBreak: false,
      ellipsis: true,
      align: right ? "right" : "left",
      weight,
    });
    x += width;
  });
}

function balanceRow(doc: Doc, label: string, pence: number, y: number) {
  doc.fillColor(colors.navy).fontSize(9.5);
  drawText(doc, label, {
    x: MARGIN,
    y,
    width: CONTENT_WIDTH / 2,
    weight: "bold",
    lineBreak: false,
  });
  drawText(doc, formatSigned(pence), {
    x: MARGIN + CONTENT_WIDTH / 2,
    y,
    width: CONTENT_WIDTH / 2 - 4,
    align: "right",
    weight: "bold",
    lineBreak: false,
  });
}

/** One month's statement on the current page. */
function drawStatementPage(doc: Doc, organisation: string, statement: Statement) {
  const title = organisationTexts.statementTitle(organisation, monthLabel(statement.month));
  drawBrandBand(doc, monthLabel(statement.month));
  doc.fillColor(colors.navy).fontSize(16);
  drawText(doc, title, {
    x: MARGIN,
    y: 116,
    width: CONTENT_WIDTH,
    weight: "bold",
    lineBreak: false,
  });
  let y = 136;
  balanceRow(doc, texts.openingBalance, statement.openingPence, y);
  y += 16;
  doc.fillColor(colors.muted).fontSize(TEXT);
  cellsRow(
    doc,
    COLUMNS.map(([header]) => header),
    y,
    "bold",
  );
  y += ROW + 2;
  doc
    .moveTo(MARGIN, y - 2)
    .lineTo(MARGIN + CONTENT_WIDTH, y - 2)
    .lineWidth(0.5)
    .strokeColor(colors.line)
    .stroke();
  // Room for the rows between here and the closing balance (and a note when some do not fit).
  const room = Math.floor((FOOTER_TOP - 30 - y) / ROW);
  const shown =
    statement.lines.length > room ? statement.lines.slice(0, room - 1) : statement.lines;
  doc.fillColor(colors.ink).fontSize(TEXT);
  if (statement.lines.length === 0) {
    drawText(doc, texts.noMovements, { x: MARGIN, y, width: CONTENT_WIDTH, lineBreak: false });
    y += ROW;
  }
  for (const line of shown) {
    cellsRow(
      doc,
      COLUMNS.map(([, , cell]) => cell(line)),
      y,
      "regular",
    );
    y += ROW;
  }
  if (shown.length < statement.lines.length) {
    doc.fillColor(colors.muted);
    drawText(doc, texts.moreRows(statement.lines.length - shown.length), {
      x: MARGIN,
      y,
      width: CONTENT_WIDTH,
      lineBreak: false,
    });
    y += ROW;
  }
  doc
    .moveTo(MARGIN, y + 2)
    .lineTo(MARGIN + CONTENT_WIDTH, y + 2)
    .lineWidth(0.5)
    .strokeColor(colors.line)
    .stroke();
  balanceRow(doc, texts.closingBalance, statement.closingPence, y + 8);
  doc.fillColor(colors.muted).fontSize(7.5);
  drawText(doc, `${site.name} • ${site.phone.display} • ${site.email.address}`, {
    x: MARGIN,
    y: FOOTER_TOP,
    width: CONTENT_WIDTH,
    align: "center",
    lineBreak: false,
  });
}

/**
 * The statements as PDF bytes: one A4 page a month, in the order given (a month, or a year of
 * months in one document, whose fonts are then read and embedded once).
 */
export async function statementPdf(
  organisation: string,
  statements: Statement | readonly Statement[],
): Promise<Buffer> {
  const months = Array.isArray(statements) ? statements : [statements as Statement];
  const first = months[0]!;
  const last = months.at(-1)!;
  const span =
    months.length === 1
      ? monthLabel(first.month)
      : `${monthLabel(first.month)} to ${monthLabel(last.month)}`;
  const title = organisationTexts.statementTitle(organisation, span);
  const { doc, done } = a4Document({ Title: title, Author: site.name, Subject: title });
  months.forEach((statement, index) => {
    if (index > 0) doc.addPage();
    drawStatementPage(doc, organisation, statement);
  });
  doc.end();
  return done;
}
