import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { addDays } from "date-fns";
import { fromIsoDay, nextDay, todayInLondon, toIsoDay } from "@/lib/shared/dates";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { expectToast, signedInAt } from "./support/session";
import { openAdminSection } from "./support/admin";

// The office's ledger: the Invoices tab finds an invoice, marks it paid by cheque and
// shows it Paid; the booking's page shows the payment; the bookkeeper downloads the Xero CSV.

const today = todayInLondon();
const daysAgo = (n: number) => toIsoDay(addDays(fromIsoDay(today), -n));

/**
 * An invoice as the ledger issues one (one line, 20% VAT), for a planted booking, issued `age`
 * days ago at noon London time. Numbers are drawn from the top of this year's series, far above
 * the invoices other tests issue through the workflow.
 */
async function plantInvoice(label: string, age: number) {
  const reference = `NESS-${label}${String(Date.now()).slice(-4)}`;
  const booking = await plantBooking({
    reference,
    name: `${label} Customer`,
    email: `${label.toLowerCase()}-${randomUUID().slice(0, 6)}@e2e.test`,
    service: "collection",
    day: nextDay(today),
  });
  const issuedDay = daysAgo(age);
  const number = `INV-${today.slice(0, 4)}-${String(900_000 + Math.floor(Math.random() * 99_999))}`;
  const id = randomUUID();
  await sql(
    `insert into invoices (id, kind, number, booking_id, issued_at, issued_by, supply_date, due_date,
       customer_name, company_name, customer_email, customer_address, reference,
       subtotal_pence, vat_pence, total_pence)
     values ($1, 'invoice', $2, $3, ($4::date + time '12:00') at time zone 'Europe/London',
       'system', $4::date, $4::date + 30, $5, $6, 'ledger@e2e.test',
       '1 Quayside, Newcastle upon Tyne, NE1 3DX', $7, 7150, 1430, 8580)`,
    [id, number, booking.id, issuedDay, `${label} Customer`, `${label} Ltd`, reference],
  );
  await sql(
    `insert into invoice_lines (id, invoice_id, position, description, quantity,
       unit_price_pence, vat_rate_bp, net_pence, vat_pence)
     values ($1, $2, 1, $3, 1, 7150, 2000, 7150, 1430)`,
    [randomUUID(), id, `Collection (off-site shredding): booking ${reference}`],
  );
  return { number, reference, bookingId: booking.id, issuedDay };
}

// A table row (on a phone, the same <tr> drawn as a card).
const rowOf = (page: Page, number: string) => page.locator("tr", { hasText: number });

test("the office finds an invoice, marks it paid and exports the ledger for Xero", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "one run of the office's forms; 390 px below");
  // A journey through four pages and two downloads: beside another suite it outlasted 30 s.
  test.setTimeout(90_000);
  const invoice = await plantInvoice("Ledger", 3);
  await signedInAt(page, await freshAdmin("ledger"), "/admin");
  await openAdminSection(page, "Invoices");

  // Find it by its booking's reference, among the unpaid.
  await page.getByLabel("Search").fill(invoice.reference);
  await page.getByLabel("Status").selectOption("unpaid");
  await page.getByRole("button", { name: "Apply filters" }).click();
  const row = rowOf(page, invoice.number);
  await expect(row).toContainText("Ledger Customer (Ledger Ltd)");
  await expect(row).toContainText("£85.80");
  await expect(row.getByText("Unpaid", { exact: true })).toBeVisible();
  await expect(
    row.getByRole("link", { name: `Download invoice ${invoice.number} (PDF)` }),
  ).toHaveAttribute("href", `/admin/invoices/${invoice.number}/pdf`);
  await expectNoA11yViolations(page);

  // Mark as paid: a cheque received today.
  await row.getByText("Mark as paid").click();
  const form = page.getByRole("form", { name: `Payment of ${invoice.number}` });
  await form.getByLabel("Method").selectOption({ label: "Cheque" });
  await expect(form.getByLabel("Date received")).toHaveValue(today);
  await expectNoA11yViolations(page);
  await form.getByRole("button", { name: "Record payment" }).click();
  await expectToast(page, "Success", `Invoice ${invoice.number} marked as paid`);
  await page.goto(`/admin/invoices?q=${invoice.number}`);
  await expect(rowOf(page, invoice.number).getByText("Paid", { exact: true })).toBeVisible();
  await expect(rowOf(page, invoice.number).getByText("Mark as paid")).toHaveCount(0);

  // The booking's page: the payment and the invoice.
  await rowOf(page, invoice.number)
    .getByRole("link", { name: invoice.number, exact: true })
    .click();
  const payment = page.getByRole("region", { name: "Payment", exact: true });
  await expect(payment).toContainText("Payment received");
  await expect(payment).toContainText("Cheque");
  await expect(
    payment.getByRole("link", { name: `Download invoice ${invoice.number} (PDF)` }),
  ).toHaveAttribute("href", `/admin/invoices/${invoice.number}/pdf`);

  // Export for Xero: a backwards range is refused at its field; a good one downloads the CSV.
  await page.goto("/admin/invoices");
  const exporter = page.getByRole("form", { name: "Export for Xero" });
  await exporter.getByLabel("Issued from").fill(today);
  await exporter.getByLabel("Issued to").fill(daysAgo(10));
  await exporter.getByRole("button", { name: "Export for Xero" }).click();
  await expect(exporter.getByLabel("Issued to")).toHaveAttribute("aria-invalid", "true");
  await expect(exporter).toContainText("The first day must be on or before the last day.");
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  // The route itself refuses the same range with its reason, and exports nothing.
  const refused = await page.request.get(`/admin/invoices/export?from=${today}&to=${daysAgo(10)}`);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    error: "The first day must be on or before the last day.",
  });

  await exporter.getByLabel("Issued from").fill(invoice.issuedDay);
  await exporter.getByLabel("Issued to").fill(today);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exporter.getByRole("button", { name: "Export for Xero" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`xero-sales-${invoice.issuedDay}-to-${today}.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(header).toBe(
    "*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4," +
      "POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate," +
      "Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType," +
      "TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme",
  );
  const [y, m, d] = invoice.issuedDay.split("-");
  expect(rows.find((r) => r.includes(invoice.number))).toBe(
    `Ledger Ltd,ledger@e2e.test,1 Quayside,,,,Newcastle upon Tyne,,NE1 3DX,United Kingdom,` +
      `${invoice.number},${invoice.reference},${d}/${m}/${y},` +
      `${xeroDay(addDays(fromIsoDay(invoice.issuedDay), 30))},85.80,,` +
      `Collection (off-site shredding): booking ${invoice.reference},1,71.50,,200,` +
      `20% (VAT on Income),14.30,,,,,GBP,`,
  );
});

const xeroDay = (date: Date) => toIsoDay(date).split("-").reverse().join("/");

test("the Invoices tab shows an overdue invoice, passes axe and fits a 390 px screen", async ({
  page,
}) => {
  const overdue = await plantInvoice("Late", 40);
  await signedInAt(
    page,
    await freshAdmin("ledger-phone"),
    `/admin/invoices?status=overdue&q=${overdue.reference}`,
  );
  const row = rowOf(page, overdue.number);
  await expect(row.getByText("Overdue", { exact: true })).toBeVisible();
  await row.getByText("Mark as paid").click();
  await expect(page.getByRole("form", { name: `Payment of ${overdue.number}` })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
