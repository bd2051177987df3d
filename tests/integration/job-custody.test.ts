import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { applyRecording } from "@/lib/crew/apply-recording";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { jobVersion } from "@/lib/crew/job-version";
import { recordingSchema } from "@/lib/crew/recording-schema";
import { custodyTimelineTexts as texts } from "@/lib/custody/custody-texts";
import { describeEvent, type CustodyEvent } from "@/lib/custody/custody-timeline";
import { jobCustody } from "@/lib/custody/job-custody";
import { endRun } from "@/lib/custody/runs";
import { scanSeal } from "@/lib/custody/scan-seal";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { plantFacility, startFacilityRun, type Facility } from "../support/facility";
import { collectSeals, plantSeals, printSeals } from "../support/seals";

// The chain of custody on the admin's job page, read from PostgreSQL: labels printed,
// the collection, each run that destroyed the job's seals, the certificate; a seal not yet
// destroyed said as awaiting; a job from before printed seals shown from what it has.

const today = todayInLondon();
const HOUR = 3_600_000;
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

let facility: Facility;
let crew: CrewMember;

beforeEach(async () => {
  await resetDatabase();
  facility = await plantFacility();
  ({ crew } = facility);
});

function run(operator: string): Promise<string> {
  return startFacilityRun(facility, operator);
}

async function destroy(runId: string, seal: string, at: Date) {
  const outcome = await scanSeal(
    runId,
    { key: randomUUID(), sealText: seal, scannedAt: at.toISOString() },
    crew,
    at,
  );
  if (!outcome.found || outcome.answer.status !== "destroyed") {
    throw new Error(`${seal} was not destroyed`);
  }
}

/** Labels printed a day ago, before the collections the tests record hours ago. */
async function printedYesterday(first: number, last: number) {
  await printSeals(first, last);
  await db().labelPrint.updateMany({ data: { printedAt: new Date(Date.now() - 24 * HOUR) } });
}

const kinds = (events: CustodyEvent[]) => events.map((e) => e.kind);

describe("a job's chain of custody", () => {
  it("shows the labels printed, the collection and the run, with the seal still awaiting destruction", async () => {
    await printedYesterday(1, 24);
    const id = await plantJob("NESS-CHN001", { day: today });
    const collectedAt = new Date(Date.now() - 5 * HOUR);
    await collectSeals(id, [3, 4, 5], collectedAt);
    const first = await run("Robin Hall");
    await destroy(first, "S-000003", new Date(Date.now() - 2 * HOUR));
    await destroy(first, "S-000004", new Date(Date.now() - 2 * HOUR + 60_000));
    await endRun(first);

    const timeline = await jobCustody(id);
    expect(kinds(timeline.events)).toEqual(["printed", "collected", "run"]);
    expect(timeline.tally).toBe("2 of 3 seals destroyed; S-000005 awaiting");
    expect(timeline.awaiting).toEqual(["S-000005"]);
    const [printed, collected, destroyed] = timeline.events.map(describeEvent);
    expect(printed!.lines).toEqual([
      "S-000001 to S-000024 (1 sheet) by office@example.test",
      "This job's: S-000003, S-000004, S-000005",
    ]);
    expect(collected!.title).toBe(texts.collectedBy("Sam Carter"));
    expect(collected!.lines).toContain("Seals: S-000003, S-000004, S-000005");
    expect(destroyed!.title).toBe("Destruction run on Shredder 1 (HSM)");
    expect(destroyed!.lines[0]).toBe("Operator: Robin Hall");
    expect(destroyed!.lines[2]).toMatch(
      /^This job's seals destroyed: S-000003 at .+, S-000004 at /,
    );
    expect(await db().certificate.count({ where: { bookingId: id } })).toBe(0);
  });

  it("adds the second run and the certificate once the last seal is destroyed", async () => {
    await printedYesterday(1, 24);
    const id = await plantJob("NESS-CHN002", { day: today });
    await collectSeals(id, [7, 8], new Date(Date.now() - 5 * HOUR));
    // Another job's seal in the same run stays out of this job's chain.
    const other = await plantJob("NESS-CHN003", { day: today });
    await collectSeals(other, [9], new Date(Date.now() - 5 * HOUR));
    const first = await run("Robin Hall");
    await destroy(first, "S-000007", new Date(Date.now() - 3 * HOUR));
    await destroy(first, "S-000009", new Date(Date.now() - 3 * HOUR + 60_000));
    await endRun(first);
    const second = await run("Alex Operator");
    await destroy(second, "S-000008", new Date(Date.now() - HOUR));

    const timeline = await jobCustody(id);
    expect(kinds(timeline.events)).toEqual(["printed", "collected", "run", "run", "certificate"]);
    expect(timeline.tally).toBe("2 of 2 seals destroyed");
    const runs = timeline.events.filter((e) => e.kind === "run");
    expect(runs.map((r) => [r.run.operator, r.seals.map((s) => s.seal)])).toEqual([
      ["Robin Hall", ["S-000007"]],
      ["Alex Operator", ["S-000008"]],
    ]);
    expect(runs[1]!.run.endedAt).toBeNull();
    const certificate = await db().certificate.findFirstOrThrow({ where: { bookingId: id } });
    const last = timeline.events.at(-1)!;
    expect(last).toMatchObject({
      kind: "certificate",
      certificate: { number: certificate.number, checkCode: certificate.checkCode },
    });
    expect(describeEvent(last).links.map((l) => l.href)).toEqual([
      `/admin/certificates/${certificate.number}/pdf`,
      `/certificates/${certificate.number}?code=${certificate.checkCode}`,
    ]);
  });

  it("names the crew member and the customer who signed at the door", async () => {
    const member = await db().user.create({
      data: {
        email: "alex@example.test",
        name: "Alex Crew",
        passwordHash: "not-used",
        roles: { create: [{ role: "crew" }] },
      },
    });
    const recordedAt = new Date(Date.now() - HOUR);
    // The job is due on the day the phone recorded it (an hour ago may be yesterday).
    const id = await plantJob("NESS-CHN004", { day: todayInLondon(recordedAt) });
    const seals = await plantSeals(2);
    await db().labelPrint.updateMany({ data: { printedAt: new Date(Date.now() - 24 * HOUR) } });
    const outcome = await applyRecording(
      { id: member.id, email: member.email, isOffice: false },
      recordingSchema.parse({
        key: randomUUID(),
        bookingId: id,
        kind: "collected",
        recordedAt: recordedAt.toISOString(),
        deviceId: "device-0001",
        deviceLabel: "Pixel 8",
        jobVersion: jobVersion(await db().booking.findUniqueOrThrow({ where: { id } })),
        seals,
        count: 2,
        weightKg: 12.5,
        photos: [],
        signedBy: "Pat Customer",
        signaturePng: ONE_PIXEL_PNG,
        crewSignaturePng: ONE_PIXEL_PNG,
      }),
    );
    expect(outcome.answer.status).toBe("applied");

    const timeline = await jobCustody(id);
    expect(kinds(timeline.events)).toEqual(["printed", "collected"]);
    expect(timeline.events[1]!.at).toEqual(recordedAt);
    const words = describeEvent(timeline.events[1]!);
    expect(words.title).toBe("Collected by Alex Crew");
    expect(words.lines).toEqual([
      "Signed by Pat Customer",
      expect.stringMatching(/^Recorded at the door by Alex Crew on Pixel 8 \(phone's time /),
      `Seals: ${seals.join(", ")}`,
    ]);
    expect(timeline.tally).toBe(`0 of 2 seals destroyed; ${seals.join(", ")} awaiting`);
  });

  it("shows a job recorded before printed seals from what it has, without errors", async () => {
    const id = await plantJob("NESS-CHN005", { day: today });
    await db().booking.update({ where: { id }, data: { status: "collected" } });
    await db().jobCollection.create({
      data: {
        bookingId: id,
        quantity: 2,
        sealNumbers: "BAG-1, BAG-2",
        operative: "Sam Carter",
        collectedAt: new Date(Date.now() - 3 * HOUR),
        recordedBy: "office@example.test",
      },
    });
    const timeline = await jobCustody(id);
    expect(kinds(timeline.events)).toEqual(["collected"]);
    expect(timeline.tally).toBe(texts.untracked("BAG-1, BAG-2"));
    expect(await jobCustody(await plantJob("NESS-CHN006", { day: today }))).toEqual({
      events: [],
      tally: null,
      awaiting: [],
    });
  });
});
