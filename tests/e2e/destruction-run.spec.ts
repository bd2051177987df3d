import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { formatSeal } from "@/lib/shared/seal-number";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { expectNoA11yViolations } from "./support/axe";
import { freshStaff, plantBooking, sql } from "./support/database";
import { mailFor } from "./support/mailbox";
import { signedInAt } from "./support/session";

// A destruction run at the facility on the crew's phone: Start a run, type the job's
// two seals as they go in (one typed twice is refused with its reason), the count, the customer's
// certificate e-mailed when the last one went in, End run.

test("a run at the facility destroys a job's two seals and the customer gets the certificate", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "mobile", "the facility's phone");
  test.setTimeout(90_000);
  const run = randomUUID().slice(0, 6).toUpperCase();
  const first = 100_000 + Math.floor(Math.random() * 800_000);
  const email = `run-customer-${run.toLowerCase()}@e2e.test`;
  const { id } = await plantBooking({
    reference: `RUN-${run}`,
    name: `Rhea Run ${run}`,
    email,
    service: "collection",
    day: todayInLondon(),
    status: "collected",
  });
  const [print] = await sql<{ id: string }>(
    `insert into label_prints (id, first_number, last_number, sheets, printed_by)
     values (gen_random_uuid(), $1, $1 + 1, 1, 'office@e2e.test') returning id`,
    [first],
  );
  await sql(
    `insert into job_collections (booking_id, quantity, seal_numbers, operative, collected_at, recorded_by)
     values ($1, 2, $2, 'Sam Carter', now() - interval '2 hours', 'crew@e2e.test')`,
    [id, `${formatSeal(first)}, ${formatSeal(first + 1)}`],
  );
  await sql(
    `insert into seals (number, state, print_id, booking_id, collected_at)
     select n, 'collected', $2, $3, now() - interval '2 hours' from generate_series($1::int, $1::int + 1) n`,
    [first, print!.id, id],
  );
  await sql(`insert into shredders (id, name) values (gen_random_uuid(), $1)`, [`Line ${run}`]);

  await signedInAt(page, await freshStaff("facility", "crew"), paths.crew);
  await page.getByRole("link", { name: texts.destruction }).click();
  await expect(page).toHaveURL(/\/crew\/destruction$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.destruction);

  await page.getByLabel(texts.shredder).selectOption({ label: `Line ${run}` });
  await page.getByLabel(texts.operator).fill("Robin Hall");
  await page.getByRole("button", { name: texts.startRun }).click();
  await expect(page.getByText(texts.runCount(0, 0))).toBeVisible();

  const seal = page.getByRole("textbox", { name: texts.scanSeal, exact: true });
  const answers = page.getByRole("log", { name: texts.scanAnswers });
  await seal.fill(formatSeal(first).toLowerCase());
  await seal.press("Enter");
  await expect(answers).toContainText(texts.destroyed(formatSeal(first)));
  await expect(page.getByText(texts.runCount(1, 1))).toBeVisible();
  await seal.fill(formatSeal(first));
  await seal.press("Enter");
  await expect(answers).toContainText(texts.alreadyDestroyed(formatSeal(first)));
  await seal.fill(formatSeal(first + 1));
  await seal.press("Enter");
  await expect(answers).toContainText(/Certificate COD-\d{4}-\d{6} issued for RUN-/);
  await expect(page.getByText(texts.runCount(2, 1))).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/destruction-run.png", fullPage: true });

  await page.getByRole("button", { name: texts.endRun }).click();
  await expect(page.getByRole("button", { name: texts.startRun })).toBeVisible();

  // The certificate, and the invoice issued with it as when the office marks a job destroyed.
  const mails = await mailFor(email, 2);
  expect(mails.map((mail) => mail.subject)).toContainEqual(
    expect.stringMatching(/^Certificate of destruction COD-/),
  );
});
