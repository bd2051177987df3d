import { expect, test } from "./support/test";
import { adminAccount, editorAccount } from "./support/accounts";
import { freshAdmin } from "./support/database";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";
import { expectToast, signIn } from "./support/session";
import { adminNav } from "./support/admin";

test.describe("the admin login", () => {
  test("shows the form, accessible by label", async ({ page, isMobile }) => {
    test.skip(
      isMobile,
      "the same form at every width: once, at desktop width, scanned at 390 px too",
    );
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expectNoA11yViolationsAtBothWidths(page);
  });

  test("explains the first validation error in a toast", async ({ page }) => {
    test.skip(test.info().project.name === "mobile", "the same form and messages at every width");
    await page.goto("/auth");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Validation Error", "Invalid email address");
    await page.getByLabel("Email").fill("jo@example.com");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Validation Error", "Password must be at least 6 characters");
  });

  test("refuses a wrong password with the server's message", async ({ page }) => {
    test.skip(test.info().project.name === "mobile", "the same server answer at every width");
    await signIn(page, { email: adminAccount.email, password: "wrong-password" });
    await expectToast(page, "Error", "Invalid login credentials");
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe("the admin area", () => {
  test("sends an anonymous visitor to the login", async ({ page }) => {
    test.skip(test.info().project.name === "mobile", "the same server answer at every width");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("lets an admin in on the Today tab, shows Logout, and logs out with a notice", async ({
    page,
    isMobile,
  }) => {
    // The admin's frame on a phone, with its Logout, is admin-navigation.spec.ts's.
    test.skip(
      isMobile,
      "the same sign-in at every width: once, at desktop width, scanned at 390 px too",
    );
    // Its own account: logging out ends every session of the account.
    const account = await freshAdmin("logs-out");
    await page.goto("/auth");
    // The card describes the whole admin, not only articles.
    await expect(page.getByText(/bookings and enquiries, capacity and certificates/)).toBeVisible();
    await signIn(page, account);
    await expectToast(page, "Success", "Logged in successfully!");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      adminNav(page).getByRole("link", { name: "Today", includeHidden: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expectNoA11yViolationsAtBothWidths(page);

    // A signed-in user who opens the login page is taken to the admin.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin$/);

    const menu = page.getByRole("button", { name: "Menu" });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Logged out", "You have been logged out successfully");
    await expect(page).toHaveURL("/");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("turns a signed-in non-admin away with 'Access Denied'", async ({ page }) => {
    test.skip(test.info().project.name === "mobile", "the same server answer at every width");
    await signIn(page, editorAccount);
    await expectToast(page, "Access Denied", "You need admin privileges to access this page");
    await expect(page).toHaveURL("/");
    // Signed in, so Logout is offered.
    const menu = page.getByRole("button", { name: "Menu" });
    if (await menu.isVisible()) await menu.click();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });
});
