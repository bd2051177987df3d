import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import {
  todayInLondon,
  formatLongDay,
  parseLondonDateTime,
  workingDayBefore,
} from "@/lib/shared/dates";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { expectToast, signedInAt } from "./support/session";
import { adminNav } from "./support/admin";
import { plantSeals } from "./support/seals";

// The admin home, Today: the office signs in, lands on Today, confirms a job of today
// from its row and follows an attention count to its filtered list.

test("the office lands on Today, confirms today's job and opens what needs attention", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "one run is enough; admin-phone measures 390 px");
  const run = randomUUID().slice(0, 6).toUpperCase();
  const today = todayInLondon();
  const { id, reference } = await plantBooking({
    reference: `TDY-${run}`,
    name: `Tilly Today ${run}`,
    email: `today-${run.toLowerCase()}@e2e.test`,
    service: "collection",
    day: today,
  });

  // A seal on the job, collected two working days ago: awaiting destruction and overdue.
  const [seal] = await plantSeals(1);
  const twoWorkingDaysAgo = parseLondonDateTime(
    `${workingDayBefore(workingDayBefore(today))}T10:00`,
  )!;
  await sql(
    `update seals set state = 'collected', booking_id = $2, collected_at = $3 where number = $1`,
    [Number(seal!.slice(2)), id, twoWorkingDaysAgo],
  );

  await signedInAt(page, await freshAdmin("today"), "/admin");
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

  // The overdue seals open the Custody report, filtered to them; a search finds this one.
  await page.goto("/admin");
  await expect(
    attention.getByRole("link", {
      name: /^Seals awaiting destruction: \d+ \(oldest collected \d+ days ago\)$/,
    }),
  ).toHaveAttribute("href", "/admin/custody?state=collected");
  await attention.getByRole("link", { name: /^Overdue for destruction: \d+ seals?$/ }).click();
  await expect(page).toHaveURL(/\/admin\/custody\?overdue=1$/);
  await expect(page.getByRole("heading", { name: "Custody", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Overdue only")).toBeChecked();
  await page.getByLabel("Search").fill(seal!);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const row = page.getByRole("row", { name: new RegExp(seal!) });
  await expect(row).toContainText("Collected");
  await expect(row.getByRole("link", { name: reference })).toHaveAttribute(
    "href",
    `/admin/bookings/${id}`,
  );
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/custody-report.png", fullPage: true });
});
