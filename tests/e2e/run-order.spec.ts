import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { mondayOf, nextWeek, weekDays } from "@/lib/office/schedule-week";
import { boardDayHeading } from "@/lib/office/schedule-texts";
import { todayInLondon } from "@/lib/shared/dates";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { expectToast, signedInAt } from "./support/session";

// Whose stops, in what order: on the Schedule board the office opens a job's Job
// actions, assigns it to a crew member, then moves it down the day's run order twice with the
// keyboard alone; the board shows the new order and the focus stays on the job's buttons.

/**
 * A Wednesday with no job on it, beyond the 90 days customers can book (15 weeks on or later), so
 * that no other browser test's booking lands on it: nine weeks on, within the horizon, was the
 * far-end day of the capacity tests on the calendar run at the month's last evening.
 */
async function quietDay(): Promise<string> {
  let monday = mondayOf(todayInLondon());
  for (let week = 0; week < 15; week++) monday = nextWeek(monday);
  for (;;) {
    const wednesday = weekDays(monday)[2]!;
    const [{ jobs } = { jobs: 0 }] = await sql<{ jobs: number }>(
      "select count(*)::int as jobs from bookings where selected_date = $1::date",
      [wednesday],
    );
    if (jobs === 0) return wednesday;
    monday = nextWeek(monday);
  }
}

/** The day's job references on the board, top to bottom. */
const boardOrder = (page: Page, day: string, run: string) =>
  page
    .getByRole("region", { name: boardDayHeading(day) })
    .getByRole("link", { name: new RegExp(`^RUN${run}-`) })
    .allTextContents();

test("the office assigns a job and moves it down the run order with the keyboard", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the office plans at a desk; the board's phone layout has its own test");
  test.slow();
  const run = randomUUID().slice(0, 6).toUpperCase();
  const day = await quietDay();
  const crewName = `Sam Lee ${run}`;
  await sql(
    `with u as (
       insert into users (id, email, name, password_hash, updated_at)
       values (gen_random_uuid(), $1, $2, 'not used', now()) returning id)
     insert into user_roles (id, user_id, role) select gen_random_uuid(), id, 'crew' from u`,
    [`crew-${run.toLowerCase()}@e2e.test`, crewName],
  );
  // Three jobs in one postcode district that sorts before any other: A, B, C in district order.
  const [a, b, c] = ["A", "B", "C"].map((letter) => `RUN${run}-${letter}`);
  for (const [index, reference] of [a!, b!, c!].entries()) {
    const { id } = await plantBooking({
      reference,
      name: `Customer ${reference}`,
      email: `${reference.toLowerCase()}@e2e.test`,
      service: "collection",
      day,
    });
    await sql(`update bookings set postcode = $2 where id = $1`, [id, `AB1 ${index + 1}AA`]);
  }

  await signedInAt(page, await freshAdmin("run-order"), `/admin/schedule?week=${mondayOf(day)}`);
  const column = page.getByRole("region", { name: boardDayHeading(day) });
  const card = (reference: string) =>
    column.getByRole("listitem").filter({ has: page.getByRole("link", { name: reference }) });
  expect(await boardOrder(page, day, run)).toEqual([a, b, c]);
  await expect(card(a!)).toContainText("Crew: Any crew");

  // Each card's controls are in its Job actions; opening another's closes the one open.
  const openActions = async (reference: string) => {
    await card(reference)
      .getByRole("button", { name: `Job actions ${reference}` })
      .click();
    await expect(page.getByRole("group", { name: `Job actions ${reference}` })).toBeVisible();
  };

  // Assign to: the crew member, by the keyboard's select and button.
  await openActions(a!);
  await card(a!).getByLabel(`Assign to ${a}`).selectOption({ label: crewName });
  await card(a!)
    .getByRole("button", { name: `Assign ${a}` })
    .click();
  await expectToast(page, "Success", `${a} is assigned to ${crewName}.`);
  await expect(card(a!)).toContainText(`Crew: ${crewName}`);

  // The first job cannot move up, the last cannot move down.
  await expect(page.getByRole("button", { name: `Move up ${a}` })).toBeDisabled();
  await openActions(c!);
  await expect(page.getByRole("group", { name: `Job actions ${a}` })).toBeHidden();
  await expect(page.getByRole("button", { name: `Move down ${c}` })).toBeDisabled();
  await expectNoA11yViolations(page);
  await openActions(a!);

  const down = page.getByRole("button", { name: `Move down ${a}` });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => boardOrder(page, day, run)).toEqual([b, a, c]);
  await expect(down).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => boardOrder(page, day, run)).toEqual([b, c, a]);
  // At the end its Move down is disabled: the focus stays on the job, on Move up.
  await expect(down).toBeDisabled();
  await expect(page.getByRole("button", { name: `Move up ${a}` })).toBeFocused();
  await expect(column.getByRole("status").filter({ hasText: `${a} is stop 3 of 3.` })).toHaveCount(
    1,
  );
  await page.screenshot({ path: "/tmp/run-order-board.png" });

  // The order is the office's, kept after a reload.
  await page.reload();
  expect(await boardOrder(page, day, run)).toEqual([b, c, a]);
  await expect(card(a!)).toContainText(`Crew: ${crewName}`);
});
