// Who in an organisation may do what, as pure rules: the role's capabilities, the sites a member
// works for, and the last Administrator rule. The server reads the member's role and sites from
// the database on every request (organisation-access.ts) and asks these.

export const ORGANISATION_ROLES = ["administrator", "booker", "finance", "viewer"] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/** What a role may see or do; an Administrator may do everything. */
export const CAPABILITIES = [
  /** Invite, remove and change the role of colleagues. */
  "people",
  /** Add and change sites, and bring earlier bookings into the organisation. */
  "sites",
  /** The organisation's name, address, VAT number and purchase order rule. */
  "settings",
  /** See, book and manage collections and contracts. */
  "bookings",
  /** See and pay invoices and credit notes; statements. */
  "invoices",
  /** Certificates, collection receipts, waste transfer notes, the destruction summary. */
  "certificates",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ROLE_CAPABILITIES: Record<OrganisationRole, readonly Capability[]> = {
  administrator: CAPABILITIES,
  booker: ["bookings"],
  finance: ["invoices"],
  viewer: ["certificates"],
};

/** May a member with `role` do `capability`? */
export const can = (role: OrganisationRole, capability: Capability): boolean =>
  ROLE_CAPABILITIES[role].includes(capability);

/** A member as the rules see them: a role, and (a Booker) maybe some sites only. */
export type MemberScope = {
  role: OrganisationRole;
  /** False only for a Booker limited to `siteIds`. */
  allSites: boolean;
  siteIds: readonly string[];
};

/** Only a Booker is ever limited to some sites: every other role works for the whole organisation. */
export const limitedToSites = (member: MemberScope): boolean =>
  member.role === "booker" && !member.allSites;

/**
 * The sites whose documents of `capability` the member sees: every site of the organisation
 * (`organisationSites`), those chosen for a limited Booker, none where the role lacks it.
 */
export function visibleSites(
  member: MemberScope,
  capability: Capability,
  organisationSites: readonly string[],
): string[] {
  if (!can(member.role, capability)) return [];
  if (!limitedToSites(member)) return [...organisationSites];
  return organisationSites.filter((id) => member.siteIds.includes(id));
}

/** May the member act on site `siteId` for `capability`? */
export const mayUseSite = (
  member: MemberScope,
  capability: Capability,
  siteId: string,
  organisationSites: readonly string[],
): boolean => visibleSites(member, capability, organisationSites).includes(siteId);

/**
 * The last Administrator rule: would the organisation still have an Administrator if the member
 * `accountId` were removed (newRole null) or given `newRole`? `roles` holds every member's role.
 */
export function keepsAnAdministrator(
  roles: ReadonlyArray<{ accountId: string; role: OrganisationRole }>,
  accountId: string,
  newRole: OrganisationRole | null,
): boolean {
  return roles.some((member) =>
    member.accountId === accountId ? newRole === "administrator" : member.role === "administrator",
  );
}

/** An invitation works for 7 days. */
export const INVITATION_DAYS = 7;
export const invitationExpiry = (now: Date) =>
  new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
