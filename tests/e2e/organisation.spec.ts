import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "./support/test";
import { accountTexts } from "@/lib/account/account-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { paths } from "@/lib/shared/paths";
import { linkIn, signInByEmailedLink } from "./support/account-links";
import { FAKE_STRIPE_PORT } from "./support/accounts";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { bookableDays, showMonthOf } from "./support/calendar";
import { freshAdmin, plantBooking, sql } from "./support/database";
import { plantInvoice } from "./support/documents";
import { mailFor } from "./support/mailbox";
import { plantSeals } from "./support/seals";
import { expectToast, signedInAt } from "./support/session";

// A business customer works as an organisation: its Administrator sets it up with two sites and
// a purchase order rule, invites a Finance colleague, a Booker kept to one site and a Viewer; the
// Booker books for their site with a purchase order number; the office collects and destroys;
// Finance sees the invoice with its number and pays it with the other open invoice in one
// Checkout; the Viewer, who sees no invoice, downloads the destruction summary.

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Opens the invitation e-mailed to `email` in a browser of its own and accepts it: signed in. */
async function acceptInvitation(browser: Browser, email: string): Promise<Page> {
  const [mail] = await mailFor(email, 1);
  const page = await (await browser.newContext()).newPage();
  await page.goto(linkIn(mail!.text, paths.accountInvitation));
  await page.getByRole("button", { name: organisationTexts.acceptInvitation }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.account}$`));
  return page;
}

async function invite(
  page: Page,
  email: string,
  role: "finance" | "booker" | "viewer",
  onlySite?: string,
) {
  const form = page.getByRole("form", { name: organisationTexts.inviteColleague });
  await form.getByLabel(organisationTexts.inviteEmail).fill(email);
  await form.getByLabel(organisationTexts.role).selectOption(role);
  if (onlySite) {
    await form.getByLabel("Only the sites I choose").check();
    await form.getByLabel(onlySite).check();
  }
  await form.getByRole("button", { name: organisationTexts.sendInvitation }).click();
  await expect(form.getByText(organisationTexts.invitationSent(email))).toBeVisible();
}

async function addSite(page: Page, name: string, postcode: string) {
  const form = page.getByRole("form", { name: organisationTexts.addSite });
  await form.getByLabel(organisationTexts.siteName).fill(name);
  await form
    .getByRole("textbox", { name: organisationTexts.siteAddress, exact: true })
    .fill(`1 ${name} Street`);
  await form.getByLabel(organisationTexts.postcode).fill(postcode);
  await form.getByLabel(organisationTexts.siteContactName).fill("Sam Site");
  await form.getByLabel(organisationTexts.siteContactPhone).fill("0191 496 0000");
  await form.getByRole("button", { name: organisationTexts.addSite }).click();
  await expect(form.getByText(`${name} is added.`)).toBeVisible();
}

test("an organisation's Administrator, Booker, office, Finance and Viewer work one job from booking to audit", async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== "desktop", "one journey through every role; one width");
  test.setTimeout(300_000);
  const stamp = `${Date.now()}-${randomUUID().slice(0, 4)}`;
  const [admin, finance, booker, viewer] = ["admin", "finance", "booker", "viewer"].map(
    (role) => `${role}-${stamp}@e2e.test`,
  ) as [string, string, string, string];
  const name = `Quayside Law ${stamp}`;

  // The Administrator's address is known (an earlier booking), so a sign-in link is sent.
  await plantBooking({
    reference: `NESS-O${randomUUID().slice(0, 5).toUpperCase()}`,
    name: "Ada Admin",
    email: admin,
    service: "collection",
    day: bookableDays()[30]!,
  });
  await signInByEmailedLink(page, admin);
  const setUp = page.getByRole("form", { name: organisationTexts.setUp });
  await setUp.getByLabel(organisationTexts.name).fill(name);
  await setUp.getByLabel(organisationTexts.billingAddress).fill("1 Quayside\nNewcastle upon Tyne");
  await setUp.getByLabel(organisationTexts.postcode).fill("ne1 3dx");
  await setUp
    .getByRole("group", { name: organisationTexts.purchaseOrderRequired })
    .getByLabel(organisationTexts.yes)
    .check();
  await setUp.getByRole("button", { name: organisationTexts.setUpSubmit }).click();
  await expect(page.getByText(organisationTexts.setUpDone(name))).toBeVisible();
  await page.reload();
  await addSite(page, "Head office", "NE1 4ST");
  await addSite(page, "Durham office", "DH1 3LE");
  await page.reload();
  await invite(page, finance, "finance");
  await invite(page, booker, "booker", "Durham office");
  await invite(page, viewer, "viewer");
  await expectNoA11yViolationsAtBothWidths(page);
  await page.screenshot({ path: "/tmp/organisation-admin.png", fullPage: true });

  // The Booker sees one Book a collection (their site) and books it with a purchase order.
  const bookerPage = await acceptInvitation(browser, booker);
  const bookLinks = bookerPage.getByRole("list", { name: organisationTexts.bookCollection });
  await expect(bookLinks.getByRole("link")).toHaveCount(1);
  await bookLinks.getByRole("link").click();
  await expect(bookerPage.getByRole("heading", { level: 1 })).toHaveText(
    "Book a collection for Durham office",
  );
  await expect(bookerPage.getByLabel("Collection address")).toHaveValue("1 Durham office Street");
  await (await showMonthOf(bookerPage, bookableDays()[4]!)).getByRole("button").click();
  await bookerPage.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(bookerPage.getByText(organisationTexts.purchaseOrderMissing)).toBeVisible();
  await bookerPage.getByLabel("Purchase order number").fill("PO-4471");
  await bookerPage.getByRole("button", { name: "Confirm Booking" }).click();
  const heading = bookerPage.getByRole("heading", { name: /^Booking NESS-[A-Z0-9]{6} requested$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.match(/NESS-[A-Z0-9]{6}/)![0];
  const [{ site_id: durham }] = (await sql<{ site_id: string }>(
    "select site_id from bookings where reference = $1 and purchase_order = 'PO-4471'",
    [reference],
  )) as [{ site_id: string }];
  expect(durham).toBeTruthy();

  // The office confirms, collects and destroys: the certificate and the invoice are issued.
  const office = await (await browser.newContext()).newPage();
  await signedInAt(office, await freshAdmin(`org-${stamp}`), `/admin/bookings?q=${reference}`);
  await office.getByRole("link", { name: reference }).click();
  await office.getByRole("button", { name: "Confirm booking" }).click();
  await expectToast(office, "Success", "Booking confirmed");
  const collected = office.getByRole("form", { name: "Mark as collected" });
  await collected.getByLabel("Bags or boxes collected").fill("1");
  await collected.getByLabel("Weight in kg").fill("8.5");
  await collected.getByLabel("Operative's name").fill("Sam Carter");
  await collected.getByLabel("Security seal numbers").fill((await plantSeals(1))[0]!);
  await collected.getByRole("button", { name: "Mark as collected" }).click();
  await expectToast(office, "Success", "Marked as collected");
  const destroyed = office.getByRole("form", { name: "Mark as destroyed" });
  await destroyed.getByRole("button", { name: "Mark as destroyed" }).click();
  await expectToast(office, "Success", "Marked as destroyed");
  const [{ number: certificate }] = (await sql<{ number: string }>(
    "select number from certificates where booking_reference = $1",
    [reference],
  )) as [{ number: string }];

  // Another open invoice, of the other site: Finance pays both in one Checkout.
  const other = await plantInvoice({ bookingId: (await plantOtherJob(stamp)).id }, admin);
  await sql(
    "update invoices set site_id = (select id from sites where name = 'Head office' and organisation_id = (select organisation_id from sites where id = $1)) where id = $2",
    [durham, other.id],
  );
  const financePage = await acceptInvitation(browser, finance);
  const invoices = region(financePage, accountTexts.invoices);
  await expect(invoices.getByRole("cell", { name: "Unpaid", exact: true })).toHaveCount(2);
  const jobInvoice = invoices.getByRole("row").filter({ hasText: "Durham office" });
  const invoicePage = await financePage.request.get(
    (await jobInvoice.getByRole("link").first().getAttribute("href"))!,
  );
  expect(await invoicePage.text()).toContain("PO-4471");
  await financePage.getByRole("button", { name: organisationTexts.payAllOpenInvoices }).click();
  await expect(financePage).toHaveURL(
    new RegExp(`^http://127\\.0\\.0\\.1:${FAKE_STRIPE_PORT}/pay/cs_`),
  );
  await financePage.getByRole("button", { name: "Pay" }).click();
  await expect(financePage).toHaveURL(/\/account\?/);
  await expect(invoices.getByRole("cell", { name: "Paid", exact: true })).toHaveCount(2);
  const payments = await sql<{ sessions: number; rows: number }>(
    `select count(distinct checkout_session_id)::int as sessions, count(*)::int as rows
       from payments where invoice_id in (select id from invoices where site_id in
         (select id from sites where organisation_id = (select organisation_id from sites where id = $1)))`,
    [durham],
  );
  expect(payments[0]).toEqual({ sessions: 1, rows: 2 });

  // The Viewer sees no invoice, and downloads the destruction summary for the auditors.
  const viewerPage = await acceptInvitation(browser, viewer);
  await expect(viewerPage.getByRole("heading", { name: accountTexts.invoices })).toHaveCount(0);
  await expect(region(viewerPage, accountTexts.certificates)).toContainText(certificate);
  const [download] = await Promise.all([
    viewerPage.waitForEvent("download"),
    viewerPage.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toContain(certificate);
  await viewerPage.screenshot({ path: "/tmp/organisation-viewer.png", fullPage: true });
});

/** A job of the organisation's other site, collected earlier, whose invoice is still open. */
async function plantOtherJob(stamp: string) {
  return plantBooking({
    reference: `NESS-H${stamp.slice(-5).toUpperCase()}`,
    name: "Harry Head",
    email: `head-${stamp}@e2e.test`,
    service: "collection",
    day: bookableDays()[1]!,
    status: "confirmed",
  });
}
