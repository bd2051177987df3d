import { expect, test } from "./support/test";
import { adminSections } from "@/lib/office/sections";
import { paths } from "@/lib/shared/paths";
import { teamTexts } from "@/lib/team/team-texts";
import { expectNoA11yViolations } from "./support/axe";
import { freshAdmin } from "./support/database";
import { mailFor } from "./support/mailbox";
import { expectToast, signedInAt, signIn } from "./support/session";

// The Team section, as the office and a new colleague use it: the Office adds a Crew
// member, who opens the link in the invitation e-mail, sets a password, signs in and lands on
// their day (/crew), and gets nothing from the admin. Rules and races are the integration tests'.

test.skip(({ isMobile }) => isMobile, "the same forms at every width: once, at desktop width");

test("the Office adds a Crew colleague, who sets a password from the e-mailed link and signs in to /crew", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const run = Math.random().toString(36).slice(2, 8);
  const colleague = { name: `Casey Crew ${run}`, email: `casey-${run}@e2e.test` };
  await signedInAt(page, await freshAdmin("team"), paths.adminTeam);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminSections.team.label);

  const form = page.getByRole("form", { name: teamTexts.addColleague });
  await form.getByLabel("Name").fill(colleague.name);
  await form.getByLabel("E-mail").fill(colleague.email);
  await form.getByLabel("Role").selectOption({ label: "Crew" });
  await form.getByRole("button", { name: teamTexts.sendInvitation }).click();
  await expectToast(page, "Success", teamTexts.invitationSent(colleague.email));
  const row = page.getByRole("row").filter({ hasText: colleague.email });
  await expect(row).toContainText(colleague.name);
  await expect(row).toContainText("Crew");
  await expect(row).toContainText("No: invitation sent");
  await expectNoA11yViolations(page);

  // The same e-mail again is refused at its field.
  await form.getByLabel("Name").fill("Someone Else");
  await form.getByLabel("E-mail").fill(colleague.email.toUpperCase());
  await form.getByRole("button", { name: teamTexts.sendInvitation }).click();
  await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(teamTexts.alreadyStaff);

  const [invitation] = await mailFor(colleague.email, 1);
  expect(invitation!.subject).toBe("You have been invited to North East Secure Shredding");
  const link = /https?:\/\/[^\s)"]+\/auth\/invitation\/[A-Za-z0-9_-]+/.exec(invitation!.text)![0];

  // The colleague, in a browser of their own.
  const theirs = await browser.newContext();
  const phone = await theirs.newPage();
  await phone.goto(new URL(link).pathname);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(teamTexts.setPassword);
  await expectNoA11yViolations(phone);
  await phone.getByLabel("New password").fill("casey-long-password");
  await phone.getByLabel("Repeat the password").fill("casey-long-password");
  await phone.getByRole("button", { name: teamTexts.setPassword }).click();
  await expect(phone).toHaveURL(/\/auth$/);
  await expectToast(phone, "Password set", "Sign in with your e-mail and your new password.");

  // The link is spent.
  await phone.goto(new URL(link).pathname);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(teamTexts.invitationNotValid);

  await signIn(phone, { email: colleague.email, password: "casey-long-password" });
  await expect(phone).toHaveURL(/\/crew$/);
  // Signed in, the login page sends them to their day too.
  await phone.goto(paths.auth);
  await expect(phone).toHaveURL(/\/crew$/);
  // Nothing of the admin: the admin's refusal, as for anyone without the Office role.
  await phone.goto(paths.admin);
  await expectToast(phone, "Access Denied", "You need admin privileges to access this page");
  await expect(phone).toHaveURL("/");

  await page.reload();
  await expect(row).toContainText("Yes");
  await page.screenshot({ path: "/tmp/team-section.png", fullPage: true });

  // Remove access: confirmed, the colleague leaves the list and their session ends at once.
  await row.getByRole("button", { name: `Remove access for ${colleague.name}` }).click();
  await page
    .getByRole("alertdialog", { name: teamTexts.removeAccessQuestion(colleague.name) })
    .getByRole("button", { name: teamTexts.removeAccess })
    .click();
  await expectToast(page, "Success", teamTexts.accessRemoved(colleague.name));
  await expect(row).toHaveCount(0);
  await phone.goto(paths.auth);
  await expect(phone).toHaveURL(/\/auth$/);
  await expect(phone.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await theirs.close();
});
