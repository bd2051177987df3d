import type { StaffRole } from "./roles";

// The last Office member cannot be removed or demoted (issue 37): someone must always be able to
// run the admin, add colleagues and give access back. Pure; the data module asks it under the
// team's lock, with the count it read there, so two Office members demoting each other at the same
// moment leave one.

export type RoleChange = { kind: "remove" } | { kind: "set"; role: StaffRole };

/** Does the team still have an Office member after `change` to a colleague whose role is `current`? */
export function keepsAnOffice(offices: number, current: StaffRole, change: RoleChange): boolean {
  const losesOffice = current === "admin" && (change.kind === "remove" || change.role !== "admin");
  return !losesOffice || offices > 1;
}
