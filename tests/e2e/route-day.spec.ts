import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { expect, test, type Page } from "./support/test";
import { crewTexts } from "@/lib/crew/texts";
import { customerTimelineTexts } from "@/lib/custody/customer-timeline-texts";
import { custodyTexts } from "@/lib/custody/custody-texts";
import { arrivalTexts } from "@/lib/routes/arrival-texts";
import { routePlanTexts } from "@/lib/routes/route-plan-texts";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { CRON_SECRET } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { mailFor } from "./support/mailbox";
import { plantSeals } from "./support/seals";
import { plantSession, signedInAt } from "./support/session";
import { signCollection } from "./support/signature";
import { startDestructionRun } from "./support/destruction";

// The day on the road, end to end: six stops of one crew member in Newcastle, planted in a poor
// order; the geocoding job locates them (at the fake postcodes.io); the office plans the route
// from Today and uses it; the crew collects the first stop on a phone; the second stop's customer
// is e-mailed 'We are on our way' with a time that their manage page shows too; the first
// customer's manage page follows the bags through the shredder to the certificate.

// A zig-zag through the city centre and Gosforth: the planned order drives less.
const POSTCODES = ["NE1 4ST", "NE3 1XD", "NE1 3JE", "NE3 2BB", "NE1 6EE", "NE1 5JE"];

async function crewMember(run: string) {
  const email = `route-crew-${run.toLowerCase()}@e2e.test`;
  const [user] = await sql<{ id: string }>(
    `with u as (
       insert into users (id, email, password_hash, name, updated_at)
       values (gen_random_uuid(), $1, $2, $3, now()) returning id)
     insert into user_roles (id, user_id, role) select gen_random_uuid(), id, 'crew' from u
     returning user_id as id`,
    [email, await hash("route-crew-password"), `Robin Route ${run}`],
  );
  return { id: user!.id, email, name: `Robin Route ${run}` };
}

/** The href of the e-mail's link to the booking's manage page. */
const manageLink = (html: string) => html.match(/href="([^"]+\/bookings\/[^"]+)"/)![1]!;

/** 'We are on our way' for `reference`, exactly as worded; the time it gives ("10:40"). */
function expectArrivalSubject(subject: string, reference: string): string {
  const time = /expected about (\d{1,2}:\d{2})/.exec(subject)?.[1] ?? "";
  expect(subject).toBe(arrivalTexts.subject(reference, time));
  return time;
}

async function collectFirstStop(phone: Page, planned: string[], seals: string[]) {
  const reference = planned[0]!;
  await phone.goto(paths.crew);
  // The crew's stops come in the planned order (other tests' jobs left to any crew may sit
  // among them), the first with its estimated arrival and Directions.
  const headings = phone.getByRole("heading", { level: 3 });
  await expect(headings.first()).toBeVisible();
  const shown = (await headings.allTextContents()).filter((text) => planned.includes(text));
  expect(shown).toEqual(planned);
  const stop = phone.getByRole("listitem", { name: reference });
  await expect(stop).toContainText(routePlanTexts.estimatedArrival);
  await expect(stop.getByRole("link", { name: `Directions to ${reference}` })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  await stop.getByRole("link", { name: /Open stop/ }).click();
  await phone.getByRole("button", { name: crewTexts.arrived }).click();
  await expect(phone.getByText("State: Arrived", { exact: true })).toBeVisible();
  await phone.getByRole("button", { name: crewTexts.collected, exact: true }).click();
  await phone.getByRole("textbox", { name: "Seal 1" }).fill(seals[0]!);
  await phone.getByRole("button", { name: "Add another seal" }).click();
  await phone.getByRole("textbox", { name: "Seal 2" }).fill(seals[1]!);
  await phone.getByLabel("Bags or consoles collected").fill("2");
  await phone.getByLabel("Customer's printed name").fill("Pat Front");
  await signCollection(phone);
  await phone.getByRole("button", { name: crewTexts.confirmCollection }).click();
  await expect(phone.getByText(crewTexts.waiting(1))).toBeHidden({ timeout: 60_000 });
  await expect(phone.getByText("State: Collected", { exact: true })).toBeVisible();
}

test("the office plans a day of six stops, the crew collects the first, the next customer is told when to expect them, and the first follows the bags to the certificate", async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== "desktop", "the office at its desk, the crew on a phone beside");
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 6).toUpperCase();
  const crew = await crewMember(run);
  const today = todayInLondon();
  const stops: { id: string; reference: string; email: string }[] = [];
  for (const [index, postcode] of POSTCODES.entries()) {
    const email = `route-${run.toLowerCase()}-${index}@e2e.test`;
    const { id, reference } = await plantBooking({
      reference: `RTE-${run}${index}`,
      name: `Stop ${index} ${run}`,
      email,
      service: "collection",
      day: today,
      status: "confirmed",
    });
    await sql(
      `update bookings set assignee_id = $2, postcode = $3, run_position = $4,
         collection_address = $5 where id = $1`,
      [id, crew.id, postcode, index + 1, `${index + 1} Route Street, Newcastle`],
    );
    stops.push({ id, reference, email });
  }

  // The geocoding job locates the six postcodes at the fake postcodes.io.
  const job = await page.request.post("/api/jobs/geocoding", {
    headers: { authorization: `Bearer ${CRON_SECRET}` },
  });
  expect(job.status()).toBe(200);
  const located = await sql<{ count: number }>(
    `select count(*)::int as count from bookings where id = any($1) and latitude is not null`,
    [stops.map((stop) => stop.id)],
  );
  expect(located).toEqual([{ count: 6 }]);

  // The office plans the crew's day from Today and uses the planned order.
  await signedInAt(page, await freshAdmin(`route-${run}`), paths.admin);
  await page.getByRole("link", { name: routePlanTexts.planRoute }).first().click();
  const form = page.getByRole("form", { name: routePlanTexts.planRoute });
  await form.getByLabel(routePlanTexts.crewLabel).selectOption({ label: crew.name });
  await form.getByRole("button", { name: routePlanTexts.show }).click();
  const table = page.getByRole("table", { name: routePlanTexts.stopsHeading });
  await expect(table.getByRole("row")).toHaveCount(7);
  await expect(
    page.getByText(/^This order saves \d+\.\d miles against the current order\.$/),
  ).toBeVisible();
  await expect(page.getByText(/^\d+\.\d miles, .+ driving$/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/route-plan.png", fullPage: true });
  const planned = await table
    .getByRole("row")
    .filter({ has: page.getByRole("link") })
    .getByRole("link")
    .allTextContents();
  await page.getByRole("button", { name: routePlanTexts.useOrder }).click();
  await expect(page.getByText(routePlanTexts.used)).toBeVisible();
  const order = await sql<{ reference: string }>(
    `select reference from bookings where id = any($1) order by run_position`,
    [stops.map((stop) => stop.id)],
  );
  expect(order.map((row) => row.reference)).toEqual(planned);
  const [first, second] = planned.map((ref) => stops.find((stop) => stop.reference === ref)!);

  // The crew member collects the first stop on a phone, with two printed seals.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await plantSession(phone, crew);
  const seals = await plantSeals(2);
  await collectFirstStop(phone, planned, seals);
  // Leaving for the third stop early, the crew member tells its customer with 'On my way'.
  const third = stops.find((stop) => stop.reference === planned[2])!;
  await phone.goto(paths.crew);
  await phone
    .getByRole("listitem", { name: third.reference })
    .getByRole("link", { name: /Open stop/ })
    .click();
  await phone.getByRole("button", { name: arrivalTexts.onMyWay }).click();
  await expect(
    phone.getByText(/^The customer was told: expected about \d{1,2}:\d{2}\.$/),
  ).toBeVisible();
  await phone.screenshot({ path: "/tmp/route-on-my-way.png", fullPage: true });
  await phoneContext.close();
  expectArrivalSubject((await mailFor(third.email, 1))[0]!.subject, third.reference);

  // The second stop's customer is told the crew is on the way, and when; so is its manage page.
  const [notice] = await mailFor(second!.email, 1);
  const time = expectArrivalSubject(notice!.subject, second!.reference);
  const customer = await browser.newPage();
  await customer.goto(manageLink(notice!.html));
  await expect(customer.getByText(arrivalTexts.onTheWay(time))).toBeVisible();

  // The first customer follows the bags: collected with the seals ...
  const receipt = (await mailFor(first!.email, 1))[0]!;
  await customer.goto(manageLink(receipt.html));
  const follow = customer.getByRole("region", { name: customerTimelineTexts.heading });
  await expect(follow.getByRole("listitem").last()).toHaveText(
    new RegExp(
      `Collected at \\d{2}:\\d{2} by ${crew.name}: 2 sealed bags, seals .*signed by Pat Front$`,
    ),
  );

  // ... then through a run at the facility, to the certificate.
  const { answers, scan, end } = await startDestructionRun(page, `Route ${run}`, "Jo Shred");
  // One scan at a time, as at the shredder: the field is cleared when the answer comes.
  await scan(seals[0]!);
  await expect(answers).toContainText(custodyTexts.destroyed(seals[0]!));
  await scan(seals[1]!);
  await expect(answers).toContainText(/Certificate COD-\d{4}-\d{6} issued/);
  await end();
  await customer.reload();
  await expect(follow.getByRole("listitem")).toHaveText([
    /Collected at /,
    new RegExp(`${customerTimelineTexts.atTheFacility}$`),
    /Shredded at \d{2}:\d{2}: 2 of 2 seals$/,
    /Certificate COD-\d{4}-\d{6}/,
  ]);
  await expect(follow).not.toContainText("@");
  await customer.screenshot({ path: "/tmp/route-customer-timeline.png", fullPage: true });
  await customer.close();
});
