import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { todayInLondon } from "@/lib/shared/dates";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, sql } from "./support/database";
import { expectToast, signedInAt } from "./support/session";

// A card payment that arrived for an invoice already paid was refunded automatically;
// Today's Needs attention counts it and opens the list, where the office marks it seen and the
// count goes back to nothing. (The payment, its refund and the e-mail: integration tests.)

test("the office follows Today's duplicate card payment to its list and marks it seen", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "a list and a button: one width is enough");
  const today = todayInLondon();
  const run = randomUUID().slice(0, 6);
  const number = `INV-${today.slice(0, 4)}-${String(800_000 + Math.floor(Math.random() * 99_999))}`;
  const invoiceId = randomUUID();
  await sql(
    `insert into invoices (id, kind, number, issued_at, issued_by, supply_date, due_date,
       customer_name, customer_email, subtotal_pence, vat_pence, total_pence)
     values ($1, 'invoice', $2, now(), 'system', current_date, current_date + 30,
       'Dora Duplicate', $3, 7150, 1430, 8580)`,
    [invoiceId, number, `dora-${run}@e2e.test`],
  );
  await sql(
    `insert into duplicate_payments (id, checkout_session_id, payment_intent_id, invoice_id, reason,
       amount_pence, refund_status, stripe_refund_id, attempts, updated_at)
     values ($1, $2, $3, $4, 'already_paid', 8580, 'succeeded', $5, 1, now())`,
    [randomUUID(), `cs_e2e_${run}`, `pi_e2e_${run}`, invoiceId, `re_e2e_${run}`],
  );

  const admin = await freshAdmin("duplicates");
  await signedInAt(page, admin, "/admin");
  const attention = page.getByRole("region", { name: "Needs attention" });
  await attention.getByRole("link", { name: "1 duplicate card payment refunded" }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/duplicate-payments$/);
  await expect(page.getByRole("heading", { name: "Duplicate card payments" })).toBeVisible();
  const row = page.locator("tr", { hasText: number });
  await expect(row).toContainText("Dora Duplicate");
  await expect(row).toContainText("£85.80");
  await expect(row).toContainText("Invoice already paid");
  await expect(row).toContainText(`Refunded (re_e2e_${run})`);
  await expectNoA11yViolations(page);

  await row.getByRole("button", { name: `Mark as seen ${number}` }).click();
  await expectToast(page, "Success", "Marked as seen");
  await expect(row).toContainText(`by ${admin.email}`);
  await expect(row.getByRole("button")).toHaveCount(0);

  await page.goto("/admin");
  await expect(
    attention.getByRole("link", { name: "0 duplicate card payments refunded" }),
  ).toBeVisible();
});
