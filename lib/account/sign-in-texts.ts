import { site } from "@/lib/shared/site";

// The sign-in link's and Add another e-mail address's own texts, beside the
// exact ones in account-texts.ts.

export const signInTexts = {
  /** The landing page of an e-mailed link: GET shows it, only its button (a POST) uses the link. */
  signInTitle: "Sign in to your account",
  signInButton: "Sign in",
  signingIn: "Signing you in...",
  /** The sign-in link opened in a browser other than the one that asked for it. Exact. */
  signInAs: (email: string) => `Sign in as ${email}?`,
  signInAsHint:
    "This link was asked for in another browser. Sign in only if this is your e-mail address: you will see that account's bookings and documents, and anything you add goes to it.",
  /** Signed out: what /account is for. */
  signedOutIntro:
    "See your bookings, contracts, invoices and certificates in one place. Enter the e-mail address you book with and we will e-mail you a link to sign in; no password needed.",
  /** On /account whenever signed in. Exact. */
  signedInAs: (addresses: string) => `Signed in as ${addresses}`,
  addEmailHint:
    "Bookings, contracts and invoices under that address join this account once you open the confirmation link we e-mail to it.",
  addEmailButton: "Send confirmation link",
  /** The same answer whatever the address (known, another account's, already this one's). */
  addEmailSent:
    "If that address can be added, we have sent a confirmation link to it. It works once, for 30 minutes, while you are signed in to this account.",
  confirmTitle: "Add this e-mail address to your account",
  confirmButton: "Add this address",
  /** The add-address confirmation: which account the address joins. Exact. */
  confirmAdds: (email: string, account: string) =>
    `This adds ${email} to the account of ${account}.`,
  emailConfirmed: (email: string) => `${email} is now part of your account.`,
  /** The add-email link is opened without being signed in to the account that asked. */
  confirmNeedsAccount:
    "Sign in to the account that asked to add this address, then open the link again. Nothing has changed.",
  askAgain: "Ask for a new link",
  invalidEmail: "Invalid email address",
  linkEmailIntro: `Use the button below to sign in to your account with ${site.name}.`,
  ignoreIfNotYou: "If you did not ask for this e-mail, you can ignore it: nothing changes.",
} as const;
