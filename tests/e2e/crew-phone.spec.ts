import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { expect, test } from "./support/test";
import {
  base64Bytes,
  MAX_PHOTO_BYTES,
  recordingMessages,
  type Recording,
} from "@/lib/crew/recording-schema";
import { crewTexts } from "@/lib/crew/texts";
import { custodyTexts } from "@/lib/custody/custody-texts";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { expectNoA11yViolations } from "./support/axe";
import { plantBooking, sql } from "./support/database";
import { mailFor } from "./support/mailbox";
import { noisyPng } from "./support/png";
import { plantSeals } from "./support/seals";
import { expectToast, plantSession, signedInAt } from "./support/session";
import { expectWithinWindow } from "./support/width";
import { drawSignature, signCollection } from "./support/signature";

// The crew's phone at 390 px: a crew member signs in from /crew, opens today's stop,
// taps Arrived, types two printed seals (the same one twice, or one never printed, is refused at
// its field), adds a photo the
// phone makes smaller, takes the customer's name and signature and confirms the collection; the
// office's route applies it and the customer's receipt holds the seals.

async function crewMember(run: string) {
  const email = `crew-${run.toLowerCase()}@e2e.test`;
  const password = "crew-member-password";
  const [user] = await sql<{ id: string }>(
    `with u as (
       insert into users (id, email, password_hash, name, updated_at)
       values (gen_random_uuid(), $1, $2, $3, now()) returning id)
     insert into user_roles (id, user_id, role) select gen_random_uuid(), id, 'crew' from u
     returning user_id as id`,
    [email, await hash(password), `Casey Crew ${run}`],
  );
  return { id: user!.id, email, password };
}

// The job is a request the office has not confirmed yet: the phone says so, the crew collect it
// all the same, and the collection confirms it.
test("a crew member records a collection at the door on the phone", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "the crew's phone");
  test.setTimeout(90_000);
  const run = randomUUID().slice(0, 6).toUpperCase();
  const crew = await crewMember(run);
  const { id, reference } = await plantBooking({
    reference: `CRW-${run}`,
    name: `Nina Door ${run}`,
    email: `crew-customer-${run.toLowerCase()}@e2e.test`,
    service: "collection",
    day: todayInLondon(),
    status: "requested",
  });
  await sql(
    `update bookings set assignee_id = $2, collection_address = '5 Quayside, Newcastle',
       postcode = 'NE1 3JE', customer_phone = '0191 555 0101', company_name = 'North Ledgers Ltd',
       special_requirements = 'Ring the side door' where id = $1`,
    [id, crew.id],
  );

  // A stranger is sent to sign in, with the way back to /crew (where the login form then sends
  // each role is the Team section's: lib/team/landing.ts).
  await page.goto(paths.crew);
  await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fcrew$/);
  await plantSession(page, crew);
  const response = await page.goto(paths.crew);
  await expect(page).toHaveURL(/\/crew$/);
  expect(response!.headers()["permissions-policy"]).toContain("camera=(self)");
  expect(response!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByText(`Casey Crew ${run}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Book a Shred/i })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  const stop = page.getByRole("listitem", { name: reference });
  await expect(stop).toContainText(`Nina Door ${run}`);
  await expect(stop).toContainText("North Ledgers Ltd");
  await expect(stop).toContainText("Ring the side door");
  await expect(stop).toContainText(`${crewTexts.notConfirmed}${crewTexts.notConfirmedLine}`);
  await expect(stop.getByRole("link", { name: "0191 555 0101" })).toHaveAttribute(
    "href",
    "tel:01915550101",
  );
  await expect(stop.getByRole("link", { name: /5 Quayside/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=5\+Quayside/,
  );
  await expectWithinWindow(page, "/crew");
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/crew-day.png", fullPage: true });

  await stop.getByRole("link", { name: /Open stop/ }).click();
  await expect(page).toHaveURL(new RegExp(`#stop-${id}$`));
  await expect(page.getByRole("heading", { level: 2, name: reference })).toBeFocused();

  const arrived = page.waitForRequest(
    (r) => r.url().endsWith(paths.crewRecordings) && r.method() === "POST",
  );
  await page.getByRole("button", { name: crewTexts.arrived }).click();
  const arrival = (await arrived).postDataJSON() as Recording;
  expect(arrival).toMatchObject({ kind: "arrived", bookingId: id });
  await expect(page.getByText(/^Arrived at \d{2}:\d{2}$/)).toBeVisible();
  // The office's answer, from the real route (lib/crew/recording-route.ts).
  await expect(page.getByRole("status").getByText(crewTexts.sent)).toBeVisible();
  await expect(page.getByText("State: Arrived", { exact: true })).toBeVisible();
  await page.screenshot({ path: "/tmp/crew-arrived.png" });

  // Two printed seals; the first typed in lower case.
  const [sealA, sealB] = (await plantSeals(2)) as [string, string];
  await page.getByRole("button", { name: crewTexts.collected, exact: true }).click();
  await page.getByRole("textbox", { name: "Seal 1" }).fill(sealA.toLowerCase());
  await page.getByRole("button", { name: "Add another seal" }).click();
  const second = page.getByRole("textbox", { name: "Seal 2" });
  await second.fill(sealA);
  await second.blur();
  await expect(page.getByText(crewTexts.duplicateSeal)).toBeVisible();
  await expect(second).toHaveAttribute("aria-invalid", "true");
  // Online, a seal never printed is refused at its field as it is left, before anyone signs.
  await second.fill("SEAL-X9");
  await second.blur();
  await expect(page.getByText(custodyTexts.neverIssued("SEAL-X9"))).toBeVisible();
  await expect(second).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: "/tmp/crew-seal-refused.png" });
  await second.fill(sealB);
  await second.blur();
  await expect(page.getByText(crewTexts.duplicateSeal)).toHaveCount(0);
  await expect(page.getByText(custodyTexts.neverIssued("SEAL-X9"))).toHaveCount(0);

  await page.getByLabel("Bags or consoles collected").fill("2");
  // A decimal comma, as the office's forms take it.
  await page.getByLabel("Weight in kg (if weighed)").fill("7,5");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "label.png", mimeType: "image/png", buffer: noisyPng(2000, 1500) });
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible({ timeout: 20_000 });
  // Both signatures are required: the crew member's pad, unsigned, is refused at its field.
  await drawSignature(page);
  await page.getByRole("button", { name: crewTexts.confirmCollection }).click();
  await expect(page.getByText(recordingMessages.crewSignature)).toBeVisible();
  await expect(page.getByRole("img", { name: "Crew member's signature" })).toBeVisible();
  // A name the receipt's fonts cannot draw is refused at its field, on the phone.
  const printedName = page.getByLabel("Customer's printed name");
  await printedName.fill("Nina 😀");
  await printedName.blur();
  await expect(page.getByText(recordingMessages.signedByUnprintable(["😀"]))).toBeVisible();
  await expect(printedName).toHaveAttribute("aria-invalid", "true");
  await printedName.fill("Nina Door");
  await expect(page.getByText(recordingMessages.signedByUnprintable(["😀"]))).toHaveCount(0);

  await signCollection(page);
  await expectWithinWindow(page, "the Collected form");
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/crew-collected-form.png", fullPage: true });

  const sent = page.waitForRequest(
    (r) => r.url().endsWith(paths.crewRecordings) && r.postDataJSON()?.kind === "collected",
  );
  await page.getByRole("button", { name: crewTexts.confirmCollection }).click();
  const recording = (await sent).postDataJSON() as Extract<Recording, { kind: "collected" }>;
  expect(recording).toMatchObject({
    kind: "collected",
    bookingId: id,
    seals: [sealA, sealB],
    count: 2,
    weightKg: 7.5,
    signedBy: "Nina Door",
    deviceId: arrival.deviceId,
  });
  expect(recording.key).not.toBe(arrival.key);
  expect(recording.recordedAt).toMatch(/[+-]\d{2}:\d{2}$/);
  expect(recording.signaturePng).toMatch(/^iVBORw0KGgo/);
  expect(recording.crewSignaturePng).toMatch(/^iVBORw0KGgo/);
  expect(recording.photos).toHaveLength(1);
  expect(recording.photos[0]!.contentType).toBe("image/jpeg");
  expect(base64Bytes(recording.photos[0]!.data)).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  await expect(page.getByRole("status").getByText(crewTexts.sent)).toBeVisible();
  await expect(page.getByText("State: Collected", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: crewTexts.confirmCollection })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/crew-after-confirm.png", fullPage: true });

  const [job] = await sql<{ status: string }>(`select status from bookings where id = $1`, [id]);
  expect(job!.status).toBe("collected");
  const history = await sql<{ kind: string; detail: string | null }>(
    `select kind, detail from booking_events where booking_id = $1 order by at`,
    [id],
  );
  expect(history.map((e) => e.kind)).toEqual(["requested", "arrived", "confirmed", "collected"]);
  expect(history[2]!.detail).toBe("Confirmed by the crew's collection");

  // The customer's receipt names both seals.
  const [receipt] = await mailFor(`crew-customer-${run.toLowerCase()}@e2e.test`, 1);
  expect(receipt!.subject).toBe(`Collection receipt ${reference}`);
  expect(receipt!.text).toContain(`${sealA}, ${sealB}`);

  // Back on the day's list, the stop reads Collected.
  await page.getByRole("link", { name: /Back to the day's stops/ }).click();
  await expect(
    page.getByRole("listitem", { name: reference }).getByText("State: Collected", { exact: true }),
  ).toBeVisible();
});

test("a signed-in user with neither the Crew nor the Office role is refused /crew", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "mobile", "the crew's phone");
  const email = `roleless-${randomUUID().slice(0, 8)}@e2e.test`;
  const password = "roleless-password";
  await sql(
    `insert into users (id, email, password_hash, updated_at)
     values (gen_random_uuid(), $1, $2, now())`,
    [email, await hash(password)],
  );
  await signedInAt(page, { email }, paths.crew);
  await expectToast(page, "Access Denied");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: crewTexts.arrived })).toHaveCount(0);
});

test("a crew member records that a stop could not be collected, with a note for Other for the customer and one for the office", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "mobile", "the crew's phone");
  const run = randomUUID().slice(0, 6).toUpperCase();
  const crew = await crewMember(run);
  const customer = `crew-nobody-${run.toLowerCase()}@e2e.test`;
  const { id, reference } = await plantBooking({
    reference: `CNC-${run}`,
    name: `Nobody Home ${run}`,
    email: customer,
    service: "collection",
    day: todayInLondon(),
    status: "confirmed",
  });
  await sql(`update bookings set assignee_id = $2 where id = $1`, [id, crew.id]);

  await signedInAt(page, crew, `${paths.crew}#stop-${id}`);
  await expect(page.getByRole("heading", { level: 2, name: reference })).toBeVisible();
  await page.getByRole("button", { name: crewTexts.arrived }).click();
  await page.getByRole("button", { name: crewTexts.couldNotCollect }).click();

  const reasons = page.getByRole("group", { name: "Why could it not be collected?" });
  await page.getByRole("button", { name: "Record: could not collect" }).click();
  await expect(page.getByText("Please choose why it could not be collected")).toBeVisible();
  await reasons.getByRole("radio", { name: "Other" }).check();
  await page.getByRole("button", { name: "Record: could not collect" }).click();
  const note = page.getByRole("textbox", { name: "Note for the customer (e-mailed to them)" });
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please say why it could not be collected")).toBeVisible();
  await note.fill("Gate locked, no answer on the phone");
  await page
    .getByRole("textbox", { name: "Note for the office (not sent)" })
    .fill("Dog loose in the yard");

  const sent = page.waitForRequest(
    (r) => r.url().endsWith(paths.crewRecordings) && r.postDataJSON()?.kind === "not_collected",
  );
  await page.getByRole("button", { name: "Record: could not collect" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    bookingId: id,
    reason: "other",
    note: "Gate locked, no answer on the phone",
    officeNote: "Dog loose in the yard",
  });
  await expect(page.getByText("State: Could not collect", { exact: true })).toBeVisible();
  const [notice] = await mailFor(customer, 1);
  expect(notice!.subject).toBe(`We could not collect today (${reference})`);
  expect(notice!.text).toContain("Gate locked");
  expect(JSON.stringify(notice)).not.toContain("Dog loose");
  const [stored] = await sql<{ office_note: string }>(
    `select office_note from crew_recordings where booking_id = $1 and kind = 'not_collected'`,
    [id],
  );
  expect(stored!.office_note).toBe("Dog loose in the yard");
});
