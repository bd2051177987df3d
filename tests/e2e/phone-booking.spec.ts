import { expect, test } from "./support/test";
import { formatLongDay, nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { dayTakenMessages } from "@/lib/shared/form-messages";
import { expectNoA11yViolations } from "./support/axe";
import { showMonthOf } from "./support/calendar";
import { freshAdmin } from "./support/database";
import { mailFor } from "./support/mailbox";
import { expectToast, signedInAt } from "./support/session";
import { openAdminSection } from "./support/admin";

// The office books by phone: New booking from the Bookings tab, for the next working day with
// room (tomorrow, or after a weekend or a bank holiday the next working day, even after /book's
// 17:00 cut-off; other browser tests may have filled that day); the customer gets /book's
// confirmation e-mail; the booking's history names who took the call.

test("the office books by phone for the next working day with room and the customer gets the confirmation", async ({
  page,
}, info) => {
  test.skip(info.project.name === "mobile", "the office takes phone bookings at a desk");
  // Sign-in, a form through the calendar, the server action, an e-mail and a booking page.
  test.slow();
  let day = nextWorkingDay(todayInLondon());
  const email = `phone-${Date.now()}@e2e.test`;

  const office = await freshAdmin("phone-booking");
  await signedInAt(page, office, "/admin");
  await openAdminSection(page, "Bookings");
  await page.getByRole("link", { name: "New booking" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/new$/);

  const form = page.getByRole("form", { name: "New booking" });
  await form.getByLabel("Number of bags / boxes").selectOption("3");
  const summary = page.getByRole("complementary", { name: "Booking summary" });
  const justTaken = summary.getByText(dayTakenMessages.full.description);
  // Other browser tests book the same days at the same time. A day that fills between the
  // calendar's look and the click is either greyed out before the click (which then gives up) or
  // refused in the summary, as the office would see it; either way it takes the next working day.
  for (; ; day = nextWorkingDay(day)) {
    const dayButton = (await showMonthOf(page, day)).getByRole("button");
    if (await dayButton.isDisabled()) continue;
    const clicked = await dayButton.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!clicked) continue;
    await expect(summary.getByText(formatLongDay(day)).or(justTaken)).toBeVisible();
    if (!(await justTaken.isVisible())) break;
  }
  await form
    .getByRole("radiogroup", { name: "Time slot" })
    .getByLabel(/Morning/)
    .check();
  await form.getByLabel("Name").fill("Pat Phone");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Collection address").fill("1 High Street, Durham");
  await form.getByLabel("Postcode").fill("DH1 3LE");
  await expect(summary).toContainText(formatLongDay(day));

  // The payment is a choice the office must make: refused at its field until it is made.
  await summary.getByRole("button", { name: "Confirm Booking" }).click();
  const payment = form.getByRole("radiogroup", { name: "How the customer pays" });
  await expect(payment).toHaveAccessibleDescription("Please choose how the customer pays");
  await page.screenshot({ path: "/tmp/phone-booking-form.png", fullPage: true });
  await expectNoA11yViolations(page);
  await payment.getByLabel("Pay after the collection").check();
  await summary.getByRole("button", { name: "Confirm Booking" }).click();
  await expectToast(page, "Booking stored");

  const stored = page.getByRole("status").filter({ hasText: /NESS-[A-Z0-9]{6}/ });
  await expect(stored).toContainText(formatLongDay(day));
  const mail = await mailFor(email, 2);
  const confirmation = mail.find((m) => m.to.includes(email))!;
  const reference = /NESS-[A-Z0-9]{6}/.exec(confirmation.text)![0];
  expect(confirmation.subject).toContain(`Booking request ${reference} received`);
  expect(confirmation.text).toContain("/bookings/");

  // The booking's history says who took it.
  await stored.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("table", { name: "Booking history" })).toContainText(
    `Booked by ${office.email} by phone`,
  );
});
