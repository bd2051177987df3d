import "server-only";
import { currentAccount } from "@/lib/account/account-session";
import { csvResponse, toCsv, type CsvColumn } from "@/lib/server/csv-export";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { penceAsPounds } from "@/lib/shared/prices";
import { memberCan, membershipOf, type Membership } from "./organisation-access";
import { organisationMoneyTexts as texts } from "./organisation-money-texts";
import { organisationTexts } from "./organisation-texts";
import { kindLabel, statementPdf } from "./statement-pdf";
import {
  monthLabel,
  parseStatementMonth,
  signOf,
  statementMonths,
  type Statement,
  type StatementLine,
} from "./statement-rules";
import { organisationStatements } from "./statements";

// GET /account/statement.pdf?month=yyyy-MM and /account/statement.csv?month=yyyy-MM - Download
// statement: the signed-in member's organisation's statement of the month (last month when none
// is given). The account and its membership are read from this request's own cookie; signed out,
// the browser is sent to /account (303) with nothing read; a person in no organisation, or a role
// that sees no invoices (Booker, Viewer), gets 404; a month that is not one, or still to come, 400.
// ?to=yyyy-MM makes it the statement of every month from ?month= to that one (a year at most), one
// page (or block of rows) a month. ?site= narrows it to one of the member's sites (another's reads
// nothing).

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

type Asked = { member: Membership; statements: Statement[] } | Response;

async function asked(request: Request): Promise<Asked> {
  const account = await currentAccount();
  if (!account) {
    return new Response(null, {
      status: 303,
      headers: { Location: new URL(paths.account, request.url).toString(), ...noStore },
    });
  }
  const member = await membershipOf(account);
  if (!member || !memberCan(member, "invoices")) {
    return Response.json({ error: texts.notAvailable }, { status: 404, headers: noStore });
  }
  const query = new URL(request.url).searchParams;
  const today = todayInLondon();
  const month = parseStatementMonth(query.get("month"), today);
  if (!month) return Response.json({ error: texts.badMonth }, { status: 400, headers: noStore });
  const to = query.get("to")?.trim() ? parseStatementMonth(query.get("to"), today) : month;
  const months = to ? statementMonths(month, to) : null;
  if (!months) return Response.json({ error: texts.badMonths }, { status: 400, headers: noStore });
  return { member, statements: await organisationStatements(member, months, query.get("site")) };
}

const fileName = (statements: Statement[], format: "pdf" | "csv") =>
  texts.statementFileName(
    statements.map((statement) => statement.month),
    format,
  );

export async function statementPdfGet(request: Request): Promise<Response> {
  const answer = await asked(request);
  if (answer instanceof Response) return answer;
  const pdf = await statementPdf(answer.member.organisation.name, answer.statements);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName(answer.statements, "pdf")}"`,
      "Content-Length": String(pdf.length),
      ...noStore,
    },
  });
}

/** A CSV row: a movement, or the opening or closing balance. */
type Row = Partial<StatementLine> & { label?: string };

const columns: CsvColumn<Row>[] = [
  [texts.statementColumns.date, (row) => row.day],
  [texts.statementColumns.kind, (row) => row.label ?? (row.kind ? kindLabel(row.kind) : "")],
  [texts.statementColumns.document, (row) => row.number],
  [texts.statementColumns.site, (row) => row.site],
  [texts.statementColumns.detail, (row) => row.detail],
  [
    texts.statementColumns.amount,
    (row) =>
      row.kind && row.amountPence !== undefined
        ? penceAsPounds(signOf(row.kind) * row.amountPence)
        : "",
  ],
  [
    texts.statementColumns.balance,
    (row) => (row.balancePence === undefined ? "" : penceAsPounds(row.balancePence)),
  ],
];

/** The statement as CSV rows: its title, the opening balance, every movement, the closing one. */
export function statementCsv(organisation: string, statement: Statement): string {
  const title = organisationTexts.statementTitle(organisation, monthLabel(statement.month));
  return toCsv(columns, [
    { label: title },
    { label: texts.openingBalance, balancePence: statement.openingPence },
    ...statement.lines,
    { label: texts.closingBalance, balancePence: statement.closingPence },
  ]);
}

export async function statementCsvGet(request: Request): Promise<Response> {
  const answer = await asked(request);
  if (answer instanceof Response) return answer;
  const csv = answer.statements
    .map((statement) => statementCsv(answer.member.organisation.name, statement))
    .join("");
  const response = csvResponse(fileName(answer.statements, "csv"), csv);
  response.headers.set("Cache-Control", noStore["Cache-Control"]);
  response.headers.set("X-Robots-Tag", noStore["X-Robots-Tag"]);
  return response;
}
