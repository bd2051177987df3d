import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin, plantBooking } from "./support/database";
import { signedInAt } from "./support/session";
import { openAdminSection } from "./support/admin";

// The crews' run sheet: the office picks a day on the Bookings tab, prints its run
// sheet and gets run-sheet-{day}.pdf holding the day's job.

test("the office prints the run sheet of a day with a booking", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "a download: one run is enough");
  test.slow();
  const run = randomUUID().slice(0, 6).toUpperCase();
  const day = "2027-03-17";
  const { reference } = await plantBooking({
    reference: `RUN-${run}`,
    name: `Rhea Runsheet ${run}`,
    email: `run-sheet-${run.toLowerCase()}@e2e.test`,
    service: "onsite",
    day,
    status: "confirmed",
  });

  await signedInAt(page, await freshAdmin("run-sheet"), "/admin");
  await openAdminSection(page, "Bookings");
  const form = page.getByRole("form", { name: "Print run sheet" });
  await expect(form.getByLabel("Day")).not.toHaveValue("");
  await expectNoA11yViolations(page);
  await form.getByLabel("Day").fill(day);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Print run sheet" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`run-sheet-${day}.pdf`);
  const text = execFileSync("pdftotext", ["-raw", (await download.path())!, "-"], {
    encoding: "utf8",
  }).replace(/\s+/g, " ");
  expect(text).toContain("Run sheet Wednesday 17 March 2027");
  expect(text).toContain("On-site shredding");
  expect(text).toContain(`All day (8am - 6pm) ${reference}`);
  expect(text).toContain(`Customer Rhea Runsheet ${run}`);
  expect(text).toContain("Seal numbers Weight (kg) Customer's signature Time");
  // A day that is not one is not found.
  expect((await page.request.get("/admin/run-sheets/2027-02-30")).status()).toBe(404);
});
