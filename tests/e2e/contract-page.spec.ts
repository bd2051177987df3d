import { expect, test, type Locator } from "./support/test";
import { WASTE_HIERARCHY_DECLARATION } from "@/lib/contracts/transfer-note-rules";
import { bookability, formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { bookableDays } from "./support/calendar";
import { plantContract } from "./support/contracts";
import { sql } from "./support/database";
import { expectToast } from "./support/session";

// The customer's contract page through its signed link: the contract, its upcoming
// visits (one skipped, one moved), an extra collection, the calendar file, and the page clean
// for accessibility on a desktop and a 390 px phone. Each project plants its own contract in the
// middle of the booking horizon (the other booking tests use near days and the last ones).

test.skip(
  ({ isMobile }) => isMobile,
  "the same page at every width: once, at desktop width, scanned at 390 px too",
);

function daysFor(project: string) {
  const days = bookableDays();
  const first = days[36 + (project === "desktop" ? 0 : 1)]!;
  // Weekly from the first: its next two weeks' days that can be booked (not a bank holiday).
  const visits = [0, 7, 14]
    .map((days) => {
      const date = new Date(`${first}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    })
    .filter((day) => bookability(day) === "ok");
  const free = days.filter((day) => day > visits[1]! && !visits.includes(day));
  return { visits, moveTo: free[0]!, extra: free[1]! };
}

/** Pages a calendar inside `scope` to the month of `day` and picks it. */
async function pickDay(scope: Locator, day: string) {
  await expect(scope.getByRole("grid").first()).toBeVisible();
  const cell = scope.locator(`td[data-day="${day}"]:not([data-outside])`);
  for (let i = 0; i < 5 && !(await cell.count()); i++) {
    await scope.getByRole("button", { name: /next month/i }).click();
  }
  await cell.getByRole("button").click();
}

test("a customer skips a visit, moves another, requests an extra collection and signs the waste transfer note", async ({
  page,
  request,
}, info) => {
  test.slow();
  const { visits, moveTo, extra } = daysFor(info.project.name);
  const today = todayInLondon();
  const contract = await plantContract([...visits, today]);
  const [skipped, moved] = visits as [string, string, ...string[]];

  const response = await page.goto(contract.link);
  expect(response!.status()).toBe(200);
  expect(response!.headers()["referrer-policy"]).toBe("strict-origin");
  expect(response!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contract ${contract.number}`);
  for (const fact of [contract.siteAddress, "Console emptying", "Weekly", "NE46 1AA"]) {
    await expect(page.getByText(fact, { exact: true })).toBeVisible();
  }

  const upcoming = page.getByRole("region", { name: "Upcoming visits" });
  const visit = (day: string) => upcoming.getByRole("listitem", { name: formatLongDay(day) });
  // Today's visit is past its deadline: no buttons, the office's number instead.
  await expect(visit(today)).toContainText(
    `This visit can no longer be changed online. Please call us on ${site.phone.display}.`,
  );
  await expect(visit(today).getByRole("button")).toHaveCount(0);
  await expectNoA11yViolationsAtBothWidths(page);

  // Skip: asked in a dialog first.
  await visit(skipped).getByRole("button", { name: "Skip" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(formatLongDay(skipped));
  await dialog.getByRole("button", { name: "Yes, skip visit" }).click();
  await expectToast(page, "Visit skipped");
  // The skipped visit stays in the list, marked Skipped, with Undo until the same cut-off.
  await expect(visit(skipped)).toContainText("Skipped");
  await expect(visit(skipped).getByRole("button", { name: "Skip", exact: true })).toHaveCount(0);
  await visit(skipped)
    .getByRole("button", { name: `Undo the skip of ${formatLongDay(skipped)}` })
    .click();
  await expectToast(page, "Skip undone", `The visit of ${formatLongDay(skipped)} is back on.`);
  await expect(visit(skipped)).not.toContainText("Skipped");
  // Skipped again, for the calendar file below.
  await visit(skipped).getByRole("button", { name: "Skip" }).click();
  await dialog.getByRole("button", { name: "Yes, skip visit" }).click();
  await expect(visit(skipped)).toContainText("Skipped");

  // Move: a calendar of the days it can move to.
  await visit(moved).getByRole("button", { name: "Move" }).click();
  const moveForm = page.getByRole("form", { name: /Choose a new date/ });
  await pickDay(moveForm, moveTo);
  // At the top: scrolled to the calendar, the visit above sits under the sticky header, whose
  // call link axe then counts as overlapping its buttons (they are clear once scrolled to).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expectNoA11yViolationsAtBothWidths(page);
  await moveForm.getByRole("button", { name: "Move visit" }).click();
  await expectToast(page, "Visit moved");
  await expect(visit(moved)).toHaveCount(0);
  await expect(visit(moveTo)).toContainText(`Moved from ${formatLongDay(moved)}`);
  await expect(
    visit(moveTo).getByRole("button", { name: `Undo the move from ${formatLongDay(moved)}` }),
  ).toBeVisible();

  // An extra collection shows among the upcoming visits, marked Extra.
  const extraForm = page.getByRole("form", { name: "Request an extra collection" });
  await pickDay(extraForm, extra);
  await extraForm.getByLabel("Note (optional)").fill("Two more consoles on the first floor");
  await extraForm.getByRole("button", { name: "Request collection" }).click();
  await expectToast(page, "Extra collection requested");
  await expect(visit(extra)).toContainText("Extra");

  // The schedule for the customer's calendar: one file with the rule and the skip.
  const href = await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
  const calendar = await request.get(href!);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  expect(calendar.headers()["content-disposition"]).toContain("attachment");
  const ics = await calendar.text();
  expect(ics).toContain("RRULE:FREQ=WEEKLY");
  expect(ics).toContain(`EXDATE;VALUE=DATE:${skipped.replace(/-/g, "")}`);
  expect(ics).toContain(`RECURRENCE-ID;VALUE=DATE:${moved.replace(/-/g, "")}`);
  // Skip, its undo, the skip again, the move and the extra collection.
  expect(ics).toContain("SEQUENCE:5");

  // The year's waste transfer note: signed online once, then it says who signed.
  const note = page.getByRole("region", { name: "Waste transfer note" });
  const pdf = await request.get(
    (await note
      .getByRole("link", { name: /^Download waste transfer note \d{4}/ })
      .getAttribute("href"))!,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await note.getByLabel("Full name").fill("Dana Contract");
  await note.getByLabel("I confirm the description of the waste is correct").check();
  // A contract made without a SIC code: the customer gives it. Without the waste hierarchy
  // declaration the note is not signed, and the refusal is at the check box.
  const sicCode = note.getByLabel("SIC code");
  await expect(sicCode).toHaveValue("");
  await sicCode.fill("86210");
  const hierarchy = note.getByLabel(WASTE_HIERARCHY_DECLARATION);
  await note.getByRole("button", { name: "Sign waste transfer note" }).click();
  await expect(hierarchy).toHaveAttribute("aria-invalid", "true");
  await expect(note).toContainText(
    "Please confirm that you have applied the waste management hierarchy",
  );
  await hierarchy.check();
  await note.getByRole("button", { name: "Sign waste transfer note" }).click();
  await expectToast(page, "Waste transfer note signed");
  await expect(note).toContainText("Signed by Dana Contract");
  await expect(note.getByRole("button", { name: "Sign waste transfer note" })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expectNoA11yViolationsAtBothWidths(page);
});

test("an altered link, or the link of an ended contract, opens nothing", async ({ page }) => {
  const contract = await plantContract([bookableDays()[40]!]);
  const at = contract.link.length - 12;
  const flipped = contract.link[at] === "A" ? "B" : "A";
  const altered = `${contract.link.slice(0, at)}${flipped}${contract.link.slice(at + 1)}`;
  expect((await page.goto(altered))!.status()).toBe(404);
  expect((await page.goto(contract.link))!.status()).toBe(200);
  await sql("update contracts set status = 'ended', status_from = current_date where id = $1", [
    contract.id,
  ]);
  expect((await page.goto(contract.link))!.status()).toBe(404);
});

test("a paused contract refuses a move into its pause, and a fourth open extra collection is refused", async ({
  page,
}, info) => {
  test.skip(info.project.name === "mobile", "the refusal texts: once, at desktop width");
  const days = bookableDays();
  // Days in the middle of the horizon, clear of the first test's and of the last ones.
  const [visitDay, free, pauseFrom, into, pauseUntil] = [40, 41, 42, 43, 45].map((i) => days[i]!);
  const contract = await plantContract([visitDay!]);
  await sql(
    "update contracts set status = 'paused', status_from = $2, paused_until = $3 where id = $1",
    [contract.id, pauseFrom, pauseUntil],
  );
  // Three extra collections already booked (the office's or the customer's), none collected.
  for (const day of days.slice(46, 49)) {
    await sql(
      `insert into bookings (id, reference, customer_name, customer_email, company_name,
         service_type, selected_date, time_slot, bag_quantity, subtotal_pence, vat_pence,
         total_price_pence, collection_address, postcode, status, idempotency_key, updated_at,
         contract_id, visit_kind)
       select gen_random_uuid(), 'NESS-X' || upper(substr(md5(random()::text), 1, 5)),
         customer_name, customer_email, company_name, 'collection', $2, 'allday', 3, 4000, 800,
         4800, site_address, postcode, 'confirmed', gen_random_uuid()::text, now(), id, 'extra'
       from contracts where id = $1`,
      [contract.id, day],
    );
  }

  await page.goto(contract.link);
  await expect(
    page.getByText(`Paused from ${formatLongDay(pauseFrom!)} until ${formatLongDay(pauseUntil!)}`),
  ).toBeVisible();
  const upcoming = page.getByRole("region", { name: "Upcoming visits" });
  await upcoming
    .getByRole("listitem", { name: formatLongDay(visitDay!) })
    .getByRole("button", { name: "Move" })
    .click();
  const moveForm = page.getByRole("form", { name: /Choose a new date/ });
  await pickDay(moveForm, into!);
  await moveForm.getByRole("button", { name: "Move visit" }).click();
  await expect(moveForm).toContainText(
    `This contract is paused until ${formatLongDay(pauseUntil!)}.`,
  );

  const extraForm = page.getByRole("form", { name: "Request an extra collection" });
  await pickDay(extraForm, free!);
  await extraForm.getByRole("button", { name: "Request collection" }).click();
  await expect(extraForm.getByRole("alert")).toHaveText(
    `You already have 3 extra collections booked. Please call us on ${site.phone.display} for more.`,
  );
});

test("an ended contract's page, until the day it ends, no longer offers Request an extra collection", async ({
  page,
}) => {
  const days = bookableDays();
  const contract = await plantContract([days[50]!]);
  await page.goto(contract.link);
  await expect(page.getByRole("heading", { name: "Request an extra collection" })).toBeVisible();

  // The office ends it from a later day: the page still opens, says so, and offers no extra.
  await sql("update contracts set status = 'ended', status_from = $2 where id = $1", [
    contract.id,
    days[55],
  ]);
  await page.goto(contract.link);
  await expect(page.getByText(`Ends on ${formatLongDay(days[55]!)}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Request an extra collection" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Request an extra collection" })).toHaveCount(0);
});
