import { randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import { expect, test } from "./support/test";
import { addDays } from "date-fns";
import { accountTexts } from "@/lib/account/account-texts";
import { fromIsoDay, todayInLondon, toIsoDay, workingDayOnOrAfter } from "@/lib/shared/dates";
import { addEmailByLink, signInByEmailedLink } from "./support/account-links";
import { FAKE_STRIPE_PORT } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { bookableDays } from "./support/calendar";
import { plantContract } from "./support/contracts";
import { plantBooking, sql } from "./support/database";
import { plantCertificate, plantInvoice } from "./support/documents";

// A customer's account: two bookings, a contract, an invoice and a certificate under
// two addresses joined to one account; signed in, the customer sees all of them on /account, pays
// the invoice through the (fake) Stripe Checkout, and downloads every certificate as one ZIP.
// The customer signs in from the e-mailed link to one address and joins the other by its
// confirmation link, as a customer does.

test("a customer sees every document under both addresses, pays the invoice by card and downloads the certificates' ZIP", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "the account's lists are one run; one width");
  test.slow();
  const stamp = `${Date.now()}-${randomUUID().slice(0, 4)}`;
  const office = `office-${stamp}@e2e.test`;
  const accounts = `accounts-${stamp}@e2e.test`;
  const today = todayInLondon();

  // A booking collected 40 days ago (its e-mailed manage link has run out) with its certificate,
  // written as the customer typed the address; another booking still to come, under the other
  // address; a contract and an invoice under the second address.
  const past = await plantBooking({
    reference: `NESS-A${randomUUID().slice(0, 5).toUpperCase()}`,
    name: "Alex Account",
    email: `  ${office.toUpperCase()} `,
    service: "collection",
    day: workingDayOnOrAfter(toIsoDay(addDays(fromIsoDay(today), -40))),
    status: "certificate_issued",
  });
  const certificate = await plantCertificate(past.id, past.reference);
  const coming = await plantBooking({
    reference: `NESS-B${randomUUID().slice(0, 5).toUpperCase()}`,
    name: "Alex Account",
    email: accounts,
    service: "onsite",
    day: bookableDays()[20]!,
  });
  const contractStart = bookableDays()[21]!;
  const contract = await plantContract([contractStart]);
  // The note to sign: this year's, or the first year's for a contract not yet begun.
  const noteYear = Math.max(Number(today.slice(0, 4)), Number(contractStart.slice(0, 4)));
  await sql("update contracts set customer_email = $1 where id = $2", [accounts, contract.id]);
  const invoice = await plantInvoice({ bookingId: coming.id }, accounts);

  // Signed in from the link e-mailed to one address; the other joined by its confirmation link.
  await signInByEmailedLink(page, office);
  await addEmailByLink(page, accounts, office);

  await page.goto("/account");
  const region = (name: string) => page.getByRole("region", { name, exact: true });
  const bookings = region(accountTexts.bookings);
  await expect(bookings.getByRole("row")).toHaveCount(3);
  await expect(bookings.getByRole("rowheader", { name: coming.reference })).toBeVisible();
  await expect(bookings.getByRole("rowheader", { name: past.reference })).toBeVisible();
  // Newest first: the booking planted last is on top.
  await expect(bookings.getByRole("rowheader").first()).toHaveText(coming.reference);
  await expect(region(accountTexts.contracts).getByRole("rowheader")).toHaveText([contract.number]);
  await expect(
    region(accountTexts.invoices).getByRole("link", { name: invoice.number, exact: true }),
  ).toBeVisible();
  await expect(
    region(accountTexts.invoices).getByRole("cell", { name: "Unpaid", exact: true }),
  ).toBeVisible();
  const certificates = region(accountTexts.certificates);
  await expect(certificates.getByRole("rowheader")).toHaveText([certificate.number]);
  const notes = region(accountTexts.transferNotes);
  await expect(
    notes.getByRole("link", { name: `Sign ${contract.number} ${noteYear}` }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/customer-account.png", fullPage: true });

  // The lists open the same pages and PDFs as the signed links: the old booking's manage page
  // and its certificate, the contract's page.
  const manage = await bookings
    .getByRole("link", { name: `Manage ${past.reference}` })
    .getAttribute("href");
  expect((await page.request.get(manage!)).status()).toBe(200);
  const pdf = await page.request.get(
    (await certificates
      .getByRole("link", { name: `Download ${certificate.number} (PDF)` })
      .getAttribute("href"))!,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const contractPage = await region(accountTexts.contracts)
    .getByRole("link", { name: `Open contract ${contract.number}` })
    .getAttribute("href");
  expect(contractPage!.startsWith("/contracts/")).toBe(true);
  expect((await page.request.get(contractPage!)).status()).toBe(200);

  // Download all certificates: this year so far, one ZIP holding the certificate's PDF.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    certificates.getByRole("button", { name: accountTexts.downloadAllCertificates }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `certificates-${today.slice(0, 4)}-01-01-to-${today}.zip`,
  );
  const zipFile = `/tmp/customer-account-${stamp}.zip`;
  await download.saveAs(zipFile);
  expect(execFileSync("unzip", ["-l", zipFile], { encoding: "utf8" })).toContain(
    `certificate-${certificate.number}.pdf`,
  );
  expect(
    execFileSync("unzip", ["-p", zipFile, `certificate-${certificate.number}.pdf`])
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // Pay now by card: the invoice page's own Checkout, back on the invoice's page, then Paid here.
  await region(accountTexts.invoices)
    .getByRole("button", { name: `${accountTexts.payByCard} ${invoice.number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${FAKE_STRIPE_PORT}/pay/cs_`));
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/invoices\/[^/?]+\?session_id=cs_/);
  await expect(page.getByRole("status").filter({ hasText: /^Payment received/ })).toBeVisible();
  await page.goto("/account");
  await expect(
    region(accountTexts.invoices).getByRole("cell", { name: "Paid", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(accountTexts.payByCard) })).toHaveCount(
    0,
  );
});
