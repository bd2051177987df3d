// The destruction facility for integration tests: a crew member who feeds the shredder
// and one shredder in use, as the office sets them up, and runs started on it.
import type { CrewMember } from "@/lib/phone/crew-guard";
import { startRun } from "@/lib/custody/runs";
import { addShredder } from "@/lib/custody/shredders";
import { db } from "@/lib/server/db";

export type Facility = { crew: CrewMember; shredderId: string };

/** Robin Hall (Crew) and "Shredder 1 (HSM)". */
export async function plantFacility(): Promise<Facility> {
  const user = await db().user.create({
    data: {
      email: "facility@example.test",
      name: "Robin Hall",
      passwordHash: "not-used",
      roles: { create: [{ role: "crew" }] },
    },
  });
  const added = await addShredder("Shredder 1 (HSM)");
  if (!added.ok) throw new Error(added.message);
  return { crew: { id: user.id, email: user.email, isOffice: false }, shredderId: added.id };
}

/** Starts a run on the facility's shredder, fed by `operator`; its id. */
export async function startFacilityRun(
  { crew, shredderId }: Facility,
  operator = "Robin Hall",
): Promise<string> {
  const started = await startRun(shredderId, operator, crew);
  if (!started.ok) throw new Error(started.message);
  return started.runId;
}
