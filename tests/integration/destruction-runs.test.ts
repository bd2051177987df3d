import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { DEFAULT_DESTRUCTION_PLACE } from "@/lib/certificates/certificate-rules";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { endRun, runSummary, startRun } from "@/lib/custody/runs";
import { scanSeal } from "@/lib/custody/scan-seal";
import { addShredder, listShredders, retireShredder } from "@/lib/custody/shredders";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { plantFacility, startFacilityRun, type Facility } from "../support/facility";
import { collectSeals, printSeals } from "../support/seals";

// Destruction runs at the facility against PostgreSQL: each scan stored once under its
// key, a seal destroyed once even when two runs scan it together, refusals with their reasons, and
// the job's certificate issued from the runs exactly once when its last seal goes in.

const today = todayInLondon();
const HOUR = 3_600_000;
const collectedAt = new Date(Date.now() - 3 * HOUR);

let facility: Facility;
let crew: CrewMember;
let shredderId = "";

beforeEach(async () => {
  await resetDatabase();
  facility = await plantFacility();
  ({ crew, shredderId } = facility);
  await printSeals(1, 20);
});

function run(operator = "Robin Hall"): Promise<string> {
  return startFacilityRun(facility, operator);
}

const scan = (sealText: string, key = randomUUID(), scannedAt = new Date()) => ({
  key,
  sealText,
  scannedAt: scannedAt.toISOString(),
});

async function job(reference: string, seals: number[]) {
  const id = await plantJob(reference, { day: today });
  await collectSeals(id, seals, collectedAt);
  return id;
}

const certificates = (bookingId: string) => db().certificate.count({ where: { bookingId } });
const seal = (number: number) => db().seal.findUniqueOrThrow({ where: { number } });

describe("a scan", () => {
  it("destroys a collected seal once: the same key twice stores one scan and answers the same", async () => {
    await job("NESS-RUN001", [1, 2]);
    const runId = await run();
    const sent = scan("s-000001");
    const first = await scanSeal(runId, sent, crew);
    expect(first).toMatchObject({
      found: true,
      answer: { status: "destroyed", message: texts.destroyed("S-000001"), duplicate: false },
    });
    const again = await scanSeal(runId, sent, crew);
    expect(again).toMatchObject({
      found: true,
      answer: { status: "destroyed", message: texts.destroyed("S-000001"), duplicate: true },
    });
    expect(await db().destructionScan.count()).toBe(1);
    expect(await seal(1)).toMatchObject({ state: "destroyed", runId });
    expect((await seal(1)).destroyedAt?.getTime()).toBe(new Date(sent.scannedAt).getTime());
    expect(await runSummary(runId)).toMatchObject({ seals: 1, jobs: 1 });
  });

  it("refuses at once with its reason a seal never issued, not collected, already destroyed, or not a seal, changing nothing", async () => {
    await job("NESS-RUN002", [3]);
    const runId = await run();
    await scanSeal(runId, scan("S-000003"), crew);
    const cases: [string, string][] = [
      ["S-000999", texts.neverIssued("S-000999")],
      ["S-000004", texts.notCollected("S-000004")],
      ["S-000003", texts.alreadyDestroyed("S-000003")],
      ["BAG-7", texts.notASeal("BAG-7")],
    ];
    for (const [text, reason] of cases) {
      const outcome = await scanSeal(runId, scan(text), crew);
      expect(outcome).toMatchObject({
        found: true,
        answer: { status: "refused", message: reason },
      });
    }
    const refusals = await db().destructionScan.findMany({
      where: { refusal: { not: null } },
      select: { refusal: true },
    });
    expect(refusals.map((row) => row.refusal).sort()).toEqual(cases.map(([, r]) => r).sort());
    expect(await seal(4)).toMatchObject({ state: "issued", runId: null });
    expect(await runSummary(runId)).toMatchObject({ seals: 1, jobs: 1 });
  });

  it("is refused once the run has ended", async () => {
    await job("NESS-RUN003", [5]);
    const runId = await run();
    expect(await endRun(runId)).toBe(true);
    const outcome = await scanSeal(runId, scan("S-000005"), crew);
    expect(outcome).toMatchObject({ answer: { status: "refused", message: texts.runEnded } });
    expect(await seal(5)).toMatchObject({ state: "collected" });
  });

  it("keeps a phone's clock from the future: the seal is destroyed now, not later", async () => {
    await job("NESS-RUN004", [6, 7]);
    const runId = await run();
    const now = new Date();
    await scanSeal(
      runId,
      scan("S-000006", randomUUID(), new Date(now.getTime() + HOUR)),
      crew,
      now,
    );
    expect((await seal(6)).destroyedAt?.getTime()).toBe(now.getTime());
  });
});

describe("two runs at once", () => {
  it("scanning the same seal destroy it once; the other is refused as already destroyed", async () => {
    await job("NESS-RUN005", [8, 9]);
    const [a, b] = [await run("A"), await run("B")];
    const answers = await Promise.all([
      scanSeal(a, scan("S-000008"), crew),
      scanSeal(b, scan("S-000008"), crew),
    ]);
    const statuses = answers.map((o) => (o.found ? o.answer.status : "missing")).sort();
    expect(statuses).toEqual(["destroyed", "refused"]);
    expect(await db().destructionScan.count({ where: { refusal: null } })).toBe(1);
  });

  it("scanning a job's last two seals together issue its certificate exactly once, from the runs", async () => {
    const id = await job("NESS-RUN006", [10, 11, 12]);
    const [a, b] = [await run("Alex Operator"), await run("Blake Operator")];
    await scanSeal(a, scan("S-000010"), crew);
    const outcomes = await Promise.all([
      scanSeal(a, scan("S-000011"), crew),
      scanSeal(b, scan("S-000012"), crew),
    ]);
    expect(outcomes.filter((o) => o.found && o.mailed)).toHaveLength(1);
    expect(await certificates(id)).toBe(1);
    const booking = await db().booking.findUniqueOrThrow({
      where: { id },
      include: { destruction: true },
    });
    expect(booking.status).toBe("certificate_issued");
    const last = await db().seal.aggregate({
      where: { bookingId: id },
      _max: { destroyedAt: true },
    });
    expect(booking.destruction).toMatchObject({
      destroyedAt: last._max.destroyedAt,
      method: "cross_cut_offsite",
      place: DEFAULT_DESTRUCTION_PLACE,
    });
    // "Destroyed by" is the operator of the run whose scan completed the job.
    expect(["Alex Operator", "Blake Operator"]).toContain(booking.destruction?.destroyedBy);
    const emails = await db().outboxEmail.count({
      where: { bookingId: id, certificateId: { not: null } },
    });
    expect(emails).toBe(1);
  });

  it("ending together after each scanned one of a job's two seals leave one certificate", async () => {
    const id = await job("NESS-RUN009", [16, 17]);
    const [a, b] = [await run("A"), await run("B")];
    const scanAndEnd = async (runId: string, text: string) => {
      await scanSeal(runId, scan(text), crew);
      return endRun(runId);
    };
    expect(await Promise.all([scanAndEnd(a, "S-000016"), scanAndEnd(b, "S-000017")])).toEqual([
      true,
      true,
    ]);
    expect(await certificates(id)).toBe(1);
    // A run ends once: ending it again keeps the first end.
    expect(await endRun(a)).toBe(false);
  });
});

describe("a job", () => {
  it("with one seal not yet destroyed gets no certificate and stays collected", async () => {
    const id = await job("NESS-RUN007", [13, 14]);
    const runId = await run();
    await scanSeal(runId, scan("S-000013"), crew);
    await endRun(runId);
    expect(await certificates(id)).toBe(0);
    expect(await db().booking.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "collected",
    });
    expect(await seal(14)).toMatchObject({ state: "collected" });
  });

  it("on-site is recorded with the service's own method", async () => {
    const id = await plantJob("NESS-RUN008", { day: today, service: "onsite" });
    await collectSeals(id, [15], collectedAt);
    const runId = await run();
    const outcome = await scanSeal(runId, scan("S-000015"), crew);
    expect(outcome).toMatchObject({ found: true, mailed: true });
    expect(await db().jobDestruction.findUniqueOrThrow({ where: { bookingId: id } })).toMatchObject(
      { method: "onsite_mobile", destroyedBy: "Robin Hall" },
    );
  });
});

describe("shredders", () => {
  it("are added once by name, retired, and a retired one cannot start a run", async () => {
    expect(await addShredder("Shredder 1 (HSM)")).toEqual({
      ok: false,
      message: texts.shredderExists("Shredder 1 (HSM)"),
    });
    await retireShredder(shredderId);
    expect(await listShredders(true)).toEqual([]);
    expect(await startRun(shredderId, "Robin Hall", crew)).toEqual({
      ok: false,
      message: texts.noShredder,
    });
  });
});
