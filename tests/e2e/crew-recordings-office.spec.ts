import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { jobVersion } from "@/lib/crew/job-version";
import { todayInLondon } from "@/lib/shared/dates";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { expectToast, signedInAt } from "./support/session";

// A crew recording held because the office cancelled the job after the phone loaded it. Today's
// Needs attention counts it and opens the list, which shows the job as the phone saw it beside the
// job now; Apply says why it still cannot be applied, and the office Discards it. (Applying,
// holding and counting recordings: integration tests.)

test("the office compares a held crew recording with the job now, tries Apply, then Discards it", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "a list and a button: one width is enough");
  const run = randomUUID().slice(0, 6).toUpperCase();
  const today = todayInLondon();
  const { id: bookingId, reference } = await plantBooking({
    reference: `HLD-${run}`,
    name: `Hana Held ${run}`,
    email: `held-${run.toLowerCase()}@e2e.test`,
    service: "collection",
    day: today,
    status: "cancelled",
  });
  const seen = jobVersion({
    status: "confirmed",
    selectedDate: new Date(`${today}T00:00:00Z`),
    timeSlot: "allday",
    serviceType: "collection",
    bagQuantity: 1,
    postcode: null,
    collectionAddress: null,
  });
  const [crew] = await sql<{ id: string }>(
    `insert into users (id, email, password_hash, updated_at)
     values (gen_random_uuid(), $1, 'not-used', now()) returning id`,
    [`crew-${run.toLowerCase()}@e2e.test`],
  );
  await sql(
    `insert into crew_recordings (id, idempotency_key, booking_id, user_id, kind, device_id,
       device_label, recorded_at, payload, signed_by, state, held_reason)
     values (gen_random_uuid(), $1, $2, $3, 'collected', 'device-e2e', 'Pixel 8', now(), $4,
       'Pat Customer', 'held', 'The job is cancelled.')`,
    [
      randomUUID(),
      bookingId,
      crew!.id,
      JSON.stringify({
        jobVersion: seen,
        seals: ["S-1", "S-2"],
        count: 1,
        weightKg: 4.5,
        signedBy: "Pat Customer",
      }),
    ],
  );

  await signedInAt(page, await freshAdmin("held"), "/admin");
  const attention = page.getByRole("region", { name: "Needs attention" });
  await attention
    .getByRole("link", { name: /^Crew recordings to check: \d+ recordings?$/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/bookings\/crew-recordings$/);
  await expect(page.getByRole("heading", { name: "Crew recordings to check" })).toBeVisible();

  const card = page.getByRole("article", { name: `Collected: ${reference}, Hana Held ${run}` });
  await expect(card).toContainText("Why it was held: The job is cancelled.");
  await expect(card).toContainText(`Recorded by crew-${run.toLowerCase()}@e2e.test on Pixel 8`);
  const status = card.getByRole("row", { name: /^Status/ });
  await expect(status).toContainText("Open");
  await expect(status).toContainText("Cancelled");
  await expect(card).toContainText("S-1, S-2");
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/crew-recordings-held.png", fullPage: true });

  await card.getByRole("button", { name: `Apply ${reference}` }).click();
  await expectToast(page, "Error", "Not applied: The job is cancelled.");
  await card.getByRole("button", { name: `Discard ${reference}` }).click();
  await expectToast(page, "Success", "Recording discarded");
  await expect(card).toHaveCount(0);
  const [row] = await sql<{ state: string; resolved_by: string }>(
    `select state, resolved_by from crew_recordings where booking_id = $1`,
    [bookingId],
  );
  expect(row).toMatchObject({ state: "resolved", resolved_by: expect.stringContaining("held-") });
});

test("the office follows Today's Could not collect to the job and why", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "a list: one width is enough");
  const run = randomUUID().slice(0, 6).toUpperCase();
  const { id: bookingId, reference } = await plantBooking({
    reference: `NCL-${run}`,
    name: `Nico Notcollected ${run}`,
    email: `notcollected-${run.toLowerCase()}@e2e.test`,
    service: "collection",
    day: todayInLondon(),
    status: "confirmed",
  });
  const [crew] = await sql<{ id: string }>(
    `insert into users (id, email, password_hash, updated_at)
     values (gen_random_uuid(), $1, 'not-used', now()) returning id`,
    [`crew-${run.toLowerCase()}@e2e.test`],
  );
  await sql(
    `insert into crew_recordings (id, idempotency_key, booking_id, user_id, kind, device_id,
       device_label, recorded_at, payload, state)
     values (gen_random_uuid(), $1, $2, $3, 'not_collected', 'device-e2e', 'Pixel 8', now(),
       '{"reason":"access_refused","note":""}', 'applied')`,
    [randomUUID(), bookingId, crew!.id],
  );
  await sql(
    `insert into booking_events (id, booking_id, kind, actor, actor_email, detail)
     values (gen_random_uuid(), $1, 'not_collected', 'crew', $2, 'Access refused')`,
    [bookingId, `crew-${run.toLowerCase()}@e2e.test`],
  );

  await signedInAt(page, await freshAdmin("notcollected"), "/admin");
  const attention = page.getByRole("region", { name: "Needs attention" });
  await attention.getByRole("link", { name: /^Could not collect: \d+ jobs?$/ }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/could-not-collect$/);
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText(`Nico Notcollected ${run}`);
  await expect(row).toContainText("Access refused");
  await expectNoA11yViolations(page);
  await row.getByRole("link", { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));
  // The booking's history names the crew member who recorded it.
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("row", { name: /Could not collect/ })).toContainText(
    `Crew (crew-${run.toLowerCase()}@e2e.test)`,
  );
});
