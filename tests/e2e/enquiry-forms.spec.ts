import { expect, test, type Page } from "./support/test";
import { areas } from "@/lib/content/areas";
import { mailFor } from "./support/mailbox";
import { expectToast } from "./support/session";

test.skip(
  ({ isMobile }) => isMobile,
  "the same forms at every width: once, at desktop width (public-pages.spec.ts scans them at 390 px)",
);

// A visitor answers the cookie question first; on a phone the banner otherwise sits over the form.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("ness-consent-v1", "denied"));
});

const unique = (page: string, project: string) =>
  `${project}-${page.replace(/\W+/g, "-") || "home"}-${Date.now()}@e2e.test`;

async function fillQuote(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Request a free quote" });
  await form.getByLabel("Name").fill("Jo Bloggs");
  await form.getByLabel("Company").fill("Bloggs Ltd");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0191 000 0000");
  await form.getByLabel("Postcode").fill("DL1 1RW");
  await form.getByLabel("Message").fill("About ten archive boxes");
  return form;
}

for (const path of ["/", "/secure-shredding-quote"]) {
  test(`the quote form on ${path} explains mistakes, then sends and clears`, async ({
    page,
  }, info) => {
    await page.goto(path);
    const form = page.getByRole("form", { name: "Request a free quote" });
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(
      form.getByText("Name must be at least 2 characters", { exact: true }),
    ).toBeVisible();
    await expect(form.getByText("Please enter a valid postcode")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    // Typing in a field clears that field's message, and only that one.
    await form.getByLabel("Name").fill("J");
    await expect(
      form.getByText("Name must be at least 2 characters", { exact: true }),
    ).toBeHidden();
    await expect(form.getByText("Please enter a valid postcode")).toBeVisible();

    const email = unique(path, info.project.name);
    await fillQuote(page, email);
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expectToast(
      page,
      "Quote Request Sent!",
      "We'll contact you within 24 hours with your personalized quote.",
    );
    await expect(form.getByLabel("Name")).toHaveValue("");

    const mail = await mailFor(email, 2);
    const office = mail.find((m) => m.to.includes("hello@northeastsecureshredding.co.uk"))!;
    expect(office.text).toContain("Company: Bloggs Ltd");
    expect(office.text).toContain("About ten archive boxes");
    expect(mail.find((m) => m.to.includes(email))!.subject).toContain("quote request");
  });
}

// The area pages share one template, which passes its town to the form; the town tag itself is
// a rule of the action (tests/integration/enquiries-and-outbox.test.ts). So two towns send from
// the browser, and every town's page is checked for its form in the server's HTML below.
const townsWithForm = areas.filter((a) => a.showContactForm);
const contactPages = ["/contact", ...townsWithForm.slice(0, 2).map((a) => `/areas/${a.slug}`)];

for (const [index, path] of contactPages.entries()) {
  test(`the contact form on ${path} shows the first error, then sends`, async ({ page }, info) => {
    test.skip(info.project.name === "mobile" && index > 1, "the phone layout is the same form");
    await page.goto(path);
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Validation Error", "Name is required");
    await expect(form.getByText("Message is required")).toBeVisible();

    const email = unique(path, info.project.name);
    await form.getByLabel("Name").fill("Sam Visitor");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Subject").fill("Collection question");
    await form.getByLabel("Message").fill("Could you collect next week?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(
      page,
      "Message sent successfully!",
      "We'll respond within 24 hours during business hours.",
    );
    await expect(form.getByLabel("Message")).toHaveValue("");

    const mail = await mailFor(email, 2);
    const office = mail.find((m) => m.to.includes("hello@northeastsecureshredding.co.uk"))!;
    expect(office.text).toContain("Could you collect next week?");
    const town = areas.find((a) => path.endsWith(a.slug));
    if (town) expect(office.subject).toContain(`[${town.name}]`);
  });
}

test("every town's page with a form names its team and carries the form in the server's HTML", async ({
  request,
}, info) => {
  test.skip(info.project.name === "mobile", "the server's HTML does not depend on the screen");
  for (const area of townsWithForm) {
    const html = await (await request.get(`/areas/${area.slug}`)).text();
    expect(html, area.slug).toContain(`Contact our ${area.name} team`);
    expect(html, area.slug).toMatch(/<form[^>]*aria-label="Contact us"/);
  }
});

test("Newcastle's page has no contact form", async ({ page }) => {
  await page.goto("/areas/newcastle-upon-tyne");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("form", { name: "Contact us" })).toHaveCount(0);
});
