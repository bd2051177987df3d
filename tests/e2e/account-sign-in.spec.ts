import { expect, test } from "./support/test";
import { accountTexts } from "@/lib/account/account-texts";
import { signInTexts } from "@/lib/account/sign-in-texts";
import { nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { linkIn } from "./support/account-links";
import { expectNoA11yViolations } from "./support/axe";
import { plantBooking } from "./support/database";
import { mailFor } from "./support/mailbox";

// Sign in with an e-mailed link, as a customer does it: ask on /account, open the link
// from the e-mail (a GET that uses nothing, then the page's own POST), land signed in, sign out.
// The rules (once, 30 minutes, limits, the same answer in the same time) are the integration
// tests' (tests/integration/account-sign-in.test.ts).

test.skip(({ isMobile }) => isMobile, "one small form at every width: once, at desktop width");

test("a customer asks for a sign-in link on /account, opens it from the e-mail, lands signed in and signs out", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const run = Math.random().toString(36).slice(2, 8);
  const email = `account-${run}@e2e.test`;
  await plantBooking({
    reference: `ACC-${run.toUpperCase()}`,
    name: "Avery Account",
    email,
    service: "collection",
    day: nextWorkingDay(todayInLondon()),
  });

  const response = await page.goto(paths.account);
  expect(response!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(accountTexts.title);
  const form = page.getByRole("form", { name: accountTexts.sendLink });
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/account-signed-out.png", fullPage: true });

  // A well-formed address is checked in the browser first.
  await form.getByLabel(accountTexts.emailLabel).fill("not an address");
  await form.getByRole("button", { name: accountTexts.sendLink }).click();
  await expect(form.getByLabel(accountTexts.emailLabel)).toHaveAccessibleDescription(
    signInTexts.invalidEmail,
  );

  await form.getByLabel(accountTexts.emailLabel).fill(` ${email.toUpperCase()} `);
  await form.getByRole("button", { name: accountTexts.sendLink }).click();
  await expect(form.getByRole("status")).toHaveText(accountTexts.linkSent);
  await page.screenshot({ path: "/tmp/account-link-sent.png", fullPage: true });

  const [mail] = await mailFor(email, 1);
  expect(mail!.subject).toBe(accountTexts.signInEmailSubject);
  const link = linkIn(mail!.text, paths.accountSignIn);

  // A mail scanner's GET (no JavaScript) shows the button and uses nothing.
  const scanned = await page.request.get(link);
  expect(scanned.status()).toBe(200);
  expect(await scanned.text()).toContain(signInTexts.signInTitle);

  // The customer's click: the page sends itself and the account opens, signed in.
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${paths.account}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(accountTexts.title);
  await expect(page.getByText(signInTexts.signedInAs(email))).toBeVisible();

  // Add another e-mail address: it joins once the link e-mailed to it is opened in this browser.
  const office = `account-${run}-office@e2e.test`;
  const adding = page.getByRole("form", { name: accountTexts.addEmail });
  await adding.getByLabel(accountTexts.addEmail).fill(office);
  await adding.getByRole("button", { name: signInTexts.addEmailButton }).click();
  await expect(adding.getByRole("status")).toHaveText(signInTexts.addEmailSent);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/account-signed-in.png", fullPage: true });
  const [confirmation] = await mailFor(office, 1);
  expect(confirmation!.subject).toBe(accountTexts.addEmailEmailSubject);
  await page.goto(linkIn(confirmation!.text, paths.accountConfirmEmail));
  // It says which account the address joins, and waits for the button.
  await expect(page.getByText(signInTexts.confirmAdds(office, email))).toBeVisible();
  await page.getByRole("button", { name: signInTexts.confirmButton }).click();
  // The page shows the notice, then drops ?notice= from its address.
  await expect(page).toHaveURL(/\/account(\?notice=email-added)?$/);
  await expect(page.getByText(signInTexts.signedInAs(`${email}, ${office}`))).toBeVisible();

  // The link is spent: in another browser it says so, with the form to ask again.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByRole("heading", { level: 1 })).toHaveText(accountTexts.linkNotValid);
  await expect(elsewhere.getByRole("form", { name: accountTexts.sendLink })).toBeVisible();
  await other.close();

  // A customer is not staff: the admin and the crew's app send them to the staff's login.
  await page.goto(paths.admin);
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto(paths.crew);
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);

  await page.goto(paths.account);
  await page.getByRole("button", { name: accountTexts.signOut }).click();
  await expect(page.getByRole("form", { name: accountTexts.sendLink })).toBeVisible();
  await expect(page.getByText(signInTexts.signedInAs(email))).toHaveCount(0);
});

test("a sign-in link someone sends from their own browser asks 'Sign in as {address}?' and never signs the customer in unnoticed", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const run = Math.random().toString(36).slice(2, 8);
  const attacker = `mallory-${run}@e2e.test`;
  const customer = `casey-${run}@e2e.test`;
  for (const [reference, email] of [
    [`ATK-${run.toUpperCase()}`, attacker],
    [`CUS-${run.toUpperCase()}`, customer],
  ] as const) {
    await plantBooking({
      reference,
      name: "Someone",
      email,
      service: "collection",
      day: nextWorkingDay(todayInLondon()),
    });
  }

  // The attacker asks, in their own browser, for a link to their own account...
  const theirs = await browser.newContext();
  const attackerPage = await theirs.newPage();
  await attackerPage.goto(paths.account);
  const form = attackerPage.getByRole("form", { name: accountTexts.sendLink });
  await form.getByLabel(accountTexts.emailLabel).fill(attacker);
  await form.getByRole("button", { name: accountTexts.sendLink }).click();
  await expect(form.getByRole("status")).toHaveText(accountTexts.linkSent);
  await theirs.close();
  const [mail] = await mailFor(attacker, 1);
  const link = linkIn(mail!.text, paths.accountSignIn);

  // ...and sends it to the customer. In the customer's browser the page asks whose account it
  // signs in to, and signs nobody in until its button is pressed.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(signInTexts.signInAs(attacker));
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "/tmp/account-sign-in-as.png", fullPage: true });
  await page.waitForTimeout(1_000); // what would have signed in by itself, has had its time
  await expect(page).toHaveURL(link);
  await page.goto(paths.account);
  await expect(page.getByRole("form", { name: accountTexts.sendLink })).toBeVisible();

  // Had the customer pressed it anyway, the account says whose it is, and adding their own
  // address says which account it joins before it does.
  await page.goto(link);
  await page.getByRole("button", { name: signInTexts.signInButton }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.account}$`));
  await expect(page.getByText(signInTexts.signedInAs(attacker))).toBeVisible();
  const adding = page.getByRole("form", { name: accountTexts.addEmail });
  await adding.getByLabel(accountTexts.addEmail).fill(customer);
  await adding.getByRole("button", { name: signInTexts.addEmailButton }).click();
  await expect(adding.getByRole("status")).toHaveText(signInTexts.addEmailSent);
  const [confirmation] = await mailFor(customer, 1);
  await page.goto(linkIn(confirmation!.text, paths.accountConfirmEmail));
  await expect(page.getByText(signInTexts.confirmAdds(customer, attacker))).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/account\/confirm-email\?token=/);
});
