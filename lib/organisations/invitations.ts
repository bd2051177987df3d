import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { enqueueEmail } from "@/lib/server/mail/outbox";
import { newSecretToken } from "@/lib/server/secret-token";
import { organisationInvitationEmail } from "./invitation-emails";
import { invitationExpiry, type OrganisationRole } from "./organisation-rules";

// An invitation to an organisation: a single-use link to one address, valid 7 days, of which
// only the SHA-256 is stored, and its e-mail filed in the outbox in the caller's transaction.
// (Accepting it, and the customer's own Invite a colleague, are the people's part.)

type Tx = Prisma.TransactionClient;

export type MemberInvitation = {
  organisationId: string;
  /** Trimmed, lower case. */
  email: string;
  role: OrganisationRole;
  /** False only for a Booker limited to `siteIds`. */
  allSites: boolean;
  siteIds: string[];
  /** "customer:{address}" of the Administrator, or the office member's e-mail. */
  invitedBy: string;
};

/** Store the invitation and queue its e-mail, in `tx`; returns the invitation's id. */
export async function inviteMember(
  tx: Tx,
  invitation: MemberInvitation,
  now: Date,
): Promise<{ id: string }> {
  const { name } = await tx.organisation.findUniqueOrThrow({
    where: { id: invitation.organisationId },
    select: { name: true },
  });
  const { token, tokenHash } = newSecretToken();
  const expiresAt = invitationExpiry(now);
  const row = await tx.organisationInvitation.create({
    data: { ...invitation, tokenHash, expiresAt, createdAt: now },
    select: { id: true },
  });
  await enqueueEmail(
    tx,
    organisationInvitationEmail({
      organisation: name,
      email: invitation.email,
      role: invitation.role,
      token,
      expiresAt,
    }),
  );
  return row;
}
