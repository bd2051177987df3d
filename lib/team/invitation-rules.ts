// An invitation link's rules: it works once, for 24 hours. Pure, so the clock is the
// caller's (the data module passes the transaction's `now`; tests pass any time).

export const INVITATION_HOURS = 24;
const INVITATION_MS = INVITATION_HOURS * 60 * 60 * 1000;

/** When a link sent at `sentAt` stops working. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_MS);
}

/** May the link still set a password at `now`? Not once used, and not from its expiry on. */
export function invitationUsable(
  invitation: { usedAt: Date | null; expiresAt: Date },
  now: Date,
): boolean {
  return invitation.usedAt === null && now.getTime() < invitation.expiresAt.getTime();
}

/** What a colleague without a password is waiting on, for the Team list. */
export type InvitationState = "pending" | "expired" | "none";

export function invitationState(
  latest: { usedAt: Date | null; expiresAt: Date } | null,
  now: Date,
): InvitationState {
  if (!latest) return "none";
  return invitationUsable(latest, now) ? "pending" : "expired";
}
