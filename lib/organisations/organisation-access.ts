import "server-only";
import { db } from "@/lib/server/db";
import type { SignedInAccount } from "@/lib/account/account-session";
import {
  can,
  visibleSites,
  type Capability,
  type MemberScope,
  type OrganisationRole,
} from "./organisation-rules";

// The signed-in customer's place in an organisation, read from the database on every request
// where the data is read (never from a form, a URL or a layout), and the filter each document
// query of theirs takes. A page or an action asks `membershipOf(account)`, then
// `siteFilter(member, capability, chosenSite)`: the sites whose rows it may read. A site id from
// the address bar only narrows that list; it never widens it.

export type OrganisationSite = { id: string; name: string; address: string; postcode: string };

/** What 'Set up your organisation' records. */
export type OrganisationDetails = {
  id: string;
  name: string;
  billingAddress: string;
  postcode: string;
  vatNumber: string | null;
  purchaseOrderRequired: boolean;
};

export type Membership = MemberScope & {
  accountId: string;
  organisation: OrganisationDetails;
  /** Every site of the organisation, by name. */
  sites: OrganisationSite[];
};

/** The account's membership, or null when it belongs to no organisation. */
export async function membershipOf(
  account: Pick<SignedInAccount, "accountId"> | null,
): Promise<Membership | null> {
  if (!account) return null;
  const row = await db().organisationMember.findUnique({
    where: { accountId: account.accountId },
    select: {
      role: true,
      allSites: true,
      sites: { select: { siteId: true } },
      organisation: {
        select: {
          id: true,
          name: true,
          billingAddress: true,
          postcode: true,
          vatNumber: true,
          purchaseOrderRequired: true,
          sites: {
            orderBy: { name: "asc" },
            select: { id: true, name: true, address: true, postcode: true },
          },
        },
      },
    },
  });
  if (!row) return null;
  const { sites, ...organisation } = row.organisation;
  return {
    accountId: account.accountId,
    role: row.role as OrganisationRole,
    allSites: row.allSites,
    siteIds: row.sites.map((site) => site.siteId),
    organisation,
    sites,
  };
}

/** The sites whose documents of `capability` the member may read. */
export const sitesFor = (member: Membership, capability: Capability): string[] =>
  visibleSites(
    member,
    capability,
    member.sites.map((site) => site.id),
  );

/**
 * A `siteId` filter for the member's queries of `capability`: their sites, or only `chosen` when
 * they may read it (any other id, another organisation's included, matches nothing).
 */
export function siteFilter(
  member: Membership,
  capability: Capability,
  chosen?: string | null,
): { in: string[] } {
  const sites = sitesFor(member, capability);
  if (!chosen) return { in: sites };
  return { in: sites.includes(chosen) ? [chosen] : [] };
}

/** May the member do `capability` at all (whatever the site)? */
export const memberCan = (member: Membership | null, capability: Capability): boolean =>
  member !== null && can(member.role, capability);
