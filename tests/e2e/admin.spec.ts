import { expect, test, type Page } from "./support/test";
import { bookability, dayOfWeek, nextDay, todayInLondon } from "@/lib/shared/dates";
import { adminAccount } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { expectToast, signedInAt } from "./support/session";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "the admin flows run once, at desktop width");

async function asAdmin(page: Page) {
  await signedInAt(page, adminAccount, "/admin/create");
}

test("an admin creates, edits, features, unfeatures and deletes an article, and the site follows", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await asAdmin(page);
  const title = `Shredding week ${Date.now()}`;
  const form = page.getByRole("form", { name: "Create article" });
  await form.getByLabel("Title").fill(title);
  await form
    .getByLabel("Content (HTML)")
    .fill(
      `<p>${"Our team shredded a record amount of paper this week. ".repeat(2)}</p><script>alert(1)</script>`,
    );
  await form.getByLabel("Excerpt").fill("A record week at the facility.");
  await form.getByLabel("Tags").fill("News, Recycling, ,");
  await form.getByRole("checkbox", { name: "Featured" }).check();
  await expectNoA11yViolations(page);
  await form.getByRole("button", { name: "Create Article" }).click();
  await expectToast(page, "Success", "Article created successfully");

  await page.goto("/news");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("link", { name: `Read More about ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const articleUrl = page.url();
  expect(await page.content()).not.toContain("alert(1)");
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Featured stories", exact: true })).toContainText(
    title,
  );

  // Edit the title.
  await page.goto("/admin/articles");
  const card = page.getByRole("article", { name: title });
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = card.getByRole("form", { name: "Edit article" });
  await edit.getByLabel("Title").fill(`${title} (updated)`);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Success", "Article updated successfully");
  await expect(edit).toHaveCount(0);
  await page.goto(articleUrl);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (updated)` })).toBeVisible();

  // Unfeature: gone from the home carousel.
  await page.goto("/admin/articles");
  await page.getByRole("button", { name: `Unfeature ${title} (updated)` }).click();
  await expectToast(page, "Success");
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Featured stories", exact: true }),
  ).not.toContainText(title);

  // Feature again, then delete.
  await page.goto("/admin/articles");
  await page.getByRole("button", { name: `Feature ${title} (updated)` }).click();
  await expectToast(page, "Success");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this article?");
    void dialog.accept();
  });
  await page.getByRole("button", { name: `Delete ${title} (updated)` }).click();
  await expectToast(page, "Success", "Article deleted successfully");
  const gone = await page.goto(articleUrl);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
});

test("an admin edits a page's metadata and the page shows the new title and heading", async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto("/admin/seo");
  await page.getByRole("button", { name: "Edit metadata for /about" }).click();
  const form = page.getByRole("form", { name: "Edit metadata for /about" });
  await expect(form.getByLabel("Page path")).toHaveValue("/about");
  await expect(form.getByLabel("Page path")).not.toBeEditable();
  await form.getByLabel("Page title").fill("About Our Darlington Shredding Team");
  await form.getByLabel("H1 heading").fill("The people who destroy your paperwork");
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success");
  await page.goto("/about");
  await expect(page).toHaveTitle(
    "About Our Darlington Shredding Team | North East Secure Shredding",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The people who destroy your paperwork",
  );
});

test("an admin copies a listing value", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await asAdmin(page);
  await page.goto("/admin/listings");
  await expect(page.getByText("Needs Verification").first()).toBeVisible();
  await page.getByRole("button", { name: "Copy Phone" }).click();
  await expectToast(page, "Copied!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("0191 498 0123");
  await expectNoA11yViolations(page);
});

test("an admin confirms a booking and exports the bookings as CSV", async ({ page }) => {
  test.setTimeout(60_000);
  // A visitor books first.
  await page.goto("/book");
  let day = nextDay(todayInLondon());
  while (dayOfWeek(day) !== 2 || bookability(day) !== "ok") day = nextDay(day);
  await expect(page.getByRole("grid").first()).toBeVisible();
  for (
    let i = 0;
    i < 3 && !(await page.locator(`td[data-day="${day}"]:not([data-outside])`).count());
    i++
  ) {
    await page.getByRole("button", { name: /next month/i }).click();
  }
  await page.locator(`td[data-day="${day}"]:not([data-outside]) button`).click();
  const customer = `Admin Flow ${Date.now()}`;
  await page.getByLabel("Name").fill(customer);
  await page.getByLabel("Email").fill(`admin-flow-${Date.now()}@e2e.test`);
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expectToast(page, "Booking Request Sent!");
  const reference = (await page
    .getByRole("heading", { name: /^Booking NESS-[A-Z0-9]{6} requested$/ })
    .textContent())!.match(/NESS-[A-Z0-9]{6}/)![0];

  await asAdmin(page);
  await page.goto(`/admin/bookings?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: `Booking ${reference}` })).toBeVisible();
  await expect(page.getByText(customer, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expectToast(page, "Success", "Booking confirmed");
  await expect(
    page.getByRole("list", { name: "Booking status" }).locator('[aria-current="step"]'),
  ).toHaveText(/Confirmed/);
  await expect(page.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  const csv = await page.request.get(`/admin/bookings/export?status=confirmed`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.split("\r\n")[0]).toContain("Reference,Status,Collection date,Time slot");
  expect(text).toContain(`${reference},Confirmed,${day},`);
});

test("the CSV export refuses anyone who is not an admin", async ({ request }) => {
  expect(
    (await request.get("/admin/bookings/export", { maxRedirects: 0 })).status(),
  ).toBeGreaterThanOrEqual(300);
});
