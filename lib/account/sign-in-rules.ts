// How long an e-mailed account link works, and how many may be asked for. Every
// request is counted, whatever the address, before we look it up, and a request over a limit
// still gets the same answer: it only sends nothing, so the limits tell nobody whether an
// address is known.

/** A sign-in or confirmation link works once, for this long (the answer's "30 minutes"). */
export const ACCOUNT_LINK_MINUTES = 30;

export const ACCOUNT_LINK_LIMITS = {
  /** Links e-mailed to one address asked from one network address (clientIp). */
  perAddressAndNetwork: { limit: 5, windowMs: 60 * 60 * 1000 },
  /**
   * Links e-mailed to one address from all networks, sign-in and confirmation together: a mailbox
   * is not flooded. Beyond it each network still gets its first link of the hour to that address,
   * so nobody can spend the owner's links by asking for them first.
   */
  perAddress: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** Link requests from one network address (clientIp): one client cannot probe many addresses. */
  perNetwork: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Add another e-mail address requests by one signed-in account. */
  perAccount: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

export function accountLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + ACCOUNT_LINK_MINUTES * 60 * 1000);
}

/** This hour's requests so far, this one included (each counted before anything is looked up). */
export type AccountLinkCounts = {
  /** From this network address, to any address. */
  network: number;
  /** To this address from this network address. */
  addressFromNetwork: number;
  /** To this address from anywhere. */
  address: number;
};

/**
 * May this request be sent its link? Within the network's and the address-and-network's limits,
 * and within the address's own, or else the first of the hour from this network to this address:
 * requests from elsewhere can use up the address's shared allowance, never this network's one.
 */
export function withinAccountLinkLimits(counts: AccountLinkCounts): boolean {
  const { perNetwork, perAddressAndNetwork, perAddress } = ACCOUNT_LINK_LIMITS;
  if (counts.network > perNetwork.limit) return false;
  if (counts.addressFromNetwork > perAddressAndNetwork.limit) return false;
  return counts.address <= perAddress.limit || counts.addressFromNetwork === 1;
}
