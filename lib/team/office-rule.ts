import type { StaffRole } from "./roles";

// The last Office member cannot be removed or demoted: someone must always be able to
// run the admin, add colleagues and give access back. Only an Office member who can sign in (has
// set a password) counts: one invited who has not set theirs yet may never do so, so they do not
// let the only Office member who can sign in demote or remove themselves. Pure; the data module
// asks it under the team's lock, with the count it read there, so two Office members demoting
// each other at the same moment leave one.

export type RoleChange = { kind: "remove" } | { kind: "set"; role: StaffRole };

/** The colleague a change is made to: their role, and whether they can sign in. */
export type ChangedColleague = { role: StaffRole; canSignIn: boolean };

/**
 * Does the team still have an Office member who can sign in after `change` to `colleague`?
 * `officesWhoCanSignIn` counts them before the change.
 */
export function keepsAnOffice(
  officesWhoCanSignIn: number,
  colleague: ChangedColleague,
  change: RoleChange,
): boolean {
  const leavesOffice = change.kind === "remove" || change.role !== "admin";
  const losesOne = colleague.role === "admin" && colleague.canSignIn && leavesOffice;
  return !losesOne || officesWhoCanSignIn > 1;
}
