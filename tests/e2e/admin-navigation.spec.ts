import { expect, test, type Page } from "./support/test";
import { todayInLondon } from "@/lib/shared/dates";
import { adminSections, adminTitle } from "@/lib/office/sections";
import { paths } from "@/lib/shared/paths";
import { site } from "@/lib/shared/site";
import { adminNav } from "./support/admin";
import { expectWithinWindow } from "./support/width";
import { bookableDays } from "./support/calendar";
import { plantContract } from "./support/contracts";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { plantSession, signedInAt } from "./support/session";

// The admin's navigation and frame: every section in view (1280 px) or behind one
// Sections button (390 px), the current one marked, each with its own h1 and title, none wider
// than the window; and the admin's own frame, without the public one's footer or cookie banner.

/** On a phone the Sections button names the current section and opens every link; clicked again until hydrated. */
async function openSections(page: Page, current: string) {
  const toggle = adminNav(page).getByRole("button");
  await expect(toggle).toContainText(current);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass();
}

test("every admin section is in view or one click away, marked current, with its own h1 and title, within the window", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const { id } = await plantBooking({
    reference: `NESS-N${String(Date.now()).slice(-5)}`,
    name: "Nav Tester",
    email: "nav@e2e.test",
    service: "collection",
    // Today, so that Today's job card is measured too.
    day: todayInLondon(),
  });
  await plantSession(page, await freshAdmin(`nav-${isMobile ? "phone" : "wide"}`));
  const nav = adminNav(page);
  const sections = Object.values(adminSections);

  for (const [index, section] of sections.entries()) {
    await page.goto(section.href);
    const link = nav.getByRole("link", { name: section.label, exact: true });
    if (isMobile) {
      await expect(link).toBeHidden();
      await openSections(page, section.label);
    }
    // Every section is now one click away, in sight without scrolling (the same list on every
    // page: read in full on the first and the last); this one marked as the page.
    const inSight = index === 0 || index === sections.length - 1 ? sections : [section];
    for (const other of inSight) {
      await expect(nav.getByRole("link", { name: other.label, exact: true })).toBeInViewport();
    }
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(section.label);
    await expect(page).toHaveTitle(adminTitle(section.label));
    await expectWithinWindow(page, section.href);
  }

  // Pages below a section mark it and keep its h1, with a title of their own.
  const contract = await plantContract([bookableDays()[42]!]);
  const [enquiry] = await sql<{ id: string }>(
    `insert into enquiries (id, kind, name, email, message, updated_at)
     values (gen_random_uuid(), 'contact', 'Nav Enquirer', 'nav-enquiry@e2e.test', 'Hello', now())
     returning id`,
  );
  for (const [href, section, title] of [
    [paths.adminBooking(id), adminSections.bookings, "Booking"],
    [paths.adminNewContract, adminSections.contracts, "New contract"],
    [paths.adminContract(contract.number), adminSections.contracts, `Contract ${contract.number}`],
    [paths.adminEnquiry(enquiry!.id), adminSections.enquiries, "Enquiry"],
  ] as const) {
    await page.goto(href);
    await expect(
      nav.getByRole("link", { name: section.label, exact: true, includeHidden: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(section.label);
    await expect(page).toHaveTitle(adminTitle(title));
    await expectWithinWindow(page, href);
  }

  // Following a link from the opened list closes it on the new page.
  if (isMobile) {
    await page.goto(paths.admin);
    await openSections(page, adminSections.today.label);
    await nav.getByRole("link", { name: adminSections.invoices.label }).click();
    await expect(page).toHaveURL(/\/admin\/invoices$/);
    await expect(nav.getByRole("button")).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("button")).toContainText(adminSections.invoices.label);
  }
});

test("the admin has its own frame on a phone: who is signed in, Logout and Sign out everywhere, no footer or cookie banner", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone, where the public frame covered the day's jobs");
  const account = await freshAdmin("frame");
  // A public page has the public frame: its cookie banner and its footer.
  await page.goto(paths.contact);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await signedInAt(page, account, paths.admin);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminSections.today.label);
  const banner = page.getByRole("banner");
  await expect(banner.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await expect(banner.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  await expect(banner.getByRole("link", { name: new RegExp(site.name) })).toHaveAttribute(
    "href",
    paths.home,
  );
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
    "href",
    "#main",
  );
  // Nothing of the public frame: no marketing footer, cookie banner or floating Book button.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Book a Shred/ })).toHaveCount(0);

  // An address no section answers is the admin's 404, in the admin's frame.
  const missing = await page.goto("/admin/no-such-section");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("main")).toHaveCount(1);

  // Leaving for the public site in the same page brings the public frame back.
  await banner.getByRole("link", { name: new RegExp(site.name) }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("main")).toHaveCount(1);
});
