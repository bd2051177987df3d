import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { addDays } from "date-fns";
import { fromIsoDay, nextDay, todayInLondon, toIsoDay } from "@/lib/dates";
import { FAKE_STRIPE_PORT } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { expectToast, signIn } from "./support/session";

// The office corrects issued invoices (issue 36): credits one and re-issues it with corrected
// lines, then refunds part of a card invoice through the (fake) Stripe; the Invoices tab labels
// the credit note as one and shows what was refunded.

const today = todayInLondon();

/** An invoice of £85.80 (one line, 20% VAT) for a planted booking, issued two days ago. */
async function plantInvoice(label: string, paidByCard = false) {
  const reference = `NESS-${label.toUpperCase()}${String(Date.now()).slice(-4)}`;
  const booking = await plantBooking({
    reference,
    name: `${label} Customer`,
    email: `${label.toLowerCase()}-${randomUUID().slice(0, 6)}@e2e.test`,
    service: "collection",
    day: nextDay(today),
  });
  const issuedDay = toIsoDay(addDays(fromIsoDay(today), -2));
  const number = `INV-${today.slice(0, 4)}-${String(800_000 + Math.floor(Math.random() * 99_999))}`;
  const id = randomUUID();
  await sql(
    `insert into invoices (id, kind, number, booking_id, issued_at, issued_by, supply_date, due_date,
       customer_name, customer_email, reference, subtotal_pence, vat_pence, total_pence)
     values ($1, 'invoice', $2, $3, ($4::date + time '12:00') at time zone 'Europe/London',
       'system', $4::date, $4::date + 30, $5, 'fix@e2e.test', $6, 7150, 1430, 8580)`,
    [id, number, booking.id, issuedDay, `${label} Customer`, reference],
  );
  await sql(
    `insert into invoice_lines (id, invoice_id, position, description, quantity,
       unit_price_pence, vat_rate_bp, net_pence, vat_pence)
     values ($1, $2, 1, $3, 1, 7150, 2000, 7150, 1430)`,
    [randomUUID(), id, `Collection (off-site shredding): booking ${reference}`],
  );
  const intent = `pi_e2e_${randomUUID().replaceAll("-", "")}`;
  if (paidByCard) {
    await sql(
      `insert into payments (id, invoice_id, booking_id, method, amount_pence, received_on,
         payment_intent_id, recorded_by)
       values ($1, $2, $3, 'card', 8580, $4::date, $5, 'system')`,
      [randomUUID(), id, booking.id, issuedDay, intent],
    );
  }
  return { number, reference, intent };
}

const rowOf = (page: Page, number: string) => page.locator("tr", { hasText: number });

test("the office credits and re-issues an invoice, and refunds part of a card invoice", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "one run of the office's corrections");
  test.slow();
  const wrong = await plantInvoice("Fix");
  const card = await plantInvoice("Card", true);
  await signIn(page, await freshAdmin("credits"));
  await expect(page).toHaveURL(/\/admin$/);

  // Credit and re-issue: two bags, not one, and an extra line.
  await page.goto(`/admin/invoices?q=${wrong.reference}`);
  await rowOf(page, wrong.number)
    .getByRole("link", { name: `Correct invoice ${wrong.number}` })
    .click();
  await expect(page.getByRole("heading", { name: `Invoice ${wrong.number}` })).toBeVisible();
  const reissue = page.getByRole("form", { name: `Credit and re-issue invoice ${wrong.number}` });
  await reissue.getByRole("button", { name: "Credit and re-issue" }).click();
  await expect(reissue.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await expect(reissue).toContainText("Please give the reason");
  await reissue.getByLabel("Reason").fill("Two bags were collected, not one");
  const line1 = reissue.getByRole("group", { name: "Line 1" });
  await line1.getByLabel("Quantity").fill("2");
  await reissue.getByRole("button", { name: "Add line" }).click();
  const line2 = reissue.getByRole("group", { name: "Line 2" });
  await line2.getByLabel("Description, line 2").fill("Extra bag");
  await line2.getByLabel("Quantity").fill("3");
  await line2.getByLabel("Unit price (£, excl. VAT)").fill("5");
  await expect(reissue).toContainText("New invoice: £158.00 + VAT £31.60 = £189.60");
  await expectNoA11yViolations(page);
  await reissue.getByRole("button", { name: "Credit and re-issue" }).click();
  await expectToast(page, "Success", `Invoice ${wrong.number} credited and re-issued`);
  await expect(
    page.getByText(`Invoice ${wrong.number} was already cancelled by a credit note.`),
  ).toBeVisible();

  // The list: the credit note labelled as one, the new invoice unpaid, the old one credited.
  await page.goto(`/admin/invoices?q=${wrong.reference}`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  const note = rows.filter({ hasText: `Credit note for ${wrong.number}` });
  await expect(note.getByText("Credit note", { exact: true })).toBeVisible();
  await expect(note.getByText("Credited", { exact: true })).toHaveCount(0);
  await expect(note).toContainText("-£85.80");
  const fresh = rows.filter({ hasText: "£189.60" });
  await expect(fresh.getByText("Unpaid", { exact: true })).toBeVisible();
  await expect(rowOf(page, wrong.number).first()).toBeVisible();

  // Refund part of the card invoice: above the balance is refused at its field, then £12.00.
  await page.goto(`/admin/invoices/${card.number}`);
  const refund = page.getByRole("form", { name: `Refund invoice ${card.number}` });
  await expect(refund.getByLabel("Amount to refund (£)")).toHaveValue("");
  await expect(refund).toContainText("Up to £85.80: paid £85.80 by card.");
  await refund.getByLabel("Amount to refund (£)").fill("90");
  await refund.getByLabel("Reason").fill("Charged for a bag we did not collect");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund.getByLabel("Amount to refund (£)")).toHaveAttribute("aria-invalid", "true");
  await expect(refund).toContainText(
    "You can refund at most £85.80 (paid £85.80, less what was already refunded).",
  );
  await refund.getByLabel("Amount to refund (£)").fill("12");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expectToast(page, "Success", `Refund of ${card.number} requested`);
  await expect(page.getByRole("heading", { name: `Invoice ${card.number}` })).toContainText(
    "Refunded £12.00",
  );
  await expect(refund).toContainText("Up to £73.80: paid £85.80 by card, £12.00 already refunded.");
  // Scanned from the top: scrolled down, the site's sticky header overlaps the form's buttons.
  await page.reload();
  await expectNoA11yViolations(page);
  const state = (await (await fetch(`http://127.0.0.1:${FAKE_STRIPE_PORT}/__state`)).json()) as {
    refunds: { amount: number; payment_intent: string }[];
  };
  expect(
    state.refunds.filter((r) => r.payment_intent === card.intent).map((r) => r.amount),
  ).toEqual([1200]);

  await page.goto(`/admin/invoices?q=${card.reference}`);
  const paid = rowOf(page, card.number).filter({ hasNotText: "Credit note for" });
  await expect(paid.getByText("Paid", { exact: true })).toBeVisible();
  await expect(paid).toContainText("Refunded £12.00");
  await expect(rows.filter({ hasText: `Credit note for ${card.number}` })).toContainText("-£12.00");
  await expectNoA11yViolations(page);
});
