import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { todayInLondon, toLondonDateTimeInput, toLondonIsoDateTime } from "@/lib/shared/dates";
import { formatLondonClock, formatLondonDate } from "@/lib/shared/format-date";
import { custodyTexts, custodyTimelineTexts } from "@/lib/custody/custody-texts";
import { customerTimelineTexts } from "@/lib/custody/customer-timeline-texts";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { bookableDays, showMonthOf } from "./support/calendar";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { plantCertificate } from "./support/documents";
import { mailFor } from "./support/mailbox";
import { plantSeals } from "./support/seals";
import { expectToast, signedInAt } from "./support/session";
import { pdfToText } from "../support/pdf-reader";

// Certificates of destruction: the office works a job from Requested to Certificate
// issued, the customer downloads the certificate from the manage link, and anyone holding it can
// verify it with its check code.

const currentStep = (page: Page) =>
  page.getByRole("list", { name: "Booking status" }).locator('[aria-current="step"]');

/** A job form's field shows its refusal: aria-invalid, the message next to it, and the focus. */
async function expectFieldError(field: ReturnType<Page["getByLabel"]>, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  const describedBy = (await field.getAttribute("aria-describedby"))!;
  const error = field.page().locator(`[id="${describedBy.split(" ")[0]}"]`);
  await expect(error).toHaveText(message);
}

function pdfText(bytes: Buffer): string {
  return pdfToText(bytes, "layout").replace(/\s+/g, " ");
}

test("the office runs a job to its certificate; the customer downloads it from the manage link", async ({
  page,
  browser,
}, info) => {
  test.skip(
    info.project.name !== "desktop",
    "the office's forms are one run; the pages are checked at 390 px below",
  );
  test.slow();
  const day = bookableDays()[3]!;
  const email = `certified-${Date.now()}@e2e.test`;
  const customer = await (await browser.newContext()).newPage();
  await customer.goto("/book");
  await (await showMonthOf(customer, day)).getByRole("button").click();
  await customer.getByLabel("Name").fill("Casey Certified");
  await customer.getByLabel("Email").fill(email);
  // The tooth prints in no font: the office is warned before the certificate is issued.
  await customer.getByLabel("Company").fill("Certified Dental Ltd 🦷");
  await customer.getByRole("button", { name: "Confirm Booking" }).click();
  await expectToast(customer, "Booking Request Sent!");
  const confirmation = (await mailFor(email, 2)).find((m) => m.to.includes(email))!;
  const reference = confirmation.text.match(/NESS-[A-Z0-9]{6}/)![0];
  const link = confirmation.html.match(/href="([^"]+\/bookings\/[^"]+)"/)![1]!;

  // The office: Confirm booking, Mark as collected, Mark as destroyed.
  await signedInAt(page, await freshAdmin("certifies"), `/admin/bookings?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("button", { name: "Mark as collected" })).toHaveCount(0);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expectToast(page, "Success", "Booking confirmed");
  await expect(currentStep(page)).toHaveText(/Confirmed/);

  await expect(page.getByRole("alert").filter({ hasText: "cannot print" })).toHaveText(
    "The certificate cannot print: 🦷",
  );

  const collected = page.getByRole("form", { name: "Mark as collected" });
  await collected.getByRole("button", { name: "Mark as collected" }).click();
  await expectToast(page, "Error", "Please give the operative's name");
  await expectFieldError(
    collected.getByLabel("Operative's name"),
    "Please give the operative's name",
  );
  // Collected yesterday, for a booking some days ahead: the certificate says what happened.
  const collectedAt = new Date(Date.now() - 26 * 60 * 60_000);
  collectedAt.setUTCSeconds(0, 0);
  await collected.getByLabel("Collected on").fill(toLondonDateTimeInput(collectedAt));
  await collected.getByLabel("Bags or boxes collected").fill("3");
  await collected.getByLabel("Weight in kg").fill("abc");
  await collected.getByLabel("Operative's name").fill("Sam Carter");
  await collected.getByRole("button", { name: "Mark as collected" }).click();
  await expectToast(page, "Error", "Weight must be a number of kg");
  await expectFieldError(
    collected.getByLabel("Weight in kg"),
    "Weight must be a number of kg with at most one decimal place, e.g. 12.5",
  );
  await expect(collected.getByLabel("Operative's name")).not.toHaveAttribute("aria-invalid");
  await expect(currentStep(page)).toHaveText(/Confirmed/);
  await collected.getByLabel("Weight in kg").fill("12,5");
  // A seal never printed is refused at its field, and nothing changes.
  await collected.getByLabel("Security seal numbers").fill("S-100231");
  await collected.getByRole("button", { name: "Mark as collected" }).click();
  await expectFieldError(
    collected.getByLabel("Security seal numbers"),
    custodyTexts.neverIssued("S-100231"),
  );
  await expect(currentStep(page)).toHaveText(/Confirmed/);
  const [seal] = (await plantSeals(1)) as [string];
  await collected.getByLabel("Security seal numbers").fill(seal);
  await collected.getByRole("button", { name: "Mark as collected" }).click();
  await expectToast(page, "Success", "Marked as collected");
  await expect(currentStep(page)).toHaveText(/Collected/);

  const destroyed = page.getByRole("form", { name: "Mark as destroyed" });
  await expect(destroyed.getByLabel("Method")).toHaveValue("cross_cut_offsite");
  await expect(destroyed.getByLabel("Place of destruction")).toHaveValue(/Lingfield Point/);
  await expect(destroyed.getByLabel("Destroyed by")).toHaveValue("Sam Carter");
  const nowInput = await destroyed.getByLabel("Destruction date and time").inputValue();
  await destroyed
    .getByLabel("Destruction date and time")
    .fill(toLondonDateTimeInput(new Date(collectedAt.getTime() - 60 * 60_000)));
  await destroyed.getByRole("button", { name: "Mark as destroyed" }).click();
  await expectToast(page, "Error", "Destruction cannot be before the collection");
  await expectFieldError(
    destroyed.getByLabel("Destruction date and time"),
    "Destruction cannot be before the collection",
  );
  await expect(currentStep(page)).toHaveText(/Collected/);
  await destroyed.getByLabel("Destruction date and time").fill(nowInput);
  await destroyed.getByLabel("Destroyed by").fill("Alex Morgan");
  await expectNoA11yViolations(page);
  await destroyed.getByRole("button", { name: "Mark as destroyed" }).click();
  await expectToast(page, "Success", "Marked as destroyed");
  await expect(currentStep(page)).toHaveText(/Certificate issued/);
  const history = page.getByRole("table", { name: "Booking history" });
  for (const step of ["Confirmed", "Collected", "Destroyed", "Certificate issued"]) {
    await expect(history).toContainText(step);
  }
  const [{ number, check_code: checkCode }] = (await sql<{ number: string; check_code: string }>(
    "select number, check_code from certificates where booking_reference = $1",
    [reference],
  )) as [{ number: string; check_code: string }];
  expect(number).toMatch(/^COD-\d{4}-\d{6}$/);
  // The chain of custody, oldest first. Destroyed by hand: the seal was destroyed with
  // the job (no run), and the office's record is its own step.
  const custody = page.getByRole("region", { name: custodyTimelineTexts.heading });
  await expect(custody.getByRole("listitem")).toHaveText([
    new RegExp(`${custodyTimelineTexts.printed}.*${seal}`),
    /Collected by Sam Carter.*Recorded by the office/,
    /Destroyed by Alex Morgan/,
    new RegExp(`Certificate ${number} issued`),
  ]);
  await expect(custody).toContainText(custodyTimelineTexts.tally(1, 1, []));
  await expect(custody.locator("time").nth(1)).toHaveAttribute(
    "datetime",
    toLondonIsoDateTime(collectedAt),
  );
  await custody.screenshot({ path: "/tmp/custody-timeline.png" });
  const adminPdf = await page.request.get(`/admin/certificates/${number}/pdf`);
  expect(adminPdf.headers()["content-type"]).toBe("application/pdf");

  // The customer: the e-mail with the PDF (beside the job's invoice, issued with it), then the
  // download from the manage link.
  const mails = await mailFor(email, 5);
  expect(mails.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Invoice INV-/));
  const mail = mails.find((m) => m.subject === `Certificate of destruction ${number}`)!;
  expect(mail.attachments?.[0]?.filename).toBe(`certificate-${number}.pdf`);
  await customer.goto(link);
  await expect(currentStep(customer)).toHaveText(/Certificate issued/);
  // The customer follows the bags, newest last, without the office's e-mail addresses.
  const follow = customer.getByRole("region", { name: customerTimelineTexts.heading });
  await expect(follow.getByRole("listitem")).toHaveText([
    new RegExp(
      `Collected at ${formatLondonClock(collectedAt)} by Sam Carter: 3 sealed bags, seals ${seal}$`,
    ),
    new RegExp(`${customerTimelineTexts.atTheFacility}$`),
    /Shredded at \d{2}:\d{2}: 1 of 1 seal$/,
    new RegExp(`${customerTimelineTexts.certificate(number)}`),
  ]);
  await expect(follow).not.toContainText("@");
  await expect(
    follow.getByRole("link", { name: customerTimelineTexts.verificationLabel(number) }),
  ).toHaveAttribute("href", `/certificates/${number}?code=${checkCode}`);
  // A finished job shows what was collected and destroyed, not "Change or cancel".
  const job = customer.getByRole("region", { name: "Collected and destroyed" });
  for (const fact of ["3 bags or boxes", "12.5 kg", seal, "Cross-cut shredding (off-site)"]) {
    await expect(job).toContainText(fact);
  }
  await expect(customer.getByRole("heading", { name: "Change or cancel" })).toHaveCount(0);
  const download = customer.getByRole("link", { name: /Download certificate/ });
  const pdf = await customer.request.get((await download.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain(`filename="certificate-${number}.pdf"`);
  const text = pdfText(await pdf.body());
  for (const field of [
    number,
    reference,
    "Casey Certified",
    "Certified Dental Ltd",
    "3 bags or boxes",
    "12.5 kg",
    seal,
    "Sam Carter",
    `Collected on ${formatLondonDate(collectedAt.toISOString(), "EEEE d MMMM yyyy, HH:mm")}`,
    "Destroyed by Alex Morgan",
    "Cross-cut shredding (off-site)",
    "BS EN 15713:2023",
    checkCode,
  ]) {
    expect(text).toContain(field);
  }
  await expectNoA11yViolations(customer);
});

test("a certificate is verified only with its check code, and shows no personal data", async ({
  page,
  isMobile,
}) => {
  test.skip(
    isMobile,
    "the same page at every width: once, at desktop width, scanned at 390 px too",
  );
  const reference = `VER-${randomUUID().slice(0, 6).toUpperCase()}`;
  const { id } = await plantBooking({
    reference,
    name: "Pat Private",
    email: "pat@e2e.test",
    service: "collection",
    day: todayInLondon(),
    status: "certificate_issued",
  });
  const { number } = await plantCertificate(id, reference);

  await page.goto(`/certificates/${number}`);
  await expect(page.getByLabel("Enter the check code printed on the certificate")).toBeVisible();
  for (const hidden of [
    "Verify Works Ltd",
    "Pat Private",
    "9 Secret Lane",
    "On-site mobile shredding",
  ]) {
    await expect(page.getByText(hidden)).toHaveCount(0);
  }
  await expectNoA11yViolationsAtBothWidths(page);
  await page.getByLabel("Enter the check code printed on the certificate").fill("AAAAAAAA");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("#check-code-error")).toHaveText(
    "That check code does not match this certificate.",
  );
  await expect(page.getByLabel("Enter the check code printed on the certificate")).toHaveValue(
    "AAAAAAAA",
  );
  await expect(page.getByText("Verify Works Ltd")).toHaveCount(0);

  await page.getByLabel("Enter the check code printed on the certificate").fill("k7m2 q9xz");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Certificate ${number} is valid`,
  );
  for (const shown of ["7 bags or boxes", "On-site mobile shredding", "Verify Works Ltd"]) {
    await expect(page.getByText(shown)).toBeVisible();
  }
  for (const hidden of ["Pat Private", "9 Secret Lane", "pat@e2e.test"]) {
    await expect(page.getByText(hidden)).toHaveCount(0);
  }
  await expectNoA11yViolationsAtBothWidths(page);

  // The QR code's link carries the code; an unknown number is a 404 that says it is not genuine.
  const response = await page.goto(`/certificates/${number}?code=K7M2Q9XZ`);
  expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Certificate ${number} is valid`,
  );
  expect((await page.goto("/certificates/COD-1998-000000"))!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "No certificate COD-1998-000000",
  );
  await expect(
    page.getByText(
      "This number was not issued by North East Secure Shredding. The certificate is not genuine.",
    ),
  ).toBeVisible();
});
