import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { boardDayHeading } from "@/lib/office/schedule-texts";
import { mondayOf, nextWeek, weekDays } from "@/lib/office/schedule-week";
import { expectNoA11yViolations } from "./support/axe";
import { bookableDays, showMonthOf } from "./support/calendar";
import { freshAdmin, plantBooking } from "./support/database";
import { expectToast, signedInAt } from "./support/session";
import { openAdminSection } from "./support/admin";

// The Schedule board: the office walks the weeks, and moves a job to another day with
// the keyboard through its card's Job actions, its Move button and the reschedule's date choice;
// at 390 px one day at a time without sideways scrolling.

/** The first week from next week with two bookable days: the job's day and the day it moves to. */
function weekWithTwoBookableDays(): { monday: string; from: string; to: string } {
  const bookable = new Set(bookableDays());
  for (let monday = nextWeek(mondayOf(todayInLondon())); ; monday = nextWeek(monday)) {
    const days = weekDays(monday).filter((day) => bookable.has(day));
    if (days.length >= 2) return { monday, from: days[0]!, to: days.at(-1)! };
  }
}

test("the office walks the weeks and moves a job to another day", async ({ page, isMobile }) => {
  test.skip(isMobile, "the five columns: the phone's board has its own test");
  test.slow();
  const run = randomUUID().slice(0, 6).toUpperCase();
  const { monday, from, to } = weekWithTwoBookableDays();
  const { reference } = await plantBooking({
    reference: `SCH-${run}`,
    name: `Sam Schedule ${run}`,
    email: `schedule-${run.toLowerCase()}@e2e.test`,
    service: "collection",
    day: from,
  });

  await signedInAt(page, await freshAdmin("schedule"), "/admin");
  await openAdminSection(page, "Schedule");
  const thisMonday = mondayOf(todayInLondon());
  await expect(page.getByRole("region", { name: boardDayHeading(thisMonday) })).toBeVisible();
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page).toHaveURL(new RegExp(`week=${nextWeek(thisMonday)}$`));
  await expect(
    page.getByRole("region", { name: boardDayHeading(nextWeek(thisMonday)) }),
  ).toBeVisible();
  await page.getByRole("link", { name: "This week" }).click();
  await expect(page.getByRole("region", { name: boardDayHeading(thisMonday) })).toBeVisible();

  await page.goto(`/admin/schedule?week=${monday}`);
  const column = (day: string) => page.getByRole("region", { name: boardDayHeading(day) });
  await expect(column(from).getByRole("link", { name: reference })).toBeVisible();
  await expect(column(to).getByRole("link", { name: reference })).toHaveCount(0);
  await expect(column(from)).toContainText(/Collections \d+ of \d+/);
  await expectNoA11yViolations(page);

  // The card holds the job's facts and one control: 'Job actions', a disclosure whose controls
  // exist only while it is open.
  const card = column(from)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: reference }) });
  await expect(card.getByRole("button")).toHaveCount(1);
  await expect(card.getByRole("combobox")).toHaveCount(0);
  const actions = card.getByRole("button", { name: `Job actions ${reference}` });
  await expect(actions).toHaveText(/^Job actions/);
  await expect(actions).toHaveAttribute("aria-expanded", "false");
  // Opened with the keyboard, the focus goes into it; Escape closes it and gives it back.
  await actions.focus();
  await page.keyboard.press("Enter");
  await expect(actions).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("group", { name: `Job actions ${reference}` });
  await expect(menu).toBeVisible();
  await expect(menu.getByLabel(`Assign to ${reference}`)).toBeFocused();
  await expect(menu.getByRole("button", { name: `Move up ${reference}` })).toBeVisible();
  await expect(menu.getByRole("button", { name: `Move down ${reference}` })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(actions).toHaveAttribute("aria-expanded", "false");
  await expect(actions).toBeFocused();
  await expect(menu).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();

  const move = menu.getByRole("button", { name: `Move ${reference}` });
  await move.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Move ${reference}` });
  await expect(dialog).toBeVisible();
  // The job's slot once, not "(All day (8am - 6pm))".
  await expect(dialog).toContainText(`Now ${formatLongDay(from)}, All day (8am - 6pm).`);
  await expect(dialog).not.toContainText("((");
  await (await showMonthOf(page, to)).getByRole("button").click();
  await dialog.getByRole("button", { name: "Confirm new date" }).click();
  await expectToast(
    page,
    "Job moved",
    `Job moved to ${formatLongDay(to)}. The customer has been e-mailed.`,
  );
  await expect(dialog).toBeHidden();
  await expect(column(to).getByRole("link", { name: reference })).toBeVisible();
  await expect(column(from).getByRole("link", { name: reference })).toHaveCount(0);
});

test("at 390 px the board shows one day at a time without sideways scrolling", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone width only");
  const monday = nextWeek(mondayOf(todayInLondon()));
  await signedInAt(page, await freshAdmin("schedule-phone"), `/admin/schedule?week=${monday}`);
  const days = weekDays(monday);
  const switcher = page.getByRole("group", { name: "Day" });
  await expect(switcher.getByRole("button")).toHaveCount(5);
  // Another week than this one opens on its Monday.
  await expect(switcher.getByRole("button", { name: "Mon" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("region", { name: boardDayHeading(days[0]!) })).toBeVisible();
  await expect(page.getByRole("region", { name: boardDayHeading(days[2]!) })).toBeHidden();
  await switcher.getByRole("button", { name: "Wed" }).click();
  await expect(page.getByRole("region", { name: boardDayHeading(days[2]!) })).toBeVisible();
  await expect(page.getByRole("region", { name: boardDayHeading(days[0]!) })).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
