import { beforeEach, describe, expect, it } from "vitest";
import { applyRecording } from "@/lib/crew/apply-recording";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { timeOnSiteOf } from "@/lib/crew/time-on-site";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { collected, freshStaff, recording } from "../support/crew-recordings";

// The time on site: a Collected recording applied after the crew's Arrived at the same stop
// stores the minutes between them with the collection; without an Arrived, none is stored.

const MINUTE = 60_000;
let alex: CrewMember;

beforeEach(async () => {
  ({ alex } = await freshStaff());
});

/**
 * Two times on one London day, `minutes` apart, the later a minute ago (or, when the earlier
 * would fall before midnight, half an hour earlier still): both are due on the job's day.
 */
function visit(minutes: number) {
  let collectedAt = new Date(Date.now() - MINUTE);
  const before = (at: Date) => new Date(at.getTime() - minutes * MINUTE);
  if (todayInLondon(before(collectedAt)) !== todayInLondon(collectedAt)) {
    collectedAt = new Date(collectedAt.getTime() - (minutes + 30) * MINUTE);
  }
  return { arrivedAt: before(collectedAt), collectedAt };
}

async function jobOn(reference: string, at: Date) {
  const id = await plantJob(reference, { day: todayInLondon(at), postcode: "DH1 1AA" });
  await db().booking.update({ where: { id }, data: { assigneeId: alex.id } });
  return id;
}

describe("the time on site", () => {
  it("is stored from the crew's Arrived to their Collected at the stop", async () => {
    const { arrivedAt, collectedAt } = visit(24);
    const id = await jobOn("NESS-TOS001", collectedAt);
    const arrived = await applyRecording(
      alex,
      await recording(id, "arrived", { recordedAt: arrivedAt.toISOString() }),
    );
    expect(arrived.answer.status).toBe("applied");
    const outcome = await applyRecording(
      alex,
      await collected(id, { recordedAt: collectedAt.toISOString() }),
    );
    expect(outcome.answer.status).toBe("applied");

    expect(await timeOnSiteOf(id)).toBe(24 * 60);
  });

  it("is left empty when the crew did not record their arrival", async () => {
    const { collectedAt } = visit(0);
    const id = await jobOn("NESS-TOS002", collectedAt);
    const outcome = await applyRecording(
      alex,
      await collected(id, { recordedAt: collectedAt.toISOString() }),
    );
    expect(outcome.answer.status).toBe("applied");
    const row = await db().jobCollection.findUniqueOrThrow({ where: { bookingId: id } });
    expect(row.timeOnSiteSeconds).toBeNull();
    expect(await timeOnSiteOf(id)).toBeNull();
  });

  it("takes no account of another job's arrival", async () => {
    const { arrivedAt, collectedAt } = visit(15);
    const id = await jobOn("NESS-TOS003", collectedAt);
    const other = await jobOn("NESS-TOS004", collectedAt);
    await applyRecording(
      alex,
      await recording(other, "arrived", { recordedAt: arrivedAt.toISOString() }),
    );
    await applyRecording(alex, await collected(id, { recordedAt: collectedAt.toISOString() }));
    expect(await timeOnSiteOf(id)).toBeNull();
  });
});
