import { expect, test, type Page } from "./support/test";
import { bookability, dayOfWeek, nextDay, todayInLondon } from "@/lib/shared/dates";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { showMonthOf } from "./support/calendar";
import { mailFor } from "./support/mailbox";
import { expectToast } from "./support/session";

/** The first bookable day with the given weekday (1 = Monday ... 5 = Friday), from tomorrow on. */
function nextBookable(weekday: number): string {
  let day = nextDay(todayInLondon());
  while (dayOfWeek(day) !== weekday || bookability(day) !== "ok") day = nextDay(day);
  return day;
}

function nextWeekend(): string {
  let day = todayInLondon();
  while (dayOfWeek(day) !== 6) day = nextDay(day);
  return day;
}

async function pickDay(page: Page, day: string) {
  await (await showMonthOf(page, day)).getByRole("button").click();
}

test.describe("booking a collection", () => {
  // The same form and calendar at every width: the journey scans the page at 390 px too, and
  // public-pages.spec.ts sees that /book fits a phone's width.
  test.skip(({ isMobile }) => isMobile, "the same form at every width: once, at desktop width");

  test("a visitor books on-site shredding and gets the price, a toast and both e-mails", async ({
    page,
  }, info) => {
    // The whole flow, through the calendar, the server action and two e-mails: 26 s on a loaded
    // two-core machine.
    test.slow();
    await page.goto("/book");
    await expect(page.getByText("Please select a date to see pricing")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm Booking" })).toHaveCount(0);
    await expect(page.getByRole("radiogroup", { name: "Time slot" })).toHaveCount(0);

    await page.getByLabel("On-site shredding").check();
    await page.getByLabel("Number of bags / boxes").selectOption("6");
    const wednesday = nextBookable(3);
    await pickDay(page, wednesday);
    // The slot choice appears only once a date is picked.
    await page
      .getByRole("radiogroup", { name: "Time slot" })
      .getByLabel(/Afternoon/)
      .check();

    const summary = page.getByRole("complementary", { name: "Booking summary" });
    await expect(summary).toContainText("£112.20");
    await expect(summary).toContainText("£22.44");
    await expect(summary).toContainText("£134.64");

    const email = `booker-${info.project.name}-${Date.now()}@e2e.test`;
    await page.getByLabel("Name").fill("Jo Bloggs");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Company").fill("Bloggs Ltd");
    await page.getByLabel("Collection address").fill("1 High Street, Durham DH1 1AA");
    await expectNoA11yViolationsAtBothWidths(page);
    await page.getByRole("button", { name: "Confirm Booking" }).click();

    await expectToast(
      page,
      "Booking Request Sent!",
      "Your booking request has been sent to our team and confirmation will follow shortly via email.",
    );
    // The confirmation panel, focused: what was booked, as the server stored and priced it.
    const heading = page.getByRole("heading", { name: /^Booking NESS-[A-Z0-9]{6} requested$/ });
    await expect(heading).toBeFocused();
    const panel = page.getByRole("region", { name: /^Booking NESS-[A-Z0-9]{6} requested$/ });
    for (const fact of ["On-site shredding", "£134.64", "Afternoon"]) {
      await expect(panel).toContainText(fact);
    }
    await expect(panel).toContainText("We have e-mailed you a link to change or cancel it.");
    // Back to the defaults: no date, collection, all day, 1 bag, empty details.
    await expect(page.getByText("Please select a date to see pricing")).toBeVisible();
    await expect(page.getByLabel("Collection (off-site shredding)")).toBeChecked();
    await expect(page.getByLabel("Number of bags / boxes")).toHaveValue("1");
    await expect(page.getByLabel("Name")).toHaveValue("");

    const mail = await mailFor(email, 2);
    const confirmation = mail.find((m) => m.to.includes(email))!;
    expect(confirmation.text).toMatch(/NESS-[A-Z0-9]{6}/);
    expect(confirmation.text).toContain("£134.64");
    expect(confirmation.attachments?.[0]?.filename).toMatch(/\.ics$/);
  });

  test("weekends and past days cannot be picked", async ({ page }) => {
    await page.goto("/book");
    const saturday = await showMonthOf(page, nextWeekend());
    await expect(saturday).toHaveAttribute("data-disabled", "true");
    await expect(saturday.getByRole("button")).toBeDisabled();
  });

  test("Monday costs 20% more than midweek", async ({ page }) => {
    await page.goto("/book");
    await pickDay(page, nextBookable(1));
    const summary = page.getByRole("complementary", { name: "Booking summary" });
    // Collection, 1 bag, all day: 65 x 1.2 = 78.00 + 15.60 VAT = 93.60
    await expect(summary).toContainText("£78.00");
    await expect(summary).toContainText("£93.60");
  });

  test("refuses to book without name and e-mail: Missing Information, at the fields too", async ({
    page,
  }) => {
    await page.goto("/book");
    await pickDay(page, nextBookable(4));
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expectToast(
      page,
      "Missing Information",
      "Please fill in all required fields to complete your booking.",
    );
    const name = page.getByLabel("Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();

    // A malformed e-mail is a message at its field, never 'Booking Failed'.
    await name.fill("Ann Example");
    await page.getByLabel("Email").fill("ann@example");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Invalid email address");
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByText("Booking Failed")).toHaveCount(0);
  });

  test("today cannot be picked: online bookings need a working day's notice", async ({ page }) => {
    await page.goto("/book");
    const today = await showMonthOf(page, todayInLondon());
    await expect(today.getByRole("button")).toBeDisabled();
  });
});
