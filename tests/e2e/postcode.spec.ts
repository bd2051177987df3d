import { expect, test } from "./support/test";
import { expectNoA11yViolationsAtBothWidths } from "./support/axe";

// Postcode coverage: on /areas, with and without JavaScript, and on /book.

test.skip(
  ({ isMobile }) => isMobile,
  "the same checker and form at every width: once, at desktop width, scanned at 390 px too",
);

const OUTSIDE = "YO1 is outside our usual area. We will confirm by e-mail whether we can collect.";

test.describe("checking a postcode on /areas", () => {
  test("answers at once, without a reload, with links to the town and to book", async ({
    page,
  }) => {
    await page.goto("/areas");
    await expect(page.getByRole("heading", { name: "Check your postcode" })).toBeVisible();
    const postcode = page.getByLabel("Postcode");
    const check = page.getByRole("button", { name: "Check", exact: true });
    await postcode.fill("dh3 3ab");
    await check.click();
    await expect(page.getByText("We cover Chester-le-Street")).toBeVisible();
    await expect(page).toHaveURL(/\/areas$/);
    await expect(
      page.getByRole("link", { name: "Shredding in Chester-le-Street" }),
    ).toHaveAttribute("href", "/areas/chester-le-street");
    await expect(
      page.getByRole("link", { name: "Book a collection", exact: true }).first(),
    ).toHaveAttribute("href", "/book?postcode=DH3+3AB");

    await postcode.fill("YO1 7HH");
    await check.click();
    await expect(page.getByText(OUTSIDE)).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Contact us", exact: true }).first(),
    ).toHaveAttribute("href", "/contact");
    await expect(
      page.getByRole("link", { name: "Book a collection", exact: true }).first(),
    ).toHaveAttribute("href", "/book?postcode=YO1+7HH");

    await postcode.fill("hello");
    await check.click();
    await expect(page.getByText("Please enter a valid postcode")).toBeVisible();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expectNoA11yViolationsAtBothWidths(page);
  });

  test("works without JavaScript: the form is a GET the server answers", async ({ browser }) => {
    test.skip(test.info().project.name === "mobile", "the same server answer at every width");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/areas");
    await page.getByLabel("Postcode").fill("SR1 1AA");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page).toHaveURL(/\/areas\/check-postcode\?postcode=SR1\+1AA$/);
    await expect(page.getByText("We cover Sunderland")).toBeVisible();
    await expect(page.getByRole("link", { name: "Shredding in Sunderland" })).toBeVisible();
    await context.close();
  });
});

test("the checker's Book link carries an outside-area postcode into /book's Postcode field", async ({
  page,
}) => {
  await page.goto("/areas/check-postcode?postcode=YO1+7HH");
  await expect(page.getByText(OUTSIDE)).toBeVisible();
  await page.getByRole("link", { name: "Book a collection", exact: true }).first().click();
  await expect(page).toHaveURL(/\/book\?postcode=YO1\+7HH$/);
  const postcode = page.getByLabel("Postcode");
  await expect(postcode).toHaveValue("YO1 7HH");
  await expect(page.getByText(OUTSIDE)).toBeVisible();
  // The field keeps its box: the control's border, not only the uppercase class.
  await expect(postcode).toHaveCSS("border-top-width", "1px");
  await expect(postcode).toHaveClass(/uppercase/);
});

test("the booking form says whether a postcode is covered, and holds back an invalid one", async ({
  page,
}) => {
  await page.goto("/book");
  const postcode = page.getByLabel("Postcode");
  await postcode.fill("NE1 4ST");
  await expect(page.getByText("We cover Newcastle upon Tyne")).toBeVisible();
  const border = (side: string) =>
    postcode.evaluate((el, s) => getComputedStyle(el).getPropertyValue(s), side);
  expect(await border("border-top-width")).toBe("1px");
  const validColour = await border("border-top-color");
  await postcode.fill("YO1 7HH");
  await expect(page.getByText(OUTSIDE)).toBeVisible();
  await postcode.fill("ZZZZZ 9");
  await expect(page.getByText("Please enter a valid postcode")).toBeVisible();
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  // Its error state is the fields' own: the border changes colour, as any other field's does.
  expect(await border("border-top-color")).not.toBe(validColour);
});
