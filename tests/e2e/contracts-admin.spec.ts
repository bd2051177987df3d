import { expect, test } from "./support/test";
import { formatLongDay, isWorkingDay, nextDay, todayInLondon } from "@/lib/shared/dates";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin } from "./support/database";
import { mailFor } from "./support/mailbox";
import { expectToast, signedInAt } from "./support/session";
import { openAdminSection } from "./support/admin";

// The office sets up a regular contract: New contract from the Contracts tab, the
// contract's page with its visits, the list finding it, a visit's booking page linking back, a
// pause; axe clean at both widths.

test("the office creates a contract, finds it in the list and sees its visits", async ({
  page,
}, info) => {
  test.skip(
    info.project.name === "mobile",
    "the office sets contracts up at a desk; admin-phone.spec.ts keeps every tab usable at 390 px",
  );
  // Sign-in, a form, three pages and two accessibility scans.
  test.setTimeout(60_000);
  const run = `${info.project.name}-${Math.random().toString(36).slice(2, 8)}`;
  const company = `Contract Surgery ${run}`;
  // The form offers the next working day (no test closes a day in the next fortnight).
  let firstVisit = nextDay(todayInLondon());
  while (!isWorkingDay(firstVisit)) firstVisit = nextDay(firstVisit);

  await signedInAt(page, await freshAdmin(`contracts-${info.project.name}`), "/admin");
  await openAdminSection(page, "Contracts");
  await page.getByRole("link", { name: "New contract" }).click();

  const form = page.getByRole("form", { name: "New contract" });
  await form.getByLabel("Customer name").fill("Dana Contract");
  await form.getByLabel("Company name").fill(company);
  await form.getByLabel("E-mail").fill(`dana.${run}@e2e.test`);
  await form.getByLabel("Phone").fill("0191 000 0000");
  await form.getByLabel("Site address").fill("1 High Street, Durham");
  await form.getByLabel("Postcode").fill("DH1 3LE");
  await form.getByLabel("Service").selectOption({ label: "Console emptying" });
  await form.getByLabel("Containers").fill("3");
  await form.getByLabel("Frequency").selectOption({ label: "Weekly" });
  await expect(form.getByLabel("Start date")).toHaveValue(firstVisit);
  await form.getByLabel("Price per visit (£, excluding VAT)").fill("45.50");
  await form.getByLabel("Purchase order number (optional)").fill("PO-77");
  // The SIC code is checked at its field (5 digits of UK SIC 2007) when given.
  await form.getByLabel("SIC code").fill("8621");
  await form.getByLabel("Invoicing").selectOption({ label: "Monthly in arrears" });
  await expectNoA11yViolations(page);
  await form.getByRole("button", { name: "Create contract" }).click();
  await expect(form.getByText("Please give a 5-digit UK SIC 2007 code, e.g. 86210")).toBeVisible();
  await form.getByLabel("SIC code").fill("86210");
  await form.getByRole("button", { name: "Create contract" }).click();
  await expectToast(page, "Success", "Contract created");

  // The contract's page: its details and 13 weeks of weekly visits.
  await expect(page).toHaveURL(/\/admin\/contracts\/CON-\d{6}$/);
  const number = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: `Contract ${number}` })).toBeVisible();
  await expect(page.getByText("Monthly in arrears")).toBeVisible();
  await expect(page.getByText("86210", { exact: true })).toBeVisible();
  const visits = page.getByRole("table", { name: "Upcoming visits of the contract" });
  await expect(visits.locator("tbody tr")).toHaveCount(13);
  await expect(visits.locator("tbody tr").first()).toContainText(formatLongDay(firstVisit));
  await expectNoA11yViolations(page);

  // The list finds it by its company; its number opens it again.
  await page.getByRole("link", { name: "Back to contracts" }).click();
  await page.getByLabel("Search").fill(company);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const row = page.locator("tr", { hasText: number });
  await expect(row).toContainText("Weekly");
  await expect(row).toContainText(formatLongDay(firstVisit));
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: number }).click();

  // A visit's booking page names its contract and links back to it.
  await visits.locator("tbody tr").first().getByRole("link").click();
  await page.getByRole("link", { name: `Visit of contract ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contracts/${number}$`));

  // Paused from the next working day: no visits from then on. It asks first, naming the day.
  await page.getByRole("button", { name: "Pause contract" }).click();
  const asking = page.getByRole("alertdialog", {
    name: `Pause visits from ${formatLongDay(firstVisit)}?`,
  });
  await expect(asking).toBeVisible();
  await asking.getByRole("button", { name: "Keep contract" }).click();
  await expect(asking).toBeHidden();
  await expect(page.getByRole("button", { name: "Pause contract" })).toBeVisible();
  await page.getByRole("button", { name: "Pause contract" }).click();
  await asking.getByRole("button", { name: "Yes, pause contract" }).click();
  await expectToast(page, "Success", "Contract paused");
  await expect(page.getByText("Paused", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume contract" })).toBeVisible();

  // The customer was e-mailed the contract's link, and then its pause; the link opens their page.
  const mails = await mailFor(`dana.${run}@e2e.test`, 2);
  expect(mails.map((m) => m.subject).sort()).toEqual([
    `Your contract ${number}`,
    `Your contract ${number} is paused`,
  ]);
  const mail = mails.find((m) => m.subject === `Your contract ${number}`)!;
  const link = mail.html!.match(/href="([^"]+\/contracts\/[^"]+)"[^>]*>Manage your contract</)![1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contract ${number}`);
});
