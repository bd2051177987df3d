import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { todayInLondon } from "@/lib/shared/dates";
import { E2E_ORIGIN } from "./support/accounts";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { mailFor } from "./support/mailbox";
import { expectToast, signedInAt } from "./support/session";
import { tamperedToken } from "../support/tampered-token";
import { pdfToText } from "../support/pdf-reader";

// The invoice's documents: marking a job destroyed issues its invoice; the office
// downloads the PDF from /admin/invoices/{number}/pdf, the customer from the invoice's signed
// link, and nobody else gets either.

function pdfText(bytes: Buffer): string {
  return pdfToText(bytes, "raw").replace(/\s+/g, " ");
}

test("a job marked destroyed is invoiced; the office and the customer's link download its PDF, nobody else", async ({
  page,
  playwright,
}, info) => {
  test.skip(info.project.name !== "desktop", "downloads and routes: one run is enough");
  test.slow();
  const run = randomUUID().slice(0, 6).toUpperCase();
  const email = `invoiced-${run.toLowerCase()}@e2e.test`;
  const { reference } = await plantBooking({
    reference: `IVD-${run}`,
    name: "Ivy Invoiced",
    email,
    service: "collection",
    day: todayInLondon(),
    status: "confirmed",
  });

  // The office works the job to its certificate, which issues the invoice.
  await signedInAt(page, await freshAdmin("invoices"), `/admin/bookings?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  const collected = page.getByRole("form", { name: "Mark as collected" });
  await collected.getByLabel("Bags or boxes collected").fill("1");
  await collected.getByLabel("Operative's name").fill("Sam Carter");
  await collected.getByRole("button", { name: "Mark as collected" }).click();
  await expectToast(page, "Success", "Marked as collected");
  const destroyed = page.getByRole("form", { name: "Mark as destroyed" });
  await destroyed.getByRole("button", { name: "Mark as destroyed" }).click();
  await expectToast(page, "Success", "Marked as destroyed");
  const [invoice] = await sql<{ number: string }>(
    `select i.number from invoices i join bookings b on b.id = i.booking_id
     where b.reference = $1 and i.kind = 'invoice'`,
    [reference],
  );
  const number = invoice!.number;
  expect(number).toMatch(/^INV-\d{4}-\d{6}$/);

  // The office's download.
  const office = await page.request.get(`/admin/invoices/${number}/pdf`);
  expect(office.status()).toBe(200);
  expect(office.headers()["content-type"]).toBe("application/pdf");
  expect(office.headers()["content-disposition"]).toBe(
    `attachment; filename="${number.toLowerCase()}.pdf"`,
  );
  expect(office.headers()["cache-control"]).toBe("private, no-store");
  const text = pdfText(await office.body());
  for (const field of [
    "VAT invoice",
    `Invoice number ${number}`,
    `Booking reference ${reference}`,
    "Ivy Invoiced",
    "Total including VAT £78.00",
    "How to pay",
  ]) {
    expect(text).toContain(field);
  }
  expect((await page.request.get("/admin/invoices/INV-1999-000001/pdf")).status()).toBe(404);
  expect((await page.request.get("/admin/invoices/not-a-number/pdf")).status()).toBe(404);

  // The customer's e-mail: the PDF attached and the link to the invoice's page.
  const mail = (await mailFor(email, 2)).find((m) => m.subject === `Invoice ${number}`)!;
  expect(mail.attachments?.[0]?.filename).toBe(`${number.toLowerCase()}.pdf`);
  expect(mail.html).toContain("View and pay your invoice");
  const link = mail.html.match(/href="([^"]+\/invoices\/[^"]+)"/)![1]!;
  const visitor = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  const own = await visitor.get(`${new URL(link).pathname}/pdf`);
  expect(own.status()).toBe(200);
  expect(own.headers()["content-type"]).toBe("application/pdf");
  expect(own.headers()["x-robots-tag"]).toContain("noindex");
  expect(pdfText(await own.body())).toContain(`Invoice number ${number}`);

  // A tampered link and the office's route without a session get nothing.
  const token = new URL(link).pathname.split("/").at(-1)!;
  const tampered = tamperedToken(token);
  const refused = await visitor.get(`/invoices/${tampered}/pdf`);
  expect(refused.status()).toBe(404);
  expect(refused.headers()["content-type"]).not.toContain("pdf");
  const anonymous = await visitor.get(`/admin/invoices/${number}/pdf`, { maxRedirects: 0 });
  expect([307, 401]).toContain(anonymous.status());
  expect(anonymous.headers()["content-type"] ?? "").not.toContain("pdf");
  await visitor.dispose();
});
