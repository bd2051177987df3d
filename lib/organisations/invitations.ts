import "server-only";
import { normaliseEmail } from "@/lib/account/email-address";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { db } from "@/lib/server/db";
import { enqueueEmail } from "@/lib/server/mail/outbox";
import { hitRateLimit } from "@/lib/server/rate-limit";
import { hashSecretToken, newSecretToken } from "@/lib/server/secret-token";
import { organisationInvitationEmail } from "./invitation-emails";
import { invitationExpiry, type OrganisationRole } from "./organisation-rules";
import type { Tx } from "./organisations";
import { peopleTexts } from "./people-texts";

// Invitations to an organisation: a random token in the e-mailed link, only its SHA-256 stored,
// valid for 7 days and used once (one conditional UPDATE, as a sign-in link). Inviting stores the
// invitation and its e-mail in one transaction. Accepting signs in the account of the invited
// address (made now on its first use, as a sign-in link makes it) and makes it a member.

export type NewInvitation = {
  organisationId: string;
  email: string;
  role: OrganisationRole;
  /** False only for a Booker limited to `siteIds`. */
  allSites: boolean;
  siteIds: readonly string[];
  /** "customer:{address}" of the inviting Administrator, or the office member's e-mail. */
  invitedBy: string;
};

export type InvitationSent = { invitationId: string; email: string; expiresAt: Date };

/**
 * Invites `invitation.email` to the organisation with a role (and a Booker's sites, only those
 * of this organisation) and files the e-mail, in `tx` or a transaction of its own. Refused for an
 * address already in the organisation, or a limited Booker with none of its sites.
 */
export async function inviteMember(
  tx: Tx | null,
  invitation: NewInvitation,
  now = new Date(),
): Promise<ActionResult<InvitationSent>> {
  if (!tx) return db().$transaction((own) => inviteMember(own, invitation, now));
  const email = normaliseEmail(invitation.email);
  const organisation = await tx.organisation.findUniqueOrThrow({
    where: { id: invitation.organisationId },
    select: { name: true, sites: { select: { id: true } } },
  });
  const owner = await tx.accountEmail.findUnique({
    where: { email },
    select: { account: { select: { membership: { select: { organisationId: true } } } } },
  });
  if (owner?.account.membership?.organisationId === invitation.organisationId) {
    return fieldRefusal("email", peopleTexts.alreadyMember(email));
  }
  const limited = invitation.role === "booker" && !invitation.allSites;
  const own = new Set(organisation.sites.map((site) => site.id));
  const siteIds = limited ? invitation.siteIds.filter((id) => own.has(id)) : [];
  if (limited && siteIds.length === 0) return fieldRefusal("siteIds", peopleTexts.chooseSites);
  const { token, tokenHash } = newSecretToken();
  const expiresAt = invitationExpiry(now);
  const row = await tx.organisationInvitation.create({
    data: {
      organisationId: invitation.organisationId,
      email,
      role: invitation.role,
      allSites: !limited,
      siteIds: [...new Set(siteIds)],
      tokenHash,
      expiresAt,
      invitedBy: invitation.invitedBy,
      createdAt: now,
    },
  });
  await enqueueEmail(
    tx,
    organisationInvitationEmail({
      to: email,
      organisation: organisation.name,
      role: invitation.role,
      token,
      expiresAt,
    }),
  );
  return { ok: true, data: { invitationId: row.id, email, expiresAt } };
}

/** Invitations an organisation may send in an hour (a stolen Administrator's session, a loop). */
export const INVITATIONS_PER_HOUR = 20;

/** 'Invite a colleague' by an Administrator: within the organisation's hourly allowance. */
export async function inviteColleague(
  invitation: NewInvitation,
  now = new Date(),
): Promise<ActionResult<InvitationSent>> {
  const limit = await hitRateLimit(
    `organisation-invitations:${invitation.organisationId}`,
    INVITATIONS_PER_HOUR,
    60 * 60_000,
  );
  if (!limit.allowed) {
    return { ok: false, reason: "rate_limited", message: peopleTexts.invitationsLimited };
  }
  return inviteMember(null, invitation, now);
}

export type InvitationView = { organisation: string; role: OrganisationRole; email: string };

/** What an unused, unexpired invitation's page shows; null otherwise. Reading never uses it. */
export async function invitationOf(
  token: string,
  now = new Date(),
): Promise<InvitationView | null> {
  const row = await db().organisationInvitation.findUnique({
    where: { tokenHash: hashSecretToken(token) },
    select: {
      email: true,
      role: true,
      usedAt: true,
      expiresAt: true,
      organisation: { select: { name: true } },
    },
  });
  if (!row || row.usedAt !== null || row.expiresAt <= now) return null;
  return { organisation: row.organisation.name, role: row.role, email: row.email };
}

export type AcceptOutcome =
  | { status: "joined"; accountId: string; organisationId: string }
  | { status: "not_valid" }
  | { status: "other_organisation" };

class OtherOrganisation extends Error {}

/** The account of `email`: its owner, or one made now with the address confirmed. */
async function accountOfAddress(tx: Tx, email: string, now: Date): Promise<string> {
  const owner = await tx.accountEmail.findUnique({ where: { email } });
  if (owner) return owner.accountId;
  const account = await tx.customerAccount.create({ data: { createdAt: now } });
  await tx.accountEmail.create({ data: { email, accountId: account.id, confirmedAt: now } });
  return account.id;
}

/**
 * 'Accept the invitation': uses the token once and makes the account of the invited address a
 * member with the invitation's role and sites. An account already in another organisation is
 * refused and the invitation stays usable (once they leave it, the link works). An account
 * already in this organisation keeps its place.
 */
export async function acceptInvitation(token: string, now = new Date()): Promise<AcceptOutcome> {
  const tokenHash = hashSecretToken(token);
  try {
    return await db().$transaction(async (tx) => {
      const { count } = await tx.organisationInvitation.updateMany({
        where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) return { status: "not_valid" } as const;
      const invitation = await tx.organisationInvitation.findUniqueOrThrow({
        where: { tokenHash },
      });
      const accountId = await accountOfAddress(tx, invitation.email, now);
      const { organisationId } = invitation;
      const membership = await tx.organisationMember.findUnique({ where: { accountId } });
      if (membership && membership.organisationId !== organisationId) throw new OtherOrganisation();
      if (!membership) {
        // Sites removed since the invitation drop out; a limited Booker left with none can book
        // for none until an Administrator changes their role.
        const sites = await tx.site.findMany({
          where: { organisationId, id: { in: invitation.siteIds } },
          select: { id: true },
        });
        await tx.organisationMember.create({
          data: {
            accountId,
            organisationId,
            role: invitation.role,
            allSites: invitation.allSites,
            sites: { create: sites.map((site) => ({ siteId: site.id })) },
          },
        });
      }
      return { status: "joined", accountId, organisationId } as const;
    });
  } catch (error) {
    if (error instanceof OtherOrganisation) return { status: "other_organisation" };
    throw error;
  }
}

export type PendingInvitation = {
  id: string;
  email: string;
  role: OrganisationRole;
  expiresAt: Date;
};

/** The organisation's invitations not yet used and still valid, newest first. */
export function pendingInvitations(organisationId: string, now = new Date()) {
  return db().organisationInvitation.findMany({
    where: { organisationId, usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, email: true, role: true, expiresAt: true },
  }) satisfies Promise<PendingInvitation[]>;
}

/** Housekeeping: invitations past their 7 days, used or not. */
export async function purgeExpiredInvitations(now = new Date()): Promise<number> {
  const { count } = await db().organisationInvitation.deleteMany({
    where: { expiresAt: { lte: now } },
  });
  return count;
}
