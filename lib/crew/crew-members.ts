import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { crewName } from "@/lib/shared/staff-name";
import type { CrewMember } from "./assignment";

// The current crew: every user holding the Crew role, as Assign to offers them. The
// Team section adds and removes them; a removal takes the role away.

/** The current crew members by name, for Assign to. */
export async function crewMembers(): Promise<CrewMember[]> {
  const users = await db().user.findMany({
    where: { roles: { some: { role: "crew" } } },
    select: { id: true, name: true, email: true },
  });
  return users
    .map((user) => ({ id: user.id, name: crewName(user) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/**
 * Whether `userId` is a current crew member, holding their Crew role until the transaction ends
 * (FOR SHARE), so a removal at the same moment waits for the assignment and cannot be missed.
 */
export async function holdCrewMember(
  tx: Prisma.TransactionClient,
  userId: string,
): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>`
    select 1 from "user_roles" where "user_id" = ${userId}::uuid and "role" = 'crew' for share`;
  return rows.length > 0;
}
