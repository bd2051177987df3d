import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { addDays } from "date-fns";
import { fromIsoDay, nextDay, todayInLondon, toIsoDay } from "@/lib/shared/dates";
import { CRON_SECRET, FAKE_STRIPE_PORT } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { expectToast, signedInAt } from "./support/session";

// The office corrects issued invoices: credits one and re-issues it with corrected
// lines (the booking's bags as the line's quantity), the credited invoice then linking both
// documents that followed it; refunds part of a card invoice through the (fake) Stripe, which
// reads 'Refund pending: {reason}' on the invoice and its booking until Stripe makes it, then
// 'Partly refunded £…'; the Invoices tab labels the credit note as one. A refund Stripe refused
// for good is on Today's Needs attention.

const today = todayInLondon();

/**
 * An invoice of £85.80 (one line, 20% VAT) for a planted booking, issued two days ago, its line
 * stating the job's two bags as a booking's invoice does.
 */
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
    [
      randomUUID(),
      id,
      `Collection (off-site shredding) on Wednesday, all day: 2 bags or boxes (booking ${reference})`,
    ],
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
  return { number, reference, intent, invoiceId: id, bookingId: booking.id };
}

const rowOf = (page: Page, number: string) => page.locator("tr", { hasText: number });

test("the office credits and re-issues an invoice, and refunds part of a card invoice", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "one run of the office's corrections");
  test.slow();
  const wrong = await plantInvoice("Fix");
  const card = await plantInvoice("Card", true);
  await signedInAt(page, await freshAdmin("credits"), "/admin");

  // Credit and re-issue: three bags, not two, and an extra line. The form starts with the bags as
  // the line's quantity and the price of one bag.
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
  await expect(line1.getByLabel("Quantity")).toHaveValue("2");
  await expect(line1.getByLabel("Unit price (£, excl. VAT)")).toHaveValue("35.75");
  await expect(line1.getByLabel("Description, line 1")).toHaveValue(
    `Collection (off-site shredding) on Wednesday, all day (booking ${wrong.reference})`,
  );
  await expect(reissue).toContainText("New invoice: £71.50 + VAT £14.30 = £85.80");
  await line1.getByLabel("Quantity").fill("3");
  await reissue.getByRole("button", { name: "Add line" }).click();
  const line2 = reissue.getByRole("group", { name: "Line 2" });
  await line2.getByLabel("Description, line 2").fill("Extra bag");
  await line2.getByLabel("Quantity").fill("3");
  await line2.getByLabel("Unit price (£, excl. VAT)").fill("5");
  await expect(reissue).toContainText("New invoice: £122.25 + VAT £24.45 = £146.70");
  await expectNoA11yViolations(page);
  await reissue.getByRole("button", { name: "Credit and re-issue" }).click();
  await expectToast(page, "Success", `Invoice ${wrong.number} credited and re-issued`);
  // The page names and links what followed: the credit note and the new invoice.
  const followed = page.getByText(/^Credited by CN-\d{4}-\d{6} and re-issued as INV-\d{4}-\d{6}$/);
  await expect(followed).toBeVisible();
  await expect(page.getByText("was already cancelled")).toHaveCount(0);
  const creditNoteLink = followed.getByRole("link", { name: /^CN-/ });
  const creditNote = (await creditNoteLink.textContent())!;
  await expect(creditNoteLink).toHaveAttribute("href", `/admin/invoices/${creditNote}`);
  const reissuedLink = followed.getByRole("link", { name: /^INV-/ });
  const reissued = (await reissuedLink.textContent())!;
  await reissuedLink.click();
  await expect(page.getByRole("heading", { name: `Invoice ${reissued}` })).toBeVisible();
  await expect(page.getByRole("link", { name: wrong.number })).toHaveAttribute(
    "href",
    `/admin/invoices/${wrong.number}`,
  );

  // The list: the credit note labelled as one, the new invoice unpaid, the old one credited.
  await page.goto(`/admin/invoices?q=${wrong.reference}`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  const note = rows.filter({ hasText: `Credit note for ${wrong.number}` });
  await expect(note.getByText("Credit note", { exact: true })).toBeVisible();
  await expect(note.getByText("Credited", { exact: true })).toHaveCount(0);
  await expect(note).toContainText("-£85.80");
  const fresh = rows.filter({ hasText: "£146.70" });
  await expect(fresh.getByText("Unpaid", { exact: true })).toBeVisible();
  await expect(rowOf(page, wrong.number).first()).toBeVisible();

  // Refund part of the card invoice: above the balance is refused at its field, then £12.00,
  // which Stripe fails at first: pending until the refund job makes it.
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
  await fetch(`http://127.0.0.1:${FAKE_STRIPE_PORT}/__fail-refunds?count=1`, { method: "POST" });
  await refund.getByLabel("Amount to refund (£)").fill("12");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expectToast(page, "Success", `Refund of ${card.number} requested`);
  const heading = page.getByRole("heading", { name: `Invoice ${card.number}` });
  await expect(page.getByText("Refund pending: Scripted failure of the fake Stripe")).toBeVisible();
  await expect(heading.getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByText("Refunded £12.00")).toHaveCount(0);
  await expect(refund).toContainText("Up to £73.80: paid £85.80 by card, £12.00 already refunded.");
  await page.getByRole("link", { name: "Open the booking" }).click();
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment).toContainText("Refund pending: Scripted failure of the fake Stripe");
  await expect(payment.getByText("Paid", { exact: true })).toBeVisible();

  // The refund job asks again (due now) and Stripe makes it: 'Partly refunded £12.00'.
  await sql(
    `update refunds set next_attempt_at = now() where payment_id =
       (select id from payments where invoice_id = $1)`,
    [card.invoiceId],
  );
  const job = await page.request.post("/api/jobs/refund-retries", {
    headers: { authorization: `Bearer ${CRON_SECRET}` },
  });
  expect(job.status()).toBe(200);
  await page.reload();
  await expect(payment).not.toContainText("Refund pending");
  await expect(payment.getByText("Partly refunded £12.00", { exact: true })).toBeVisible();
  await page.goto(`/admin/invoices/${card.number}`);
  await expect(heading.getByText("Partly refunded £12.00", { exact: true })).toBeVisible();
  await expect(page.getByText("Refund pending")).toHaveCount(0);
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
  await expect(paid.getByText("Partly refunded £12.00", { exact: true })).toBeVisible();
  await expect(paid.getByText("Paid", { exact: true })).toHaveCount(0);
  await expect(rows.filter({ hasText: `Credit note for ${card.number}` })).toContainText("-£12.00");
  await expectNoA11yViolations(page);
});

test("a credited invoice links its credit note, and Today lists a refund Stripe refused", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "one run of the office's corrections");
  const unpaid = await plantInvoice("Gone");
  const card = await plantInvoice("Lost", true);
  // Stripe refused a refund of the card payment for good (the card was closed).
  await sql(
    `insert into refunds (id, payment_id, credit_note_id, amount_pence, status, attempts,
       last_error, updated_at)
     select $1, id, $2, 1200, 'failed', 1, 'the card has expired or was cancelled', now()
     from payments where invoice_id = $3`,
    [randomUUID(), randomUUID(), card.invoiceId],
  );
  await signedInAt(page, await freshAdmin("refused"), "/admin");
  const attention = page.getByRole("region", { name: "Needs attention" });
  const failed = attention.getByRole("listitem").filter({ hasText: card.number });
  await expect(failed).toHaveText(
    `Refund failed: the card has expired or was cancelled (£12.00 of invoice ${card.number})`,
  );
  await failed
    .getByRole("link", { name: "Refund failed: the card has expired or was cancelled" })
    .click();
  await expect(page.getByRole("heading", { name: `Invoice ${card.number}` })).toBeVisible();
  await expect(
    page.getByText("Refund failed: the card has expired or was cancelled"),
  ).toBeVisible();

  await page.goto(`/admin/invoices/${unpaid.number}`);
  const credit = page.getByRole("form", { name: `Credit invoice ${unpaid.number}` });
  await credit.getByLabel("Reason").fill("Booked twice");
  await credit.getByRole("button", { name: "Credit invoice" }).click();
  await expectToast(page, "Success", `Invoice ${unpaid.number} credited`);
  const cancelled = page.getByRole("link", { name: /^Cancelled by credit note CN-\d{4}-\d{6}$/ });
  await expect(cancelled).toBeVisible();
  await expect(page.getByText("was already cancelled")).toHaveCount(0);
  const note = (await cancelled.textContent())!.replace("Cancelled by credit note ", "");
  await cancelled.click();
  await expect(page.getByRole("heading", { name: `Credit note ${note}` })).toBeVisible();
  await expect(page.getByRole("link", { name: unpaid.number })).toHaveAttribute(
    "href",
    `/admin/invoices/${unpaid.number}`,
  );
  await expectNoA11yViolations(page);
});
