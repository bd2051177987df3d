// How long an e-mailed account link works, and how many may be asked for (issue 39). Every
// request is counted, whatever the address, before we look it up, and a request over a limit
// still gets the same answer: it only sends nothing, so the limits tell nobody whether an
// address is known.

/** A sign-in or confirmation link works once, for this long (the "30 minutes"). */
export const ACCOUNT_LINK_MINUTES = 30;

export const ACCOUNT_LINK_LIMITS = {
  /** Links e-mailed to one address, sign-in and confirmation together: a mailbox is not flooded. */
  perAddress: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** Link requests from one network address (clientIp): one client cannot probe many addresses. */
  perNetwork: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Add another e-mail address requests by one signed-in account. */
  perAccount: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

export function accountLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + ACCOUNT_LINK_MINUTES * 60 * 1000);
}
