// How an e-mail address is compared: trimmed and in lower case, as the database keeps
// a customer's address on bookings, contracts and invoices (migration customer_accounts), so an
// account finds "Jo@Example.com " and "jo@example.com" as one address.

export function normaliseEmail(address: string): string {
  return address.trim().toLowerCase();
}

/** The distinct addresses, normalised, empty ones dropped, in the order given. */
export function normaliseEmails(addresses: readonly string[]): string[] {
  return [...new Set(addresses.map(normaliseEmail).filter((address) => address.length > 0))];
}
