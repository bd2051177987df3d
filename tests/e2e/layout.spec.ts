import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/axe";
import { expectToast } from "./support/session";

const navItems = [
  ["Home", "/"],
  ["Areas We Cover", "/areas"],
  ["Services We Offer", "/services"],
  ["About Us", "/about"],
  ["News", "/news"],
  ["Contact Us", "/contact"],
] as const;

test.describe("the shared layout", () => {
  test("shows the phone, e-mail, trust line and tagline, and dials the number it shows", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const phone = banner.getByRole("link", { name: "0191 498 0123" });
    await expect(phone).toHaveAttribute("href", "tel:+441914980123");
    await expect(banner.getByText("Secure Document & Data Shredding")).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) >= 768) {
      await expect(
        banner.getByRole("link", { name: "hello@northeastsecureshredding.co.uk" }),
      ).toHaveAttribute("href", "mailto:hello@northeastsecureshredding.co.uk");
      await expect(banner.getByText("GDPR Compliant • Secure • Certified")).toBeVisible();
      for (const claim of ["GDPR Compliant", "Secure", "Certified"]) {
        await expect(banner.getByText(claim, { exact: true })).toBeVisible();
      }
    }
  });

  test("offers Book a Shred as a floating button, and no Logout to an anonymous visitor", async ({
    page,
  }) => {
    await page.goto("/");
    const floating = page.getByRole("link", { name: "Book a Shred" }).last();
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute("href", "/book");
    await expect(floating).toHaveCSS("position", "fixed");
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  });

  test("the floating Book a Shred button leaves room and is not on /book or the manage pages", async ({
    page,
  }) => {
    await page.goto("/");
    const floating = page.locator("a.floating-book");
    await expect(floating).toBeVisible();
    // At the end of the page, the footer's last control is clear of the button.
    // Sections below the fold take their real height once drawn: scroll until the end holds.
    const toEnd = () =>
      page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
      );
    const cookies = page.getByRole("button", { name: "Cookie settings" });
    await expect(async () => {
      await toEnd();
      await expect(cookies).toBeInViewport({ ratio: 1, timeout: 500 });
    }).toPass();
    const [a, b] = [(await cookies.boundingBox())!, (await floating.boundingBox())!];
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps).toBe(false);
    // A control reached with the keyboard stops above the button, never under it.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const quote = page.locator("#quote-form button[type=submit]");
    await quote.focus();
    // (The page scrolls smoothly: wait for it to come to rest.)
    await expect(async () => {
      const [q, f] = [(await quote.boundingBox())!, (await floating.boundingBox())!];
      expect(q.y + q.height <= f.y || q.x + q.width <= f.x).toBe(true);
    }).toPass({ timeout: 3000 });

    for (const path of ["/book", "/bookings/not-a-real-link"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("a.floating-book")).toHaveCount(0);
    }
  });

  test("has the footer's service links, claims and the current year", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the same links and text at every width");
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/services/on-site-shredding",
      "/services/off-site-shredding",
      "/services/hard-drive-shredding",
      "/services/contracts",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: "Get Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(footer).toContainText("GDPR compliant");
    await expect(footer).toContainText("Fully insured");
    await expect(footer).toContainText("ISO certified");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} North East Secure Shredding`);
  });

  test("sends the security headers with every response", async ({ request }) => {
    test.skip(test.info().project.name === "mobile", "the same server answer at every width");
    for (const path of ["/", "/auth", "/no-such-page"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["strict-transport-security"], path).toContain("max-age=");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  test("adds the toast region only when a page has something to announce", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the same region at every width");
    const toastRegion = page.locator('section[aria-label^="Notifications"]');
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    await expect(toastRegion).toHaveCount(0);

    await page.goto("/about?notice=access-denied");
    await expectToast(page, "Access Denied", "You need admin privileges to access this page");
    await expect(toastRegion).toHaveCount(1);
    await expect(page).toHaveURL(/\/about$/);
  });

  test("has the toast region listening before a form raises its first toast", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the same region at every width");
    const toastRegion = page.getByRole("region", { name: /^Notifications/ });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await expect(toastRegion).toHaveCount(0);

    await page.getByRole("form", { name: "Contact us" }).getByLabel("Name").focus();
    await expect(toastRegion).toHaveCount(1);
    await expect(toastRegion).toHaveAttribute("aria-live", "polite");
    await expect(toastRegion.getByRole("listitem")).toHaveCount(0);
  });

  test("renders the home page on the server, without a script", async ({ browser }) => {
    test.skip(test.info().project.name === "mobile", "the same server answer at every width");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});

test.describe("navigation on a wide screen", () => {
  test.skip(({ isMobile }) => isMobile, "the mobile menu has its own tests");

  test("lists the spec's links in order and highlights the current page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    for (const [index, [label, href]] of navItems.entries()) {
      await expect(links.nth(index)).toHaveText(label);
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "About Us" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Book a Shred" })).toHaveAttribute("href", "/book");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});

test.describe("the mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "small screens only");

  test("opens and closes from the keyboard and holds the links and Book a Shred", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    for (const [label, href] of navItems) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Book a Shred" })).toHaveAttribute("href", "/book");
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  });
});
