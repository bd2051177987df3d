import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { todayInLondon, formatLongDay } from "@/lib/dates";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, plantBooking } from "./support/database";
import { expectToast, signIn } from "./support/session";
import { adminNav } from "./support/admin";

// The admin home, Today (issue 29): the office signs in, lands on Today, confirms a job of today
// from its row and follows an attention count to its filtered list.

test("the office lands on Today, confirms today's job and opens what needs attention", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "one run is enough; admin-phone measures 390 px");
  const run = randomUUID().slice(0, 6).toUpperCase();
  const today = todayInLondon();
  const { reference } = await plantBooking({
    reference: `TDY-${run}`,
    name: `Tilly Today ${run}`,
    email: `today-${run.toLowerCase()}@e2e.test`,
    service: "collection",
    day: today,
  });

  await signIn(page, await freshAdmin("today"));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  await expect(
    adminNav(page).getByRole("link", { name: "Today", includeHidden: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(formatLongDay(today), { exact: true })).toBeVisible();

  const job = page.getByRole("listitem", { name: reference });
  await expect(job).toContainText(`Tilly Today ${run}`);
  await expect(job.getByText("Requested", { exact: true })).toBeVisible();
  await expect(job.getByRole("link", { name: reference })).toHaveAttribute(
    "href",
    /\/admin\/bookings\/[0-9a-f-]{36}$/,
  );
  await expectNoA11yViolations(page);

  await job.getByRole("button", { name: "Confirm booking" }).click();
  await expectToast(page, "Success", "Booking confirmed");
  await expect(job.getByText("Confirmed", { exact: true })).toBeVisible();
  // The next step is the booking page's own Mark as collected form, behind a disclosure.
  await expect(job.getByText("Mark as collected").first()).toBeVisible();

  const attention = page.getByRole("region", { name: "Needs attention" });
  await attention.getByRole("link", { name: /requests? not yet confirmed$/ }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?status=requested$/);
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("requested");
});
