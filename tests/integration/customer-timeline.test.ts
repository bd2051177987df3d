import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { applyRecording } from "@/lib/crew/apply-recording";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { customerCustody } from "@/lib/custody/customer-timeline";
import { endRun } from "@/lib/custody/runs";
import { scanSeal } from "@/lib/custody/scan-seal";
import { manageToken } from "@/lib/server/signed-links";
import { todayInLondon } from "@/lib/shared/dates";
import { formatLondonClock } from "@/lib/shared/format-date";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { collected, recording, staff } from "../support/crew-recordings";
import { resetDatabase } from "../support/db";
import { plantFacility, startFacilityRun, type Facility } from "../support/facility";
import { tamperedToken } from "../support/tampered-token";

// The customer's chain of custody read from PostgreSQL through the manage link's token: a job
// on the way, collected at the door, shredded in two runs and certified; without the office's
// notes or any staff e-mail address; and another booking's token reads nothing of it.

const MINUTE = 60_000;
let facility: Facility;
let alex: CrewMember;

beforeEach(async () => {
  await resetDatabase();
  facility = await plantFacility();
  alex = await staff("alex@staff.example.test", ["crew"], "Alex Crew");
});

/** Minutes after a start that leaves the visit (10 minutes) on one London day, in the past. */
function clock() {
  let start = new Date(Date.now() - 20 * MINUTE);
  if (todayInLondon(start) !== todayInLondon(new Date(start.getTime() + 10 * MINUTE))) {
    start = new Date(start.getTime() - 30 * MINUTE);
  }
  return (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
}

async function destroy(runId: string, seal: string, at: Date) {
  const outcome = await scanSeal(
    runId,
    { key: randomUUID(), sealText: seal, scannedAt: at.toISOString() },
    facility.crew,
    at,
  );
  if (!outcome.found || outcome.answer.status !== "destroyed") throw new Error(`${seal} refused`);
}

async function jobAt(reference: string, day: string) {
  const id = await plantJob(reference, { day, postcode: "DH1 1AA", bags: 3 });
  await db().booking.update({ where: { id }, data: { assigneeId: alex.id } });
  return id;
}

describe("the customer's chain of custody", () => {
  it("follows the job from the crew on the way to the certificate, newest last", async () => {
    const t = clock();
    const day = todayInLondon(t(0));
    const id = await jobAt("NESS-FOL001", day);
    await db().arrivalNotice.create({
      data: {
        bookingId: id,
        day: new Date(`${day}T00:00:00Z`),
        expectedAt: t(4),
        source: "on_my_way",
        createdAt: t(3),
      },
    });
    // The crew's note for the office on a first attempt: never the customer's to read.
    await applyRecording(
      alex,
      await recording(id, "not_collected", {
        recordedAt: t(1).toISOString(),
        reason: "nobody_there",
        officeNote: "Back door code 4711",
      }),
    );
    const sent = await collected(id, { recordedAt: t(5).toISOString(), count: 3 });
    const seals = [...sent.seals.map((s) => s.toUpperCase())].sort();
    expect((await applyRecording(alex, sent)).answer.status).toBe("applied");

    const first = await startFacilityRun(facility);
    await destroy(first, seals[0]!, t(7));
    await endRun(first);
    const second = await startFacilityRun(facility);
    await destroy(second, seals[1]!, t(9));

    const token = manageToken(id, day);
    const steps = (await customerCustody(token))!;
    const certificate = await db().certificate.findFirstOrThrow({ where: { bookingId: id } });
    expect(steps.map((s) => s.kind)).toEqual([
      "on_the_way",
      "collected",
      "facility",
      "shredded",
      "shredded",
      "certificate",
    ]);
    expect(steps.map((s) => s.title)).toEqual([
      "On the way",
      `Collected at ${formatLondonClock(t(5))} by Alex Crew: 3 sealed bags, seals ${seals[0]} to ${seals[1]}, signed by Pat Customer`,
      "At the facility",
      `Shredded at ${formatLondonClock(t(7))}: 1 of 2 seals`,
      `Shredded at ${formatLondonClock(t(9))}: 2 of 2 seals`,
      `Certificate ${certificate.number}`,
    ]);
    expect(steps[0]!.lines).toEqual([`Expected about ${formatLondonClock(t(4))}.`]);
    expect(steps[2]!.at).toEqual(t(7));
    expect(steps.at(-1)!.links.map((l) => l.href)).toEqual([
      `/bookings/${token}/certificate`,
      `/certificates/${certificate.number}?code=${certificate.checkCode}`,
    ]);
    const text = JSON.stringify(steps);
    expect(text).not.toMatch(/@/);
    expect(text).not.toContain("4711");
    expect(text).not.toContain("Robin Hall");
  });

  it("reads nothing of a booking through another booking's token, and nothing through a forged one", async () => {
    const day = todayInLondon();
    const id = await jobAt("NESS-FOL002", day);
    await db().arrivalNotice.create({
      data: {
        bookingId: id,
        day: new Date(`${day}T00:00:00Z`),
        expectedAt: new Date(),
        source: "on_my_way",
      },
    });
    const other = await jobAt("NESS-FOL003", day);

    expect(await customerCustody(manageToken(other, day))).toEqual([]);
    expect(await customerCustody(tamperedToken(manageToken(id, day)))).toBeNull();
    expect(await customerCustody(manageToken(id, day))).toHaveLength(1);
  });
});
