import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { bookableDays, showMonthOf } from "./support/calendar";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { mailFor } from "./support/mailbox";
import { expectToast, signedInAt } from "./support/session";
import { tamperedToken } from "../support/tampered-token";

// The booking after "Confirm": the e-mailed manage link, reschedule, cancel, the
// online deadline, and the same controls with a history on the admin's booking page. Each
// project books its own days, a week or more ahead (the deadline is far off, and the other
// booking tests use nearer and the last days).

test.skip(
  ({ isMobile }) => isMobile,
  "the same page at every width: once, at desktop width, scanned at 390 px too",
);

function daysFor(project: string) {
  const days = bookableDays();
  const offset = project === "desktop" ? 0 : 1;
  return { booked: days[6 + offset]!, moved: days[12 + offset]!, admin: days[18 + offset]! };
}

async function pickDay(page: Page, day: string) {
  await (await showMonthOf(page, day)).getByRole("button").click();
}

const timeline = (page: Page) => page.getByRole("list", { name: "Booking status" });
const calendarOf = (attachment: { content: string }) =>
  Buffer.from(attachment.content, "base64").toString("utf8");

test("a customer opens the e-mailed link, reschedules and cancels their booking", async ({
  page,
  request,
}, info) => {
  test.slow();
  const { booked, moved } = daysFor(info.project.name);
  const email = `manager-${info.project.name}-${Date.now()}@e2e.test`;
  await page.goto("/book");
  await pickDay(page, booked);
  await page.getByLabel("Name").fill("Morgan Manage");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Company").fill("Manage Ltd");
  await page.getByLabel("Collection address").fill("2 Quay Road, Blyth NE24 2AA");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expectToast(page, "Booking Request Sent!");
  // The confirmation panel takes focus: reference, service, date, slot, total, the link's news.
  const panelHeading = page.getByRole("heading", { name: /^Booking NESS-[A-Z0-9]{6} requested$/ });
  await expect(panelHeading).toBeFocused();
  const panel = page.getByRole("region", { name: /requested$/ });
  await expect(panel).toContainText(formatLongDay(booked));
  await expect(panel).toContainText("All day");
  await expect(panel).toContainText("Total (inc VAT)");
  await expect(panel).toContainText("We have e-mailed you a link to change or cancel it.");
  await expect(page.getByLabel("Name")).toHaveValue("");

  // The office's copy replies to the customer, so the mailbox holds two for this address.
  const confirmation = (await mailFor(email, 2)).find((m) => m.to.includes(email))!;
  const reference = confirmation.text!.match(/NESS-[A-Z0-9]{6}/)![0];
  const link = confirmation.html!.match(
    /href="([^"]+\/bookings\/[^"]+)"[^>]*>Manage your booking</,
  )![1]!;
  expect(confirmation.text).toContain(`Manage your booking (${link})`);
  expect(link).not.toContain(reference);
  const [firstCalendar] = confirmation.attachments!.map(calendarOf);
  expect(firstCalendar).toContain("SEQUENCE:0");

  const response = await page.goto(link);
  expect(response!.status()).toBe(200);
  expect(response!.headers()["referrer-policy"]).toBe("strict-origin");
  expect(response!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Your booking ${reference}`);
  for (const fact of [formatLongDay(booked), "2 Quay Road, Blyth NE24 2AA", "Manage Ltd"]) {
    await expect(page.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(timeline(page).getByRole("listitem")).toHaveText([
    /Requested/,
    /Confirmed/,
    /Collected/,
    /Destroyed/,
    /Certificate issued/,
  ]);
  await expect(timeline(page).locator('[aria-current="step"]')).toHaveText(/Requested/);
  await expectNoA11yViolationsAtBothWidths(page);

  // Reschedule: the same calendar and slots as /book, the new price before confirming. The
  // calendar opens on the booked month with the booked day marked.
  await page.getByRole("button", { name: "Reschedule" }).click();
  await expect(
    page.getByRole("button", {
      name: new RegExp(`${formatLongDay(booked)}, your current booking`),
    }),
  ).toBeVisible();
  await pickDay(page, moved);
  await page
    .getByRole("radiogroup", { name: "Time slot" })
    .getByLabel(/Morning/)
    .check();
  await expect(page.getByText("New total (inc VAT)")).toBeVisible();
  await expectNoA11yViolationsAtBothWidths(page);
  await page.getByRole("button", { name: "Confirm new date" }).click();
  await expectToast(
    page,
    "Booking Updated",
    "Your booking has moved to the new date. We have e-mailed you the details.",
  );
  await expect(page.getByText(formatLongDay(moved), { exact: true })).toBeVisible();
  // The toast and the status agree (still Requested), and the customer stays at the controls.
  await expect(timeline(page).locator('[aria-current="step"]')).toHaveText(/Requested/);
  await expect(page.getByRole("button", { name: "Reschedule" })).toBeInViewport();
  const movedMail = (await mailFor(email, 4)).find((m) => m.subject.includes("moved"))!;
  expect(movedMail.text).toContain(formatLongDay(booked));
  expect(movedMail.text).toContain(formatLongDay(moved));
  const movedCalendar = calendarOf(movedMail.attachments![0]!);
  expect(movedCalendar).toContain(`UID:${reference}@`);
  expect(movedCalendar).toContain("SEQUENCE:1");

  // Cancel, after saying yes to the site's own question (Escape keeps the booking).
  const question = page.getByRole("alertdialog", {
    name: "Are you sure you want to cancel this booking?",
  });
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Keep booking" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: "Yes, cancel booking" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(timeline(page).locator('[aria-current="step"]')).toHaveText(/Requested/);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await question.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expectToast(page, "Booking Cancelled", "Your booking has been cancelled.");
  await expect(timeline(page).locator('[aria-current="step"]')).toHaveText(/Cancelled/);
  await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  const withdrawal = (await mailFor(email, 6)).find((m) => /cancelled -/.test(m.subject))!;
  const cancelCalendar = calendarOf(withdrawal.attachments![0]!);
  expect(cancelCalendar).toContain("METHOD:CANCEL");
  expect(cancelCalendar).toContain(`UID:${reference}@`);
  expect(cancelCalendar).toContain("SEQUENCE:2");
  await expectNoA11yViolationsAtBothWidths(page);

  // A link with one character changed, or none at all, is the 404 page; none is in the sitemap.
  const token = link.split("/bookings/")[1]!;
  const altered = tamperedToken(token);
  expect((await request.get(`/bookings/${altered}`)).status()).toBe(404);
  expect((await request.get(`/bookings/${reference}`)).status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/bookings/");
});

test("after 17:00 on the working day before, the page says to call and offers no changes", async ({
  page,
}, info) => {
  const { booked } = daysFor(info.project.name);
  const email = `late-${info.project.name}-${Date.now()}@e2e.test`;
  await page.goto("/book");
  await pickDay(page, booked);
  await page.getByLabel("Name").fill("Lou Late");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expectToast(page, "Booking Request Sent!");
  const confirmation = (await mailFor(email, 2)).find((m) => m.to.includes(email))!;
  const link = confirmation.html!.match(/href="([^"]+\/bookings\/[^"]+)"/)![1]!;
  // The calendar moves on: the collection is now today, so its deadline has passed.
  await sql("update bookings set selected_date = $1 where customer_email = $2", [
    todayInLondon(),
    email,
  ]);
  await page.goto(link);
  await expect(
    page.getByText("This booking can no longer be changed online. Please call us on"),
  ).toHaveText(/Please call us on 0\d{3} \d{3} \d{4}\.$/);
  await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
});

test("the office reschedules and cancels from the booking page, and the history says who", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "the admin's pages are checked at 390 px elsewhere");
  test.slow();
  const { booked, admin } = daysFor(info.project.name);
  const { id, reference } = await plantBooking({
    reference: `ADM-${randomUUID().slice(0, 6).toUpperCase()}`,
    name: "Office Case",
    email: "office-case@e2e.test",
    service: "collection",
    day: booked,
  });
  const office = await freshAdmin("reschedules");
  await signedInAt(page, office, `/admin/bookings/${id}`);
  await expect(page.getByRole("heading", { name: `Booking ${reference}` })).toBeVisible();
  await expect(timeline(page).locator('[aria-current="step"]')).toHaveText(/Requested/);

  await page.getByRole("button", { name: "Reschedule" }).click();
  await pickDay(page, admin);
  await page.getByRole("button", { name: "Confirm new date" }).click();
  await expectToast(
    page,
    "Job moved",
    `Job moved to ${formatLongDay(admin)}. The customer has been e-mailed.`,
  );
  const history = page.getByRole("table", { name: "Booking history" });
  await expect(history.getByRole("row").nth(1)).toContainText("Customer");
  await expect(history.getByRole("row").nth(2)).toContainText("Rescheduled");
  await expect(history.getByRole("row").nth(2)).toContainText(`Admin (${office.email})`);
  await expect(history.getByRole("row").nth(2)).toContainText(formatLongDay(admin));

  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expectToast(page, "Booking Cancelled");
  await expect(timeline(page).locator('[aria-current="step"]')).toHaveText(/Cancelled/);
  await expect(history.getByRole("row").nth(3)).toContainText("Cancelled");
  await expectNoA11yViolations(page);
  const [row] = await sql<{ status: string; calendar_sequence: number }>(
    "select status, calendar_sequence from bookings where id = $1",
    [id],
  );
  expect(row).toEqual({ status: "cancelled", calendar_sequence: 2 });
});
