import { randomUUID } from "node:crypto";
import { expect, test, type Locator } from "./support/test";
import { accountTexts } from "@/lib/account/account-texts";
import { accountDocumentTexts } from "@/lib/account/account-document-texts";
import { paths } from "@/lib/shared/paths";
import { signInByEmailedLink } from "./support/account-links";
import { expectNoA11yViolations } from "./support/axe";
import { bookableDays } from "./support/calendar";
import { plantContract } from "./support/contracts";
import { plantBooking, sql } from "./support/database";
import { plantCertificate, plantInvoice } from "./support/documents";
import { expectWithinWindow } from "./support/width";

// The customer's account on a 390 px phone: every list is a card a row, its actions in view and
// each at least 44 px tall (a fingertip), and no account page scrolls sideways. The table, with
// its row and column headers, is the desktop's (customer-account.spec.ts).
test.skip(({ isMobile }) => !isMobile, "the phone width only");

/** The action is on screen, inside the window's width, and at least 44 px tall. */
async function expectTappable(action: Locator, label: string) {
  await expect(action, label).toBeInViewport();
  const box = (await action.boundingBox())!;
  const width = await action.page().evaluate(() => document.documentElement.clientWidth);
  expect(box.height, `${label} is ${box.height} px tall`).toBeGreaterThanOrEqual(44);
  expect(box.x, label).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label} ends at ${box.x + box.width} px`).toBeLessThanOrEqual(width);
}

test("at 390 px each of the account's rows is a card whose actions are in view and 44 px tall, and no account page scrolls sideways", async ({
  page,
}) => {
  test.slow();
  const stamp = randomUUID().slice(0, 6);
  const email = `phone-${stamp}@e2e.test`;
  for (const path of [
    paths.account,
    `${paths.accountSignIn}?token=${"x".repeat(43)}`,
    `${paths.accountConfirmEmail}?token=${"x".repeat(43)}`,
  ]) {
    await page.goto(path);
    await expectWithinWindow(page, path);
  }

  // One of each: a booking with its invoice and certificate, a contract with its note to sign.
  const booking = await plantBooking({
    reference: `NESS-P${stamp.toUpperCase().slice(0, 5)}`,
    name: "Pat Phone",
    email,
    service: "collection",
    day: bookableDays()[6]!,
    status: "certificate_issued",
  });
  const certificate = await plantCertificate(booking.id, booking.reference);
  const invoice = await plantInvoice({ bookingId: booking.id }, email);
  const contract = await plantContract([bookableDays()[22]!]);
  await sql("update contracts set customer_email = $1 where id = $2", [email, contract.id]);

  await signInByEmailedLink(page, email);
  await expectWithinWindow(page, paths.account);
  // No table on a phone: the lists are lists of cards, one a row.
  await expect(page.getByRole("table")).toHaveCount(0);
  const region = (name: string) => page.getByRole("region", { name, exact: true });
  const card = (list: string, title: string) =>
    region(list)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

  const actions: [Locator, string][] = [
    [
      card(accountTexts.bookings, booking.reference).getByRole("link", {
        name: `${accountDocumentTexts.manage} ${booking.reference}`,
      }),
      "Manage",
    ],
    [
      card(accountTexts.contracts, contract.number).getByRole("link", {
        name: `${accountDocumentTexts.openContract} ${contract.number}`,
      }),
      "Open contract",
    ],
    [
      card(accountTexts.invoices, invoice.number).getByRole("link", {
        name: `${accountDocumentTexts.downloadInvoice} ${invoice.number} (PDF)`,
      }),
      "Download invoice",
    ],
    [
      card(accountTexts.certificates, certificate.number).getByRole("link", {
        name: `${accountDocumentTexts.downloadCertificate} ${certificate.number} (PDF)`,
      }),
      "Download certificate",
    ],
    [
      card(accountTexts.transferNotes, contract.number).getByRole("link", {
        name: new RegExp(`^${accountDocumentTexts.sign} ${contract.number} `),
      }),
      "Sign",
    ],
    [
      card(accountTexts.transferNotes, contract.number).getByRole("link", {
        name: new RegExp(`^${accountDocumentTexts.downloadNote} ${contract.number} `),
      }),
      "Download note",
    ],
  ];
  for (const [action, label] of actions) {
    await action.scrollIntoViewIfNeeded();
    await expectTappable(action, label);
  }
  // A card says what the table's columns say.
  await expect(card(accountTexts.bookings, booking.reference)).toContainText("Certificate issued");
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/account-phone.png", fullPage: true });
});
