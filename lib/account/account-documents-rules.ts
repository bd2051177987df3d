import { isIsoDay } from "@/lib/shared/dates";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { normaliseEmail, normaliseEmails } from "./email-address";

// Which documents belong to a customer's account, as pure rules: a booking, contract or
// invoice belongs when its customer's address is one of the account's confirmed addresses, with
// case and spaces ignored (the database keeps both sides trimmed and in lower case, so the SQL in
// account-documents.ts compares them with `=`; this is the same rule, tested on its own). A
// certificate belongs with its booking, a waste transfer note with its contract. Also how the
// account's lists page through the address and the range of the certificates' ZIP.

/** The addresses an account's documents are found under: its confirmed ones, normalised, distinct. */
export function accountAddresses(confirmed: readonly string[]): string[] {
  return normaliseEmails(confirmed);
}

/** Does a document under `customerEmail` belong to the account whose addresses are `confirmed`? */
export function belongsToAccount(customerEmail: string, confirmed: readonly string[]): boolean {
  const address = normaliseEmail(customerEmail);
  return address.length > 0 && accountAddresses(confirmed).includes(address);
}

/** The account's lists, each paged on its own: its page number is this parameter of /account. */
export const ACCOUNT_LISTS = [
  "bookings",
  "contracts",
  "invoices",
  "certificates",
  "notes",
] as const;
export type AccountList = (typeof ACCOUNT_LISTS)[number];
export type AccountPages = Record<AccountList, number>;

/** Rows a page of each of the account's lists. */
export const ACCOUNT_PAGE_SIZE = 10;

type SearchParams = Record<string, string | string[] | undefined>;

/** Each list's page from /account's address (?bookings=2&invoices=3); 1 where absent or unreadable. */
export function accountPages(params: SearchParams = {}): AccountPages {
  const pageOf = (list: AccountList) => {
    const value = params[list];
    return parsePageNumber(typeof value === "string" ? value : null) ?? 1;
  };
  return Object.fromEntries(ACCOUNT_LISTS.map((list) => [list, pageOf(list)])) as AccountPages;
}

/**
 * /account showing page `page` of `list`, the other lists where they are (page 1 left unnamed),
 * the site and status filters kept.
 */
export function accountListHref(
  pages: AccountPages,
  list: AccountList,
  page: number,
  filters: AccountFilters = {},
): string {
  const query = new URLSearchParams();
  if (filters.site) query.set("site", filters.site);
  if (filters.status) query.set("status", filters.status);
  for (const name of ACCOUNT_LISTS) {
    const value = name === list ? page : pages[name];
    if (value > 1) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${paths.account}?${text}` : paths.account;
}

/** The days (London's calendar, both included) whose certificates go into one ZIP. */
export type CertificateRange = { from: string; to: string };

/** Download all certificates' From and To before the customer changes them: this year so far. */
export function defaultCertificateRange(today: string): CertificateRange {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/**
 * The range asked for (From and To as yyyy-MM-dd), each missing one from the default; null when a
 * day is not a real day or From is after To.
 */
export function parseCertificateRange(
  input: { from?: string | null; to?: string | null },
  today: string,
): CertificateRange | null {
  const fallback = defaultCertificateRange(today);
  const from = input.from?.trim() || fallback.from;
  const to = input.to?.trim() || fallback.to;
  if (!isIsoDay(from) || !isIsoDay(to) || from > to) return null;
  return { from, to };
}

/** The ZIP's name: certificates-2026-01-01-to-2026-11-27.zip. */
export const certificatesZipName = (range: CertificateRange) =>
  `certificates-${range.from}-to-${range.to}.zip`;

/** The ZIP's address for a range (the form sends the same). */
export const certificatesZipHref = (range: CertificateRange) =>
  `${paths.accountCertificatesZip}?${new URLSearchParams(range)}`;

/**
 * Whose documents one of the account's lists reads: a person in no organisation, those under
 * their confirmed addresses (a SignedInAccount is one as it is); a member of an organisation, those
 * of the sites siteFilter() gave them for the list's capability (an empty list reads nothing).
 */
export type DocumentScope = { emails: readonly string[] } | { sites: readonly string[] };

/** Is the scope an organisation's (its rows then show their site)? */
export const bySite = (scope: DocumentScope): scope is { sites: readonly string[] } =>
  "sites" in scope;

/** The account's lists' filters (an organisation's): a site, and an invoice status. */
export type AccountFilters = { site?: string; status?: string };

/** ?site= and ?status= from /account's address, when given. */
export function accountFilters(params: SearchParams = {}): AccountFilters {
  const one = (name: string) => {
    const value = params[name];
    return typeof value === "string" && value.trim() ? value.trim() : undefined;
  };
  return { site: one("site"), status: one("status") };
}
