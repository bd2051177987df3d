import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { endRun } from "@/lib/custody/runs";
import { formatSeal } from "@/lib/shared/seal-number";
import { scanSeal } from "@/lib/custody/scan-seal";
import { todayInLondon } from "@/lib/shared/dates";
import { verifyCertificate } from "@/lib/certificates/verification";
import { findCertificate } from "@/lib/certificates/certificates";
import { correctCertificate, jobRecords, recordDestruction } from "@/lib/custody/job-steps";
import { db } from "@/lib/server/db";
import { certificateEmails } from "@/lib/custody/job-notifications";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { plantFacility, startFacilityRun, type Facility } from "../support/facility";
import { collectSeals, printSeals } from "../support/seals";

// The seals a certificate of destruction lists, against PostgreSQL: frozen beside the
// certificate in the transaction that issues it, each with the time it was collected and
// destroyed; never changed, removed or added to afterwards; carried by a correction; counted by
// the verification.

const today = todayInLondon();
const MINUTE = 60_000;
const collectedAt = new Date(Date.now() - 180 * MINUTE);
const office = { kind: "admin", email: "office@example.test" } as const;

let facility: Facility;
let crew: CrewMember;

beforeEach(async () => {
  await resetDatabase();
  facility = await plantFacility();
  ({ crew } = facility);
  await printSeals(1, 20);
});

/** A job collected with `seals`, each then scanned into one run at the given times. */
async function destroyedFromRuns(reference: string, seals: [number, Date][]) {
  const id = await plantJob(reference, { day: today });
  await collectSeals(
    id,
    seals.map(([number]) => number),
    collectedAt,
  );
  const runId = await startFacilityRun(facility);
  for (const [number, at] of seals) {
    await scanSeal(
      runId,
      { key: randomUUID(), sealText: formatSeal(number), scannedAt: at.toISOString() },
      crew,
    );
  }
  await endRun(runId);
  const certificate = await db().certificate.findFirstOrThrow({ where: { bookingId: id } });
  return { id, certificate };
}

const frozenSeals = (certificateId: string) =>
  db().certificateSeal.findMany({
    where: { certificateId },
    orderBy: { sealNumber: "asc" },
    select: { sealNumber: true, collectedAt: true, destroyedAt: true },
  });

describe("a certificate issued from the runs", () => {
  it("freezes each destroyed seal of the job with the time it was collected and destroyed", async () => {
    const first = new Date(Date.now() - 20 * MINUTE);
    const second = new Date(Date.now() - 12 * MINUTE);
    const { certificate } = await destroyedFromRuns("NESS-SEAL01", [
      [4, second],
      [3, first],
    ]);
    expect(certificate.sealCount).toBe(2);
    expect(await frozenSeals(certificate.id)).toEqual([
      { sealNumber: 3, collectedAt, destroyedAt: first },
      { sealNumber: 4, collectedAt, destroyedAt: second },
    ]);
    // They are the seals as destroyed, and the certificate's record reads them back in order.
    const seals = await db().seal.findMany({ where: { number: { in: [3, 4] } } });
    expect(seals.every((seal) => seal.state === "destroyed")).toBe(true);
    expect((await findCertificate(certificate.number))!.seals).toEqual([
      { number: 3, collectedAt: collectedAt.toISOString(), destroyedAt: first.toISOString() },
      { number: 4, collectedAt: collectedAt.toISOString(), destroyedAt: second.toISOString() },
    ]);
  });

  it("keeps its seals as issued: no change, deletion or extra seal, even by a direct query", async () => {
    const { certificate } = await destroyedFromRuns("NESS-SEAL02", [[5, new Date()]]);
    await expect(
      db().$executeRaw`update certificate_seals set destroyed_at = now()`,
    ).rejects.toThrow(/cannot be changed/);
    await expect(db().$executeRaw`delete from certificate_seals`).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(
      db()
        .$executeRaw`insert into certificate_seals (certificate_id, seal_number, collected_at, destroyed_at)
        values (${certificate.id}::uuid, 6, now(), now())`,
    ).rejects.toThrow(/cannot be added to/);
    expect(await frozenSeals(certificate.id)).toHaveLength(1);
  });

  it("cannot be committed listing fewer seals than it counts", async () => {
    const { id } = await destroyedFromRuns("NESS-SEAL03", [[7, new Date()]]);
    await expect(
      db().$executeRaw`insert into certificates (id, number, check_code, booking_id, issued_by,
          customer_name, booking_reference, collection_day, quantity, operative, destroyed_at,
          method, place, waste_carrier_number, seal_count)
        values (gen_random_uuid(), 'COD-1999-000001', 'AAAAAAAA', ${id}::uuid, 'x', 'x', 'x',
          current_date, 1, 'x', now(), 'cross_cut_offsite', 'x', 'x', 1)`,
    ).rejects.toThrow(/lists 1 seals but 0 were written/);
    expect(await db().certificate.count({ where: { number: "COD-1999-000001" } })).toBe(0);
  });

  it("is verified with the number of seals it lists", async () => {
    const { certificate } = await destroyedFromRuns("NESS-SEAL04", [
      [8, new Date()],
      [9, new Date()],
    ]);
    const verification = await verifyCertificate(
      certificate.number,
      certificate.checkCode,
      "192.0.2.40",
    );
    expect(verification.status).toBe("verified");
    if (verification.status !== "verified") return;
    expect(verification.certificate.seals).toHaveLength(2);
  });
});

describe("a correction", () => {
  it("lists the original's seals with the same times", async () => {
    const { id, certificate } = await destroyedFromRuns("NESS-SEAL05", [
      [10, new Date(Date.now() - 9 * MINUTE)],
      [11, new Date(Date.now() - 8 * MINUTE)],
    ]);
    const records = await jobRecords(id);
    const corrected = await correctCertificate(
      id,
      office,
      { ...records.collection!, quantity: 3 },
      records.destruction!,
      new Date(),
      certificateEmails,
    );
    expect(corrected.status).toBe("done");
    const replacement = await db().certificate.findFirstOrThrow({
      where: { supersedesId: certificate.id },
    });
    expect(replacement.quantity).toBe(3);
    expect(replacement.sealCount).toBe(2);
    expect(await frozenSeals(replacement.id)).toEqual(await frozenSeals(certificate.id));
  });
});

describe("the office's Mark as destroyed", () => {
  it("lists seals no run scanned yet as destroyed when the office certified the job destroyed", async () => {
    const id = await plantJob("NESS-SEAL06", { day: today });
    await collectSeals(id, [12, 13], collectedAt);
    const destroyedAt = new Date(Date.now() - 60 * MINUTE);
    const outcome = await recordDestruction(
      id,
      office,
      {
        destroyedAt,
        destroyedBy: "Robin Hall",
        method: "cross_cut_offsite",
        place: "The facility",
      },
      new Date(),
      certificateEmails,
    );
    expect(outcome.status).toBe("done");
    const certificate = await db().certificate.findFirstOrThrow({ where: { bookingId: id } });
    expect(await frozenSeals(certificate.id)).toEqual([
      { sealNumber: 12, collectedAt, destroyedAt },
      { sealNumber: 13, collectedAt, destroyedAt },
    ]);
  });

  it("of a job without printed seals lists none, and prints its typed seal text as before", async () => {
    const id = await plantJob("NESS-SEAL07", { day: today, status: "collected" });
    await db().jobCollection.create({
      data: {
        bookingId: id,
        quantity: 1,
        sealNumbers: "Blue tag 44",
        operative: "Sam Carter",
        collectedAt,
        recordedBy: "office@example.test",
      },
    });
    await recordDestruction(
      id,
      office,
      {
        destroyedAt: new Date(),
        destroyedBy: "Robin Hall",
        method: "cross_cut_offsite",
        place: "The facility",
      },
      new Date(),
      certificateEmails,
    );
    const certificate = await db().certificate.findFirstOrThrow({ where: { bookingId: id } });
    expect(certificate).toMatchObject({ sealCount: 0, sealNumbers: "Blue tag 44" });
    expect((await findCertificate(certificate.number))!.seals).toEqual([]);
  });
});
