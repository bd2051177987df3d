// Contract visits taken through the office's job workflow, for the contract job tests.
import { db } from "@/lib/server/db";
import { recordCollection, recordDestruction } from "@/lib/custody/job-steps";

export const office = { kind: "admin", email: "office@example.test" } as const;
const noEmails = async () => [];

/** The contract's visits not cancelled, by day. */
export const visitsOf = (contractId: string) =>
  db().booking.findMany({
    where: { contractId, status: { not: "cancelled" } },
    orderBy: { selectedDate: "asc" },
  });

export const dayOf = (visit: { selectedDate: Date }) =>
  visit.selectedDate.toISOString().slice(0, 10);

/** Collected at 09:00 and destroyed at 11:00 UTC on its day: the certificate is issued. */
export async function completeVisit(visit: { id: string; selectedDate: Date }) {
  const day = dayOf(visit);
  const collected = await recordCollection(visit.id, office, {
    collectedAt: new Date(`${day}T09:00:00Z`),
    quantity: 3,
    weightKg: null,
    sealNumbers: null,
    operative: "Sam",
  });
  if (collected.status !== "done") throw new Error(JSON.stringify(collected));
  const destroyed = await recordDestruction(
    visit.id,
    office,
    {
      destroyedAt: new Date(`${day}T11:00:00Z`),
      destroyedBy: "Robin",
      method: "cross_cut_offsite",
      place: "Lingfield Point, Darlington",
    },
    new Date(`${day}T11:05:00Z`),
    noEmails,
  );
  if (destroyed.status !== "done") throw new Error(JSON.stringify(destroyed));
  return destroyed.certificate!;
}
