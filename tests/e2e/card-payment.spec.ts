import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { formatLongDay } from "@/lib/shared/dates";
import { formatCharge } from "@/lib/shared/prices";
import { FAKE_STRIPE_PORT } from "./support/accounts";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { bookableDays, showMonthOf } from "./support/calendar";
import { sql } from "./support/database";
import { mailFor } from "./support/mailbox";
import { expectToast } from "./support/session";
import { tamperedToken } from "../support/tampered-token";

// Card payment through the real Stripe SDK and a fake Stripe on 127.0.0.1 (its
// "checkout page" has a Pay button and sends the signed webhook back to the site): pay now on
// /book to 'Payment received', cancel with a refund, pay an invoice from its link. Each project
// books its own days, far ahead of the other booking tests'.

test.skip(
  ({ isMobile }) => isMobile,
  "the same payment forms at every width: once, at desktop width, each page scanned at 390 px too",
);

const stripeState = async () =>
  (await (await fetch(`http://127.0.0.1:${FAKE_STRIPE_PORT}/__state`)).json()) as {
    refunds: { amount: number; payment_intent: string }[];
  };

async function bookDay(page: Page, day: string, name: string, email: string) {
  await page.goto("/book");
  await (await showMonthOf(page, day)).getByRole("button").click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
}

const paymentGroup = (page: Page) => page.getByRole("group", { name: "Payment", exact: true });

test("a customer pays now by card (after backing out once), sees 'Payment received', then cancels and is refunded", async ({
  page,
}, info) => {
  test.slow();
  const offset = info.project.name === "desktop" ? 0 : 1;
  const day = bookableDays()[24 + offset]!;
  const email = `card-${info.project.name}-${Date.now()}@e2e.test`;
  await bookDay(page, day, "Casey Card", email);

  const payment = paymentGroup(page);
  await expect(payment.getByLabel(/Pay after the collection/)).toBeChecked();
  await payment.getByLabel(/Pay now by card/).check();
  await payment.getByLabel("Purchase order number").fill("PO-4471");
  await expectNoA11yViolationsAtBothWidths(page);
  const total = (await page
    .getByText("Total (inc VAT)")
    .locator("..")
    .locator("dd")
    .textContent())!;

  await page.getByRole("button", { name: "Confirm Booking" }).click();
  // Stripe's (fake) hosted checkout, for the server's price.
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${FAKE_STRIPE_PORT}/pay/cs_`));
  await expect(page.getByText(`Pay ${total}`)).toBeVisible();
  const checkoutPage = page.url();

  // Back without paying: the booking waits for its money and offers the same payment again.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("region", { name: "Payment" }).getByRole("status")).toHaveText(
    "Awaiting payment",
  );
  await page.getByRole("button", { name: "Pay now by card" }).click();
  await expect(page).toHaveURL(checkoutPage);
  await page.getByRole("button", { name: "Pay" }).click();

  // Back on the manage page.
  await expect(page).toHaveURL(/\/bookings\/[^/?]+\?session_id=cs_/);
  const panel = page.getByRole("region", { name: "Payment" });
  await expect(panel.getByRole("status")).toHaveText(`Payment received ${total}`);
  await expect(panel.getByRole("link", { name: /^Invoice INV-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByText(formatLongDay(day), { exact: true })).toBeVisible();
  await expectNoA11yViolationsAtBothWidths(page);
  const receipt = (await mailFor(email, 3)).find((m) => m.subject.startsWith("Receipt INV-"));
  expect(receipt?.attachments?.[0]?.filename).toMatch(/^inv-\d{4}-\d{6}\.pdf$/);

  // Cancel: the credit note and the refund of the full amount.
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page
    .getByRole("alertdialog", { name: "Are you sure you want to cancel this booking?" })
    .getByRole("button", { name: "Yes, cancel booking" })
    .click();
  await expectToast(page, "Booking Cancelled");
  await expect(panel.getByRole("status")).toHaveText(`Refund of ${total} issued`);
  await expect(panel.getByRole("link", { name: /^Credit note CN-\d{4}-\d{6}$/ })).toBeVisible();
  const pence = Math.round(Number(total.replace("£", "")) * 100);
  const [paid] = await sql<{ payment_intent_id: string }>(
    `select p.payment_intent_id from payments p join bookings b on b.id = p.booking_id
      where b.customer_email = $1`,
    [email],
  );
  const intent = paid!.payment_intent_id;
  expect((await stripeState()).refunds.filter((r) => r.payment_intent === intent)).toEqual([
    expect.objectContaining({ amount: pence }),
  ]);
  await expectNoA11yViolationsAtBothWidths(page);
});

test("an unpaid invoice is paid by card from its link", async ({ page }, info) => {
  test.slow();
  const offset = info.project.name === "desktop" ? 0 : 1;
  const day = bookableDays()[28 + offset]!;
  const email = `invoice-${info.project.name}-${Date.now()}@e2e.test`;
  await bookDay(page, day, "Ivy Invoice", email);
  await expect(paymentGroup(page).getByLabel(/Pay after the collection/)).toBeChecked();
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expectToast(page, "Booking Request Sent!");
  const confirmation = (await mailFor(email, 2)).find((m) => m.to.includes(email))!;
  const manageLink = confirmation.html!.match(
    /href="([^"]+\/bookings\/[^"]+)"[^>]*>Manage your booking</,
  )![1]!;

  // The job is invoiced (as its certificate would invoice it): an invoice of the booking's total.
  const number = `INV-2099-00000${offset + 1}`;
  const [booking] = await sql<{ id: string; reference: string; subtotal: number; vat: number }>(
    `select id, reference, subtotal_pence as subtotal, vat_pence as vat from bookings
      where customer_email = $1`,
    [email],
  );
  const total = booking!.subtotal + booking!.vat;
  await sql(
    `insert into invoices (id, kind, number, booking_id, issued_at, issued_by, supply_date,
       due_date, customer_name, customer_email, reference, subtotal_pence, vat_pence, total_pence)
     values ($1, 'invoice', $2, $3, now(), 'system', current_date, current_date + 30,
       'Ivy Invoice', $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      number,
      booking!.id,
      email,
      booking!.reference,
      booking!.subtotal,
      booking!.vat,
      total,
    ],
  );

  await page.goto(manageLink);
  await page.getByRole("link", { name: `Invoice ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Invoice ${number}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByText("Unpaid", { exact: true })).toBeVisible();
  await expect(page.getByText(`${formatCharge(total)} (including VAT)`)).toBeVisible();
  const token = new URL(page.url()).pathname.split("/")[2]!;
  await expect(page.getByRole("link", { name: /Download invoice/ })).toHaveAttribute(
    "href",
    `/invoices/${token}/pdf`,
  );
  await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toBeVisible();
  await expectNoA11yViolationsAtBothWidths(page);

  await page.getByRole("button", { name: "Pay now by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${FAKE_STRIPE_PORT}/pay/cs_`));
  await page.getByRole("button", { name: "Pay" }).click();
  // Back on the invoice's page (a link of its own: each signed link differs).
  await expect(page).toHaveURL(/\/invoices\/[^/?]+\?session_id=cs_/);
  await expect(page.getByRole("status").filter({ hasText: /^Payment received/ })).toHaveText(
    `Payment received ${formatCharge(total)}`,
  );
  await expect(page.getByRole("definition").getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now by card" })).toHaveCount(0);
  await expectNoA11yViolationsAtBothWidths(page);

  // A bad token is an unknown page.
  expect((await page.goto(`/invoices/${tamperedToken(token)}`))!.status()).toBe(404);
});

test("Pay now by card still reaches Stripe's page when the page's script has not run", async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name === "mobile", "the form post is the same at every width");
  test.slow();
  const day = bookableDays()[32]!;
  await bookDay(page, day, "Noel Noscript", `noscript-${info.project.name}-${Date.now()}@e2e.test`);
  await paymentGroup(page)
    .getByLabel(/Pay now by card/)
    .check();
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${FAKE_STRIPE_PORT}/pay/cs_`));
  const checkoutPage = page.url();
  const manageLink = (await page.getByRole("link", { name: "Back" }).getAttribute("href"))!;

  // The manage page as it is before hydration: a plain form post to the server action.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(manageLink);
  await plain.getByRole("button", { name: "Pay now by card" }).click();
  await expect(plain).toHaveURL(checkoutPage);
  await context.close();
});
