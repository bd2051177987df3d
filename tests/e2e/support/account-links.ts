import { expect, type Page } from "@playwright/test";
import { accountTexts } from "@/lib/account/account-texts";
import { signInTexts } from "@/lib/account/sign-in-texts";
import { paths } from "@/lib/shared/paths";
import { mailFor } from "./mailbox";

// A customer's account links as the browser tests meet them: in an e-mail's text, and
// opened as the customer does.

/** The path and query of the account link to `path` in an e-mail's text. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s)"/]+(${path}\\?token=[A-Za-z0-9_-]{43})`).exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

/** Asks for a sign-in link to `email` on /account and opens it from the e-mail: signed in. */
export async function signInByEmailedLink(page: Page, email: string): Promise<void> {
  await page.goto(paths.account);
  const form = page.getByRole("form", { name: accountTexts.sendLink });
  await form.getByLabel(accountTexts.emailLabel).fill(email);
  await form.getByRole("button", { name: accountTexts.sendLink }).click();
  await expect(form.getByRole("status")).toHaveText(accountTexts.linkSent);
  const [mail] = await mailFor(email, 1);
  await page.goto(linkIn(mail!.text, paths.accountSignIn));
  await expect(page).toHaveURL(new RegExp(`${paths.account}$`));
}

/**
 * Adds `email` to the signed-in account and opens its confirmation link, which says which account
 * the address joins (`account`, the account's addresses), and presses its button: joined.
 */
export async function addEmailByLink(page: Page, email: string, account: string): Promise<void> {
  const adding = page.getByRole("form", { name: accountTexts.addEmail });
  await adding.getByLabel(accountTexts.addEmail).fill(email);
  await adding.getByRole("button", { name: signInTexts.addEmailButton }).click();
  await expect(adding.getByRole("status")).toHaveText(signInTexts.addEmailSent);
  const [confirmation] = await mailFor(email, 1);
  await page.goto(linkIn(confirmation!.text, paths.accountConfirmEmail));
  await expect(page.getByText(signInTexts.confirmAdds(email, account))).toBeVisible();
  await page.getByRole("button", { name: signInTexts.confirmButton }).click();
  // The account, its notice shown (the page then drops ?notice= from its address), holding both.
  await expect(page).toHaveURL(/\/account(\?notice=email-added)?$/);
  await expect(page.getByText(signInTexts.signedInAs(`${account}, ${email}`))).toBeVisible();
}
