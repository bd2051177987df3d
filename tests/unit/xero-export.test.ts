import { describe, expect, it } from "vitest";
import { priceLine } from "@/lib/invoices/invoice-rules";
import { csvResponse, toCsv } from "@/lib/server/csv-export";
import type { InvoiceRecord } from "@/lib/invoices/invoice-record";
import {
  xeroAddress,
  xeroColumns,
  xeroDate,
  xeroFileName,
  xeroRows,
  xeroTaxType,
} from "@/lib/invoices/xero-export";

// The bookkeeper's export: Xero's sales invoice import template, one row per line.

const XERO_HEADER =
  "*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4," +
  "POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate," +
  "Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType," +
  "TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme";

const line = priceLine({
  description: "Collection (off-site shredding), Wednesday 25 November 2026 (All day): 2 bags",
  quantity: 1,
  unitPricePence: 7150,
});

const invoice: InvoiceRecord = {
  id: "00000000-0000-4000-8000-000000000001",
  kind: "invoice",
  number: "INV-2026-000042",
  bookingId: "00000000-0000-4000-8000-000000000009",
  reference: "NESS-ABC234",
  contractNumber: null,
  creditsNumber: null,
  creditedByNumber: "CN-2026-000007",
  creditsInFull: false,
  reissuesNumber: null,
  reissuedByNumber: null,
  refundedPence: 0,
  refunds: [],
  issuedAt: "2026-11-26T10:00:00.000Z",
  issuedDay: "2026-11-26",
  issuedBy: "office@example.test",
  supplyDay: "2026-11-25",
  dueDay: "2026-12-26",
  customerName: "Zoë Brontë",
  companyName: "Brontë & Co, Ltd",
  customerEmail: "zoe@example.com",
  customerAddress: "Unit 4, Tees Business Park, Stockton-on-Tees, TS18 3TX",
  purchaseOrder: "PO-7781",
  reason: null,
  subtotalPence: 7150,
  vatPence: 1430,
  totalPence: 8580,
  lines: [line],
  payment: null,
  status: "credited",
};

const creditNote: InvoiceRecord = {
  ...invoice,
  id: "00000000-0000-4000-8000-000000000002",
  kind: "credit_note",
  number: "CN-2026-000007",
  creditsNumber: "INV-2026-000042",
  creditedByNumber: null,
  creditsInFull: true,
  issuedAt: "2026-12-02T09:00:00.000Z",
  issuedDay: "2026-12-02",
  dueDay: "2026-12-02",
  reason: "Booking cancelled",
};

/** The CSV's rows as header name -> cell, read back the way a spreadsheet splits them (RFC 4180). */
function parse(csv: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted && c === '"' && csv[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\r" && csv[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  const [header, ...data] = rows;
  return data.map((r) => Object.fromEntries(header!.map((name, i) => [name, r[i]!])));
}

describe("the Xero export", () => {
  it("has the columns of Xero's sales invoice import template, in its order", () => {
    expect(toCsv(xeroColumns, []).trimEnd()).toBe(XERO_HEADER);
  });

  it("writes an invoice's line: contact, address, dd/mm/yyyy dates, amounts without VAT", () => {
    const [row] = parse(toCsv(xeroColumns, xeroRows([invoice])));
    expect(row).toEqual({
      "*ContactName": "Brontë & Co, Ltd",
      EmailAddress: "zoe@example.com",
      POAddressLine1: "Unit 4",
      POAddressLine2: "Tees Business Park",
      POAddressLine3: "",
      POAddressLine4: "",
      POCity: "Stockton-on-Tees",
      PORegion: "",
      POPostalCode: "TS18 3TX",
      POCountry: "United Kingdom",
      "*InvoiceNumber": "INV-2026-000042",
      Reference: "PO-7781",
      "*InvoiceDate": "26/11/2026",
      "*DueDate": "26/12/2026",
      Total: "85.80",
      InventoryItemCode: "",
      "*Description": line.description,
      "*Quantity": "1",
      "*UnitAmount": "71.50",
      Discount: "",
      "*AccountCode": "200",
      "*TaxType": "20% (VAT on Income)",
      TaxAmount: "14.30",
      TrackingName1: "",
      TrackingOption1: "",
      TrackingName2: "",
      TrackingOption2: "",
      Currency: "GBP",
      BrandingTheme: "",
    });
  });

  it("gives the job's reference in Reference when the document has no purchase order number", () => {
    const [invoiceRow] = parse(toCsv(xeroColumns, xeroRows([{ ...invoice, purchaseOrder: null }])));
    const [noteRow] = parse(toCsv(xeroColumns, xeroRows([{ ...creditNote, purchaseOrder: null }])));
    expect(invoiceRow!.Reference).toBe("NESS-ABC234");
    expect(noteRow!.Reference).toBe("Credits INV-2026-000042 / NESS-ABC234");
  });

  it("writes a credit note as Xero imports one: negative quantity, VAT and total, naming its invoice", () => {
    const [row] = parse(toCsv(xeroColumns, xeroRows([creditNote])));
    expect(row).toMatchObject({
      "*InvoiceNumber": "CN-2026-000007",
      Reference: "PO-7781 / Credits INV-2026-000042",
      "*InvoiceDate": "02/12/2026",
      "*DueDate": "02/12/2026",
      "*Quantity": "-1",
      "*UnitAmount": "71.50",
      TaxAmount: "-14.30",
      Total: "-85.80",
      "*AccountCode": "200",
      "*TaxType": "20% (VAT on Income)",
    });
  });

  it("writes one row per line, each repeating its document's number", () => {
    const twoLines = {
      ...invoice,
      lines: [line, priceLine({ description: "Extra bag", quantity: 3, unitPricePence: 1000 })],
    };
    const rows = parse(toCsv(xeroColumns, xeroRows([twoLines, creditNote])));
    expect(rows.map((r) => [r["*InvoiceNumber"], r["*Quantity"]])).toEqual([
      ["INV-2026-000042", "1"],
      ["INV-2026-000042", "3"],
      ["CN-2026-000007", "-1"],
    ]);
  });

  it("still defuses a customer's text that a spreadsheet would run as a formula", () => {
    const sly = { ...invoice, companyName: null, customerName: '=HYPERLINK("http://x")' };
    const [row] = parse(toCsv(xeroColumns, xeroRows([sly])));
    expect(row!["*ContactName"]).toBe(`'=HYPERLINK("http://x")`);
  });

  it("names the contact by the person when no company is given", () => {
    const [row] = parse(toCsv(xeroColumns, xeroRows([{ ...invoice, companyName: null }])));
    expect(row!["*ContactName"]).toBe("Zoë Brontë");
  });

  it("reads dates, tax rates and addresses as Xero names them", () => {
    expect(xeroDate("2026-01-05")).toBe("05/01/2026");
    expect(xeroTaxType(2000)).toBe("20% (VAT on Income)");
    expect(xeroTaxType(500)).toBe("5% (VAT on Income)");
    expect(xeroTaxType(0)).toBe("Zero Rated Income");
    expect(xeroAddress(null)).toEqual({ lines: [], city: "", postcode: "", country: "" });
    expect(xeroAddress("1 High Street")).toMatchObject({ lines: ["1 High Street"], city: "" });
    expect(xeroAddress("a, b, c, d, e, f, Durham, DH1 1AA")).toEqual({
      lines: ["a", "b", "c", "d, e, f"],
      city: "Durham",
      postcode: "DH1 1AA",
      country: "United Kingdom",
    });
  });

  it("downloads with a byte order mark and a file name naming the range", async () => {
    const response = csvResponse(xeroFileName("2026-11-01", "2026-11-30"), "a\r\n");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="xero-sales-2026-11-01-to-2026-11-30.csv"',
    );
  });
});
