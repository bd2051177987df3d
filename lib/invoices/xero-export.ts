import "server-only";
import type { InvoiceLineAmounts } from "@/lib/invoices/invoice-rules";
import { penceAsPounds } from "@/lib/shared/prices";
import type { CsvColumn } from "@/lib/server/csv-export";
import type { InvoiceRecord } from "@/lib/invoices/invoice-record";

// The bookkeeper's export: invoices and credit notes in the columns of Xero's sales
// invoice import template (Business > Invoices > Import; the template's headings, asterisks
// included, marking the columns Xero requires), one row per line, so Xero groups the rows of a
// document by *InvoiceNumber.
//
// - Dates are written dd/mm/yyyy, as Xero reads dates in a UK organisation.
// - UnitAmount excludes VAT: choose "Tax exclusive" when Xero asks how amounts are entered. Each
//   line carries its VAT as TaxAmount, to the penny as our invoice states it, and its TaxType as
//   Xero names the rate ("20% (VAT on Income)").
// - Credit notes go in the same file as invoices, as Xero's sales import takes them: a document
//   whose total is negative is imported as a credit note. So a credit note's lines have negative
//   quantities (unit amounts stay positive, as on the document), a negative TaxAmount and a
//   negative Total; its Reference names the invoice it credits (in full, or in part for a refund
//   of part of a card payment), for allocating it in Xero. A credit note that ends an invoice
//   already credited in part has a "Less credit note ..." line of the opposite sign, so the notes
//   together give back exactly the invoice; a re-issued invoice's Reference names the one it
//   replaces.
// - The Reference is the customer's purchase order number when the document has one (first, on
//   its own, as Xero prints it on the invoice and the customer's accounts team matches it), with
//   a credit note's or re-issue's invoice after it; without one, the job's reference.
// - Every document is coded to the one sales account below.

/** Xero's default chart of accounts: 200 "Sales". Change here if the bookkeeper uses another. */
export const XERO_SALES_ACCOUNT_CODE = "200";
export const XERO_CURRENCY = "GBP";

/** Xero's UK tax rate names for income, by rate in basis points. */
export function xeroTaxType(vatRateBp: number): string {
  if (vatRateBp === 0) return "Zero Rated Income";
  return `${vatRateBp / 100}% (VAT on Income)`;
}

/** 2026-11-25 -> 25/11/2026. */
export function xeroDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
}

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/**
 * The address as Xero's postal fields: the postcode when the address ends with one, the town
 * before it, and the rest on up to four lines (a fifth part onwards joins line 4). The company
 * collects in England only, so a stated address is in the United Kingdom.
 */
export function xeroAddress(address: string | null) {
  const parts = (address ?? "")
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.length > 0 ? "United Kingdom" : "";
  const postcode = parts.length > 0 && UK_POSTCODE.test(parts.at(-1)!) ? parts.pop()! : "";
  const city = parts.length > 1 ? parts.pop()! : "";
  const lines = parts.length > 4 ? [...parts.slice(0, 3), parts.slice(3).join(", ")] : parts;
  return { lines, city, postcode, country };
}

/** One row of the export: a line of an invoice or credit note. */
export type XeroRow = { document: InvoiceRecord; line: InvoiceLineAmounts };

export function xeroRows(documents: readonly InvoiceRecord[]): XeroRow[] {
  return documents.flatMap((document) => document.lines.map((line) => ({ document, line })));
}

/** +1 for an invoice, -1 for a credit note. */
const sign = (row: XeroRow) => (row.document.kind === "credit_note" ? -1 : 1);
const pounds = (pence: number) => penceAsPounds(pence);

/**
 * The Reference column: the customer's purchase order number when the document carries one (as
 * the customer's accounts team matches it), then the invoice a credit note credits or a re-issue
 * replaces; without a purchase order, those and the job's reference.
 */
function reference({ document }: XeroRow): string {
  const corrects = [
    document.creditsNumber && `Credits ${document.creditsNumber}`,
    document.reissuesNumber && `Replaces ${document.reissuesNumber}`,
  ];
  return (
    document.purchaseOrder
      ? [document.purchaseOrder, ...corrects]
      : [...corrects, document.reference]
  )
    .filter(Boolean)
    .join(" / ");
}

const address = (row: XeroRow) => xeroAddress(row.document.customerAddress);

export const xeroColumns: CsvColumn<XeroRow>[] = [
  ["*ContactName", ({ document }) => document.companyName || document.customerName],
  ["EmailAddress", ({ document }) => document.customerEmail],
  ["POAddressLine1", (row) => address(row).lines[0]],
  ["POAddressLine2", (row) => address(row).lines[1]],
  ["POAddressLine3", (row) => address(row).lines[2]],
  ["POAddressLine4", (row) => address(row).lines[3]],
  ["POCity", (row) => address(row).city],
  ["PORegion", () => ""],
  ["POPostalCode", (row) => address(row).postcode],
  ["POCountry", (row) => address(row).country],
  ["*InvoiceNumber", ({ document }) => document.number],
  ["Reference", reference],
  ["*InvoiceDate", ({ document }) => xeroDate(document.issuedDay)],
  ["*DueDate", ({ document }) => xeroDate(document.dueDay)],
  ["Total", (row) => pounds(sign(row) * row.document.totalPence)],
  ["InventoryItemCode", () => ""],
  ["*Description", ({ line }) => line.description],
  ["*Quantity", (row) => sign(row) * row.line.quantity],
  ["*UnitAmount", ({ line }) => pounds(line.unitPricePence)],
  ["Discount", () => ""],
  ["*AccountCode", () => XERO_SALES_ACCOUNT_CODE],
  ["*TaxType", ({ line }) => xeroTaxType(line.vatRateBp)],
  ["TaxAmount", (row) => pounds(sign(row) * row.line.vatPence)],
  ["TrackingName1", () => ""],
  ["TrackingOption1", () => ""],
  ["TrackingName2", () => ""],
  ["TrackingOption2", () => ""],
  ["Currency", () => XERO_CURRENCY],
  ["BrandingTheme", () => ""],
];

/** The file's name: the range it covers. */
export const xeroFileName = (from: string, to: string) => `xero-sales-${from}-to-${to}.csv`;
