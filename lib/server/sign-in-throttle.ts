import "server-only";
import { env } from "./env";
import { hitRateLimit, refundRateLimit, resetRateLimit } from "./rate-limit";

// How many passwords may be tried (docs/security.md). Per 15 minutes, an address may try
// RATE_LIMIT_LOGIN_PER_15_MIN passwords in all, and RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_15_MIN for any
// one account. Counting per account *and address* means failures elsewhere never lock the owner
// out: a stranger can use up only their own addresses' allowance, never the owner's.
//
// Every attempt is counted before the password is checked, in one statement per counter
// (rate-limit.ts), so parallel requests across any number of instances can never try more than
// the limit. A successful sign-in gives its attempt back and clears the account's failures from
// that address.

const WINDOW_MS = 15 * 60 * 1000;

function keys(email: string, ip: string) {
  return { address: `login-ip:${ip}`, account: `login-account:${email}:${ip}` };
}

/** Count this attempt; false when the address or the account-from-address is over its limit. */
export async function claimSignInAttempt(email: string, ip: string): Promise<boolean> {
  const {
    RATE_LIMIT_LOGIN_PER_15_MIN: addressLimit,
    RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_15_MIN: accountLimit,
  } = env();
  const key = keys(email, ip);
  const address = await hitRateLimit(key.address, addressLimit, WINDOW_MS);
  if (!address.allowed) return false;
  const account = await hitRateLimit(key.account, accountLimit, WINDOW_MS);
  return account.allowed;
}

/** The password was right: this attempt does not count, nor do earlier failures from here. */
export async function signInSucceeded(email: string, ip: string): Promise<void> {
  const key = keys(email, ip);
  await Promise.all([refundRateLimit(key.address), resetRateLimit(key.account)]);
}
