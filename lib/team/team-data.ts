import "server-only";
import { lockNamespaces } from "@/lib/server/lock-namespaces";
import type { Prisma } from "@/generated/prisma/client";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { db } from "@/lib/server/db";
import { enqueueEmail } from "@/lib/server/mail/outbox";
import { hashPassword } from "@/lib/server/password";
import { invitationEmail } from "./invitation-email";
import {
  invitationExpiry,
  invitationState,
  invitationUsable,
  type InvitationState,
} from "./invitation-rules";
import { hashSecretToken, newSecretToken } from "@/lib/server/secret-token";
import { keepsAnOffice, type ChangedColleague, type RoleChange } from "./office-rule";
import { staffRoleOf, type StaffRole } from "./roles";
import type { InviteInput } from "./team-schemas";
import { teamTexts } from "./team-texts";

// The Team section's data: colleagues (users holding a staff role), their invitations, role
// changes and removals. Every change takes the team's lock first, so the last-Office rule is
// decided on a count no other change can move meanwhile, and a link is used at most once.

type Tx = Prisma.TransactionClient;

// The team's changes queue behind one another (lock-namespaces.ts).
const LOCK_NAMESPACE = lockNamespaces.team;
async function lockTeam(tx: Tx): Promise<void> {
  await tx.$executeRaw`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, hashtext('team'))`;
}

export type Colleague = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  hasPassword: boolean;
  /** For a colleague without a password: is their link still open? */
  invitation: InvitationState;
};

/** What a colleague is read with (the hash only to tell whether a password is set). */
const colleagueFields = {
  id: true,
  name: true,
  email: true,
  passwordHash: true,
  roles: { select: { role: true } },
} as const;

export async function listColleagues(now = new Date()): Promise<Colleague[]> {
  const users = await db().user.findMany({
    where: { roles: { some: {} } },
    select: {
      ...colleagueFields,
      invitations: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { usedAt: true, expiresAt: true },
      },
    },
  });
  const colleagues: Colleague[] = users.flatMap((user) => {
    const role = staffRoleOf(user.roles.map((r) => r.role));
    if (!role) return [];
    return [
      {
        id: user.id,
        name: user.name ?? user.email,
        email: user.email,
        role,
        hasPassword: user.passwordHash !== null,
        invitation: invitationState(user.invitations[0] ?? null, now),
      },
    ];
  });
  // By the name shown (the e-mail for anyone added by `npm run user:create`, who has none).
  return colleagues.sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

/** A new link for the colleague (any earlier unused link stops working), e-mailed via the outbox. */
async function sendInvitation(
  tx: Tx,
  colleague: { id: string; name: string; email: string; role: StaffRole },
  invitedBy: string,
  now: Date,
): Promise<void> {
  await tx.staffInvitation.deleteMany({ where: { userId: colleague.id, usedAt: null } });
  const { token, tokenHash } = newSecretToken();
  const expiresAt = invitationExpiry(now);
  await tx.staffInvitation.create({
    data: { userId: colleague.id, tokenHash, expiresAt, invitedBy, createdAt: now },
  });
  await enqueueEmail(tx, invitationEmail({ ...colleague, token, expiresAt }));
}

/**
 * Add a colleague with their role and e-mail them a link to set a password. An e-mail that
 * belongs to a colleague already is refused at its field; someone whose access was removed (or
 * any account without a role) is invited afresh, their old password cleared.
 */
export async function inviteColleague(
  input: InviteInput,
  invitedBy: string,
  now = new Date(),
): Promise<ActionResult> {
  return db().$transaction(async (tx) => {
    await lockTeam(tx);
    const existing = await tx.user.findUnique({
      where: { email: input.email },
      select: { id: true, roles: { select: { role: true } } },
    });
    if (existing && existing.roles.length > 0) return fieldRefusal("email", teamTexts.alreadyStaff);
    const data = { name: input.name, passwordHash: null };
    const { id } = existing
      ? await tx.user.update({ where: { id: existing.id }, data, select: { id: true } })
      : await tx.user.create({ data: { ...data, email: input.email }, select: { id: true } });
    await tx.userRole.create({ data: { userId: id, role: input.role } });
    await sendInvitation(tx, { id, ...input }, invitedBy, now);
    return { ok: true, data: undefined };
  });
}

/** The colleague under the lock, with their one staff role (null: not a colleague). */
async function colleagueIn(tx: Tx, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: colleagueFields });
  const role = user ? staffRoleOf(user.roles.map((r) => r.role)) : null;
  return user && role ? { ...user, name: user.name ?? user.email, role } : null;
}

/** A colleague who has not set a password yet gets a new link (the old one stops working). */
export async function inviteAgain(
  userId: string,
  invitedBy: string,
  now = new Date(),
): Promise<ActionResult<{ email: string }>> {
  return db().$transaction(async (tx) => {
    await lockTeam(tx);
    const colleague = await colleagueIn(tx, userId);
    if (!colleague) return fieldRefusal("access", teamTexts.notAColleague);
    if (colleague.passwordHash !== null) {
      return fieldRefusal("access", "This colleague has set a password already");
    }
    await sendInvitation(tx, colleague, invitedBy, now);
    return { ok: true, data: { email: colleague.email } };
  });
}

/** Office members who can sign in: an invited one without a password cannot (office-rule.ts). */
async function officesWhoCanSignIn(tx: Tx): Promise<number> {
  return tx.userRole.count({ where: { role: "admin", user: { passwordHash: { not: null } } } });
}

async function refusesLastOffice(
  tx: Tx,
  colleague: { role: StaffRole; passwordHash: string | null },
  change: RoleChange,
) {
  const changed: ChangedColleague = {
    role: colleague.role,
    canSignIn: colleague.passwordHash !== null,
  };
  return !keepsAnOffice(await officesWhoCanSignIn(tx), changed, change);
}

/**
 * Office <-> Crew. The old role's row is deleted, which ends the colleague's sessions (migration
 * session_revocation): they sign in again under the new role.
 */
export async function changeRole(
  userId: string,
  role: StaffRole,
): Promise<ActionResult<{ name: string }>> {
  return db().$transaction(async (tx) => {
    await lockTeam(tx);
    const colleague = await colleagueIn(tx, userId);
    if (!colleague) return fieldRefusal("role", teamTexts.notAColleague);
    if (colleague.role === role) return { ok: true, data: { name: colleague.name } };
    if (await refusesLastOffice(tx, colleague, { kind: "set", role })) {
      return fieldRefusal("role", teamTexts.lastOffice);
    }
    await tx.userRole.deleteMany({ where: { userId, role: { not: role } } });
    await tx.userRole.create({ data: { userId, role } });
    return { ok: true, data: { name: colleague.name } };
  });
}

/**
 * Remove access: the staff role goes, every session ends at once (the version raised and every
 * device's row deleted, see lib/server/sessions.ts), and any open invitation stops working.
 */
export async function removeAccess(userId: string): Promise<ActionResult<{ name: string }>> {
  return db().$transaction(async (tx) => {
    await lockTeam(tx);
    const colleague = await colleagueIn(tx, userId);
    if (!colleague) return fieldRefusal("access", teamTexts.notAColleague);
    if (await refusesLastOffice(tx, colleague, { kind: "remove" })) {
      return fieldRefusal("access", teamTexts.lastOffice);
    }
    await tx.userRole.deleteMany({ where: { userId } });
    await tx.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
    await tx.userSession.deleteMany({ where: { userId } });
    await tx.staffInvitation.deleteMany({ where: { userId } });
    return { ok: true, data: { name: colleague.name } };
  });
}

/** Whom a link invites, while it may still be used (page render); null for any other link. */
export async function openInvitation(
  token: string,
  now = new Date(),
): Promise<{ name: string; email: string } | null> {
  const invitation = await db().staffInvitation.findUnique({
    where: { tokenHash: hashSecretToken(token) },
    select: {
      usedAt: true,
      expiresAt: true,
      user: { select: { name: true, email: true, roles: { select: { role: true } } } },
    },
  });
  if (!invitation || !invitationUsable(invitation, now)) return null;
  const { user } = invitation;
  if (!staffRoleOf(user.roles.map((r) => r.role))) return null;
  return { name: user.name ?? user.email, email: user.email };
}

/**
 * The invited colleague sets their password: once, within 24 hours, while they are still a
 * colleague. A link that is used, expired, withdrawn or unknown changes nothing.
 */
export async function acceptInvitation(
  token: string,
  password: string,
  now = new Date(),
): Promise<ActionResult<{ email: string }>> {
  const passwordHash = await hashPassword(password);
  return db().$transaction(async (tx) => {
    await lockTeam(tx);
    const invitation = await tx.staffInvitation.findUnique({
      where: { tokenHash: hashSecretToken(token) },
      select: { id: true, userId: true, usedAt: true, expiresAt: true },
    });
    const colleague = invitation && (await colleagueIn(tx, invitation.userId));
    if (!invitation || !colleague || !invitationUsable(invitation, now)) {
      return { ok: false, reason: "validation", message: teamTexts.invitationNotValid };
    }
    await tx.staffInvitation.update({ where: { id: invitation.id }, data: { usedAt: now } });
    await tx.user.update({ where: { id: colleague.id }, data: { passwordHash } });
    return { ok: true, data: { email: colleague.email } };
  });
}
