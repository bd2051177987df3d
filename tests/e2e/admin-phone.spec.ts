import { expect, test } from "./support/test";
import { nextDay, todayInLondon } from "@/lib/shared/dates";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { expectToast, signedInAt } from "./support/session";

// The admin at 390 px: field errors at the field on an admin form, and the bookings list as cards.
test.skip(({ isMobile }) => !isMobile, "the phone width only");

test("an admin form shows the server's errors at the fields and focuses the first", async ({
  page,
}) => {
  await signedInAt(page, await freshAdmin("phone-fields"), "/admin/create");
  const form = page.getByRole("form", { name: "Create article" });
  await form.getByLabel("Content (HTML)").fill("Too short.");
  await form.getByRole("button", { name: "Create Article" }).click();
  await expectToast(page, "Error");

  const title = form.getByLabel("Title");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(/.+/);
  const content = form.getByLabel("Content (HTML)");
  await expect(content).toHaveAttribute("aria-invalid", "true");
  await expect(content).toHaveAccessibleDescription(/50 characters/);
});

test("the bookings list shows each booking as a card with slot, postcode and the outside-area flag", async ({
  page,
}) => {
  const reference = `NESS-P${String(Date.now()).slice(-5)}`;
  const { id } = await plantBooking({
    reference,
    name: "Phone Tester",
    email: "phone@e2e.test",
    service: "collection",
    day: nextDay(todayInLondon()),
  });
  await sql(`update bookings set postcode = 'SW1A 2AA', outside_area = true where id = $1`, [id]);

  await signedInAt(page, await freshAdmin("phone-list"), `/admin/bookings?q=sw1a2aa`);
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toBeVisible();
  await expect(row).toContainText("All day (8am - 6pm)");
  await expect(row).toContainText("SW1A 2AA");
  await expect(row.getByText("Outside area")).toBeVisible();
  // A card: each value beside its column's name, the whole row within the screen.
  await expect(row.getByText("Postcode", { exact: true })).toBeVisible();
  expect((await row.boundingBox())!.width).toBeLessThanOrEqual(390);
  // Nothing runs off the side of a 390 px screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
