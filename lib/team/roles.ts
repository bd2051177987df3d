import type { AppRole } from "@/generated/prisma/enums";

// The two staff roles as the office names them. The database keeps the AppRole values
// it always had: `admin` is the Office (the whole admin), `crew` their own day on /crew.

export type StaffRole = AppRole;

export const staffRoleLabels: Record<StaffRole, string> = { admin: "Office", crew: "Crew" };

/** The Role choices of the Team section, Office first. */
export const staffRoles = ["admin", "crew"] as const satisfies readonly StaffRole[];

/** A colleague's one role, from the rows they hold: Office wins over Crew; none is not staff. */
export function staffRoleOf(roles: readonly StaffRole[]): StaffRole | null {
  if (roles.includes("admin")) return "admin";
  if (roles.includes("crew")) return "crew";
  return null;
}
