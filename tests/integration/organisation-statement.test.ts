import { writeFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_COOKIE } from "@/lib/account/account-session";
import { membershipOf } from "@/lib/organisations/organisation-access";
import { statementCsvGet, statementPdfGet } from "@/lib/organisations/statement-routes";
import { organisationStatement } from "@/lib/organisations/statements";
import { db } from "@/lib/server/db";
import { plantAccount } from "../support/account-documents";
import { resetDatabase } from "../support/db";
import { resetFakeRequest, sendCookies } from "../support/fake-request";
import { plantMember, plantOrganisation } from "../support/organisations";
import { pdfPages, pdfToText } from "../support/pdf-reader";

// Download statement against PostgreSQL: an organisation's month, read for the sites a Finance
// member or Administrator sees: the opening balance (invoices less credit notes less payments
// plus refunds before the month), the month's movements in date order with a running balance,
// the closing balance; as one PDF page (read back with poppler's pdftotext and pdfinfo) and as
// CSV. Other roles, other organisations and people in none get nothing.

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
});

let sequence = 0;
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** An invoice or credit note at `siteId` issued on `day`. */
async function plantDocument(
  siteId: string,
  day: string,
  totalPence: number,
  options: { kind?: "invoice" | "credit_note"; credits?: string; adjusts?: string } = {},
) {
  sequence += 1;
  const kind = options.kind ?? "invoice";
  return db().invoice.create({
    data: {
      kind,
      number: `${kind === "invoice" ? "INV" : "CN"}-2026-${String(sequence).padStart(6, "0")}`,
      siteId,
      creditsId: options.credits ?? null,
      adjustsId: options.adjusts ?? null,
      issuedAt: noon(day),
      issuedBy: "office@example.test",
      supplyDate: noon(day),
      dueDate: new Date(`${day}T00:00:00Z`),
      customerName: "Jo Customer",
      customerEmail: "accounts@quayside.example.test",
      subtotalPence: totalPence,
      vatPence: 0,
      totalPence,
    },
  });
}

async function plantPayment(
  invoice: { id: string; totalPence: number },
  day: string,
  method: "card" | "bank_transfer" = "bank_transfer",
) {
  return db().payment.create({
    data: {
      invoiceId: invoice.id,
      method,
      amountPence: invoice.totalPence,
      receivedOn: new Date(`${day}T00:00:00Z`),
      recordedBy: "system",
    },
  });
}

/** An organisation with October's and November's documents at its two sites, and another's. */
async function organisationWithAMonth() {
  const quayside = await plantOrganisation("Quayside Law LLP", ["Durham office", "Head office"]);
  const tyne = await plantOrganisation("Tyne Dental", ["Gateshead"]);
  const [durham, head] = [quayside.sites[0]!, quayside.sites[1]!];
  // October: 120.00 invoiced and paid, 60.00 invoiced and still owed.
  const a = await plantDocument(durham.id, "2026-10-05", 12_000);
  await plantPayment(a, "2026-10-20");
  const b = await plantDocument(head.id, "2026-10-25", 6_000);
  // November.
  const c = await plantDocument(durham.id, "2026-11-02", 24_000);
  const cn = await plantDocument(durham.id, "2026-11-05", 24_000, {
    kind: "credit_note",
    credits: c.id,
  });
  const d = await plantDocument(head.id, "2026-11-05", 9_000);
  const cardPayment = await plantPayment(d, "2026-11-06", "card");
  await plantPayment(b, "2026-11-10");
  // 15.00 of D refunded to the card on 20 November: its credit note and the refund Stripe made.
  const partial = await plantDocument(head.id, "2026-11-20", 1_500, {
    kind: "credit_note",
    adjusts: d.id,
  });
  const refund = await db().refund.create({
    data: {
      paymentId: cardPayment.id,
      creditNoteId: partial.id,
      amountPence: 1_500,
      status: "succeeded",
    },
  });
  await db()
    .$executeRaw`update refunds set updated_at = ${noon("2026-11-20")} where id = ${refund.id}::uuid`;
  // December's, and another organisation's November: not in this statement.
  await plantDocument(durham.id, "2026-12-01", 50_000);
  await plantDocument(tyne.sites[0]!.id, "2026-11-15", 77_700);
  return { quayside, tyne, numbers: { a, b, c, cn, d, partial } };
}

function textOf(pdf: Uint8Array): string {
  return pdfToText(pdf, "raw").replace(/\s+/g, " ");
}

function pagesOf(pdf: Uint8Array): number {
  return pdfPages(pdf);
}

const get = (
  route: typeof statementPdfGet,
  token: string | null,
  query = "?month=2026-11",
  format = "pdf",
) => {
  sendCookies(token ? { [ACCOUNT_COOKIE]: token } : {});
  return route(new Request(`http://localhost/account/statement.${format}${query}`));
};

describe("an organisation's statement", () => {
  it("opens with what was owed before the month and adds up to the closing balance", async () => {
    const { quayside, numbers } = await organisationWithAMonth();
    const { account } = await plantMember(quayside.id, "finance");
    const statement = await organisationStatement((await membershipOf(account))!, "2026-11");
    expect(statement.openingPence).toBe(6_000);
    expect(statement.lines.map((l) => [l.day, l.kind, l.number, l.balancePence])).toEqual([
      ["2026-11-02", "invoice", numbers.c.number, 30_000],
      ["2026-11-05", "invoice", numbers.d.number, 39_000],
      ["2026-11-05", "credit_note", numbers.cn.number, 15_000],
      ["2026-11-06", "payment", numbers.d.number, 6_000],
      ["2026-11-10", "payment", numbers.b.number, 0],
      ["2026-11-20", "credit_note", numbers.partial.number, -1_500],
      ["2026-11-20", "refund", numbers.d.number, 0],
    ]);
    expect(statement.closingPence).toBe(0);
    expect(statement.totals).toEqual({
      invoice: 33_000,
      credit_note: 25_500,
      payment: 15_000,
      refund: 1_500,
    });
    // October's closes where November opens.
    const october = await organisationStatement((await membershipOf(account))!, "2026-10");
    expect(october).toMatchObject({ openingPence: 0, closingPence: 6_000 });
  });

  it("reads nothing of another organisation's site named in ?site=", async () => {
    const { quayside, tyne } = await organisationWithAMonth();
    const { account } = await plantMember(quayside.id, "administrator");
    const member = (await membershipOf(account))!;
    expect(await organisationStatement(member, "2026-11", tyne.sites[0]!.id)).toMatchObject({
      openingPence: 0,
      lines: [],
      closingPence: 0,
    });
  });

  it("downloads as one PDF page titled 'Statement {organisation} {month}'", async () => {
    const { quayside, numbers } = await organisationWithAMonth();
    const { token } = await plantMember(quayside.id, "finance");
    const response = await get(statementPdfGet, token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="statement-2026-11.pdf"',
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    if (process.env.STATEMENT_SAMPLE) writeFileSync(process.env.STATEMENT_SAMPLE, pdf);
    expect(pagesOf(pdf)).toBe(1);
    const text = textOf(pdf);
    expect(text).toContain("Statement Quayside Law LLP November 2026");
    expect(text).toContain("Opening balance £60.00");
    expect(text).toContain(`2 Nov 2026 Invoice ${numbers.c.number} Durham office £240.00 £300.00`);
    expect(text).toContain(`20 Nov 2026 Credit note ${numbers.partial.number} Head office`);
    expect(text).toContain("-£15.00");
    expect(text).toContain("Closing balance £0.00");
    expect(text).not.toContain("777.00");
  });

  it("downloads a year as one PDF of a page a month, and refuses a span back to front or over a year", async () => {
    const { quayside } = await organisationWithAMonth();
    const { token } = await plantMember(quayside.id, "finance");
    const response = await get(statementPdfGet, token, "?month=2025-12&to=2026-11");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="statement-2025-12-to-2026-11.pdf"',
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(pagesOf(pdf)).toBe(12);
    const text = textOf(pdf);
    for (const month of ["December 2025", "October 2026", "November 2026"]) {
      expect(text).toContain(`Statement Quayside Law LLP ${month}`);
    }
    // October closes where November opens, in one CSV of both.
    const csv = await (
      await get(statementCsvGet, token, "?month=2026-10&to=2026-11", "csv")
    ).text();
    expect(csv.match(/Statement Quayside Law LLP (October|November) 2026/g)).toHaveLength(2);
    expect(csv.match(/Closing balance,+60\.00/)).not.toBeNull();
    expect(csv.match(/Opening balance,+60\.00/)).not.toBeNull();
    for (const query of ["?month=2026-11&to=2026-10", "?month=2025-10&to=2026-11"]) {
      expect((await get(statementPdfGet, token, query)).status).toBe(400);
    }
  });

  it("downloads as CSV with the same lines and balances", async () => {
    const { quayside, numbers } = await organisationWithAMonth();
    const { token } = await plantMember(quayside.id, "administrator");
    const response = await get(statementCsvGet, token, "?month=2026-11", "csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="statement-2026-11.csv"',
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "Date,Type,Document,Site,Detail,Amount,Balance",
      ",Statement Quayside Law LLP November 2026,,,,,",
      ",Opening balance,,,,,60.00",
      `2026-11-02,Invoice,${numbers.c.number},Durham office,,240.00,300.00`,
      `2026-11-05,Invoice,${numbers.d.number},Head office,,90.00,390.00`,
      `2026-11-05,Credit note,${numbers.cn.number},Durham office,For ${numbers.c.number},-240.00,150.00`,
      `2026-11-06,Payment,${numbers.d.number},Head office,Card (online),-90.00,60.00`,
      `2026-11-10,Payment,${numbers.b.number},Head office,Bank transfer,-60.00,0.00`,
      `2026-11-20,Credit note,${numbers.partial.number},Head office,For ${numbers.d.number},-15.00,-15.00`,
      `2026-11-20,Refund,${numbers.d.number},Head office,Refund to card,15.00,0.00`,
      ",Closing balance,,,,,0.00",
    ]);
  });

  it("is last month's when no month is given, and refuses one that is not a month or still to come", async () => {
    const { quayside } = await organisationWithAMonth();
    const { token } = await plantMember(quayside.id, "finance");
    const response = await get(statementCsvGet, token, "", "csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/statement-\d{4}-\d{2}\.csv/);
    expect((await get(statementCsvGet, token, "?month=2026-13", "csv")).status).toBe(400);
    expect((await get(statementPdfGet, token, "?month=2999-01")).status).toBe(400);
  });

  it("gives nothing to a role that sees no invoices, to a person in no organisation, or signed out", async () => {
    const { quayside } = await organisationWithAMonth();
    for (const role of ["booker", "viewer"] as const) {
      const { token } = await plantMember(quayside.id, role);
      expect((await get(statementPdfGet, token)).status, role).toBe(404);
      expect((await get(statementCsvGet, token, "?month=2026-11", "csv")).status, role).toBe(404);
    }
    const { token } = await plantAccount("solo@example.test");
    expect((await get(statementPdfGet, token)).status).toBe(404);
    const signedOut = await get(statementCsvGet, null, "?month=2026-11", "csv");
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("http://localhost/account");
  });

  it("fits 60 lines on its one page, and names how many more are in the CSV beyond what fits", async () => {
    const quayside = await plantOrganisation("Quayside Law LLP", ["Durham office"]);
    const siteId = quayside.sites[0]!.id;
    const invoices = [];
    for (let i = 0; i < 60; i++) {
      invoices.push(
        await plantDocument(siteId, `2026-11-${String((i % 28) + 1).padStart(2, "0")}`, 1_000),
      );
    }
    const { token } = await plantMember(quayside.id, "finance");
    const sixty = new Uint8Array(await (await get(statementPdfGet, token)).arrayBuffer());
    expect(pagesOf(sixty)).toBe(1);
    const text = textOf(sixty);
    for (const invoice of invoices) expect(text).toContain(invoice.number);
    expect(text).toContain("Closing balance £600.00");
    expect(text).not.toContain("CSV statement");

    for (let i = 0; i < 20; i++) await plantDocument(siteId, "2026-11-29", 1_000);
    const eighty = new Uint8Array(await (await get(statementPdfGet, token)).arrayBuffer());
    if (process.env.STATEMENT_SAMPLE) writeFileSync(`${process.env.STATEMENT_SAMPLE}.full`, eighty);
    expect(pagesOf(eighty)).toBe(1);
    expect(textOf(eighty)).toMatch(/\d+ more lines are in the CSV statement for this month\./);
    expect(textOf(eighty)).toContain("Closing balance £800.00");
  });
});
