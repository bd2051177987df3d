import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { hash } from "@node-rs/argon2";
import { expect, test, type Page } from "./support/test";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import { crewTexts } from "@/lib/crew/texts";
import { certificateSealTexts } from "@/lib/certificates/certificate-seal-texts";
import { custodyTexts } from "@/lib/custody/custody-texts";
import { labelTexts } from "@/lib/custody/label-texts";
import { formatSeal, parseSeal } from "@/lib/shared/seal-number";
import { todayInLondon } from "@/lib/shared/dates";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import { openAdminSection } from "./support/admin";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { mailFor } from "./support/mailbox";
import { signedInAt } from "./support/session";
import { signCollection } from "./support/signature";
import { startDestructionRun } from "./support/destruction";
import { pdfToPng, readPdf } from "../support/pdf-reader";

// The chain of custody end to end: the office prints a sheet of seal labels; a crew
// member collects a stop with two of them on /crew; a destruction run at the facility destroys
// both; the customer's certificate e-mail carries a one-page PDF listing both seals with the time
// each was collected and destroyed; the verification page says 2 seals.

async function crewMember(run: string) {
  const email = `chain-crew-${run.toLowerCase()}@e2e.test`;
  const password = "chain-crew-password";
  const [user] = await sql<{ id: string }>(
    `with u as (
       insert into users (id, email, password_hash, name, updated_at)
       values (gen_random_uuid(), $1, $2, $3, now()) returning id)
     insert into user_roles (id, user_id, role) select gen_random_uuid(), id, 'crew' from u
     returning user_id as id`,
    [email, await hash(password), `Casey Chain ${run}`],
  );
  return { id: user!.id, email, password };
}

/** The office's Print labels, one sheet: the first and last seal it issued. */
async function printOneSheet(page: Page): Promise<[number, number]> {
  await openAdminSection(page, labelTexts.section);
  const form = page.getByRole("form", { name: labelTexts.printLabels });
  await form.getByLabel(labelTexts.sheetsLabel).fill("1");
  await form.getByRole("button", { name: labelTexts.printLabels }).click();
  const issued = page.getByRole("status").filter({ hasText: "issued" });
  await expect(issued).toContainText("(1 sheet) issued.");
  const [first, last] = ((await issued.textContent()) ?? "")
    .match(/S-\d{6,}/g)!
    .map((seal) => parseSeal(seal)!);
  return [first!, last!];
}

test("two printed seals are collected, destroyed in a run and listed on the certificate", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "one run of the whole chain is enough");
  test.setTimeout(150_000);
  const run = randomUUID().slice(0, 6).toUpperCase();
  const email = `chain-customer-${run.toLowerCase()}@e2e.test`;

  // The office prints a sheet of labels; the crew takes two of them.
  await signedInAt(page, await freshAdmin("chain-office"), paths.admin);
  const [first, last] = await printOneSheet(page);
  expect(last - first + 1).toBe(24);
  const [sealA, sealB] = [formatSeal(first + 4), formatSeal(first + 5)];
  const [issued] = await sql<{ issued: string }>(
    `select count(*)::int as issued from seals where number between $1 and $2 and state = 'issued'`,
    [first, last],
  );
  expect(issued).toEqual({ issued: 24 });

  // The crew's stop today, collected at the door with those two seals.
  const crew = await crewMember(run);
  const { id, reference } = await plantBooking({
    reference: `CHN-${run}`,
    name: `Chris Chain ${run}`,
    email,
    service: "collection",
    day: todayInLondon(),
    status: "confirmed",
  });
  await sql(
    `update bookings set assignee_id = $2, collection_address = '8 Grey Street, Newcastle',
       postcode = 'NE1 6AE', company_name = 'Chain Audits Ltd' where id = $1`,
    [id, crew.id],
  );
  await page.context().clearCookies();
  await signedInAt(page, crew, paths.crew);
  const stop = page.getByRole("listitem", { name: reference });
  await stop.getByRole("link", { name: /Open stop/ }).click();
  await page.getByRole("button", { name: crewTexts.arrived }).click();
  await expect(page.getByText("State: Arrived", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: crewTexts.collected, exact: true }).click();
  await page.getByRole("textbox", { name: "Seal 1" }).fill(sealA);
  await page.getByRole("button", { name: "Add another seal" }).click();
  await page.getByRole("textbox", { name: "Seal 2" }).fill(sealB);
  await page.getByLabel("Bags or consoles collected").fill("2");
  await page.getByLabel("Customer's printed name").fill("Chris Chain");
  await signCollection(page);
  await page.getByRole("button", { name: crewTexts.confirmCollection }).click();
  // The phone saves the recording first and sends it when it can ('Sent to the office.' may still
  // be the Arrived recording's answer): the seals are claimed once the server has stored it, so
  // the test waits for the phone's queue to empty and for the claim itself.
  await expect(page.getByText(crewTexts.waiting(1))).toBeHidden({ timeout: 60_000 });
  await expect(page.getByText("State: Collected", { exact: true })).toBeVisible();
  const collectedSeals = () =>
    sql<{ number: number }>(
      `select number from seals where booking_id = $1 and state = 'collected' order by number`,
      [id],
    ).then((rows) => rows.map((seal) => formatSeal(seal.number)));
  await expect.poll(collectedSeals, { timeout: 30_000 }).toEqual([sealA, sealB]);

  // At the facility: a run destroys both; the second completes the job and issues its certificate.
  const { answers, scan, end } = await startDestructionRun(page, `Chain ${run}`, "Robin Hall");
  await scan(sealA);
  await expect(answers).toContainText(custodyTexts.destroyed(sealA));
  await scan(sealB);
  await expect(answers).toContainText(
    new RegExp(`Certificate COD-\\d{4}-\\d{6} issued for ${reference}`),
  );
  await end();
  await expect(page.getByRole("button", { name: custodyTexts.startRun })).toBeVisible();

  // The customer's mail: the receipt at the door, then the certificate and the invoice.
  const mails = await mailFor(email, 3);
  const [certificate] = await sql<{ number: string; check_code: string }>(
    `select number, check_code from certificates where booking_id = $1`,
    [id],
  );
  const mail = mails.find(
    (m) => m.subject === certificateMessages.emailSubject(certificate!.number),
  )!;
  expect(mail.attachments?.[0]?.filename).toBe(certificateMessages.fileName(certificate!.number));
  const pdf = Buffer.from(mail.attachments![0]!.content, "base64");
  const read = readPdf(pdf, "layout");
  expect(read.info).toMatch(/Pages:\s+1\n/);
  const text = read.text.replace(/\s+/g, " ");
  // Each seal with the time it was collected and the time it went into the shredder.
  const destroyed = await sql<{ number: number; collected_at: Date; destroyed_at: Date }>(
    `select number, collected_at, destroyed_at from seals where booking_id = $1 order by number`,
    [id],
  );
  expect(destroyed).toHaveLength(2);
  for (const row of destroyed) {
    expect(text).toContain(
      `${formatSeal(row.number)} ${formatLondonDateTime(row.collected_at)} ${formatLondonDateTime(row.destroyed_at)}`,
    );
  }
  expect(text).toContain(
    `${certificateSealTexts.section} ${certificateSealTexts.collected} ${certificateSealTexts.destroyed}`,
  );
  writeFileSync("/tmp/chain-of-custody-certificate.png", pdfToPng(pdf, 100));

  // The public verification page, with the check code printed on the certificate.
  expect(text).toContain(certificate!.check_code);
  await page.context().clearCookies();
  await page.goto(`${paths.certificate(certificate!.number)}?code=${certificate!.check_code}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    certificateMessages.valid(certificate!.number),
  );
  await expect(page.getByText(certificateSealTexts.count(2), { exact: true })).toBeVisible();
  await page.screenshot({ path: "/tmp/chain-of-custody-verification.png", fullPage: true });
});
