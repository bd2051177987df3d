import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as postRunStep } from "@/app/api/crew/destruction-runs/route";
import { POST as postScan } from "@/app/api/crew/destruction-scans/route";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { endRun, startRun } from "@/lib/custody/runs";
import { addShredder } from "@/lib/custody/shredders";
import { recordingAnswerTexts } from "@/lib/crew/recording-texts";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { collectSeals, printSeals } from "../support/seals";
import { sessionCookieFor } from "../support/session-cookie";

// A run started on a phone without signal: the phone makes the run's id, and its queue
// later sends the start, the scans and the end, in that order, each perhaps more than once (an
// answer lost on the way back). The same id started twice is one run; the same id with another
// shredder or operator is refused; ending twice keeps the first end; the server re-checks who
// sends, and refuses scans once the run has ended.

const SITE = "http://localhost:3000";
const HOUR = 3_600_000;

let crewCookies: Record<string, string> = {};
let crew = { id: "", email: "facility@example.test", isOffice: false };
let shredderId = "";
let otherShredderId = "";

function post(
  route: (request: NextRequest) => Promise<Response>,
  path: string,
  body: unknown,
  cookies: Record<string, string> = crewCookies,
) {
  return route(
    new NextRequest(`${SITE}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        host: new URL(SITE).host,
        origin: SITE,
        cookie: Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join("; "),
      },
      body: JSON.stringify(body),
    }),
  );
}

const step = (body: unknown, cookies?: Record<string, string>) =>
  post(postRunStep, paths.crewDestructionRuns, body, cookies);
const scan = (runId: string, sealText: string) =>
  post(postScan, paths.crewDestructionScans, {
    runId,
    key: randomUUID(),
    sealText,
    scannedAt: new Date().toISOString(),
  });

const startOf = (runId: string, details: { shredderId?: string; operator?: string } = {}) => ({
  action: "start",
  runId,
  shredderId: details.shredderId ?? shredderId,
  operator: details.operator ?? "Robin Hall",
  startedAt: new Date(Date.now() - HOUR).toISOString(),
});

beforeEach(async () => {
  await resetDatabase();
  const user = await db().user.create({
    data: {
      email: crew.email,
      name: "Robin Hall",
      passwordHash: "not-used",
      roles: { create: [{ role: "crew" }] },
    },
  });
  crew = { ...crew, id: user.id };
  crewCookies = await sessionCookieFor({ uid: user.id, email: crew.email, sv: 1, isAdmin: false });
  for (const name of ["Paper line", "Media line"]) {
    const added = await addShredder(name);
    if (!added.ok) throw new Error(added.message);
    if (name === "Paper line") shredderId = added.id;
    else otherShredderId = added.id;
  }
  await printSeals(1, 3);
  const job = await plantJob("NESS-OFF001", { day: todayInLondon() });
  await collectSeals(job, [1, 2], new Date(Date.now() - 3 * HOUR));
});

describe("a run started with an id made on the phone", () => {
  it("started twice is one run, kept with the phone's start time", async () => {
    const runId = randomUUID();
    const startedAt = new Date(Date.now() - HOUR);
    expect(await startRun(shredderId, "Robin Hall", crew, startedAt, runId)).toEqual({
      ok: true,
      runId,
      duplicate: false,
    });
    expect(await startRun(shredderId, " Robin Hall ", crew, new Date(), runId)).toEqual({
      ok: true,
      runId,
      duplicate: true,
    });
    const runs = await db().destructionRun.findMany();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: runId, operator: "Robin Hall", startedBy: crew.email });
    expect(runs[0]!.startedAt.getTime()).toBe(startedAt.getTime());
  });

  it("is refused with 422 and the field's message when the operator holds a NUL or half an emoji", async () => {
    for (const operator of ["Robin\u0000 Hall", "Robin \ud83d"]) {
      const response = await step(startOf(randomUUID(), { operator }));
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        status: "refused",
        message: texts.operatorCharacters,
      });
    }
    expect(await db().destructionRun.count()).toBe(0);
  });

  it("keeps the server's times, and the phone's apart, when the phone's clock is two days behind", async () => {
    const runId = randomUUID();
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
    const before = Date.now();
    await startRun(shredderId, "Robin Hall", crew, twoDaysAgo, runId);
    await endRun(runId, new Date(Date.now() - 47 * HOUR));
    const run = await db().destructionRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run.phoneStartedAt).toEqual(twoDaysAgo);
    expect(run.startedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(run.phoneEndedAt).not.toBeNull();
    expect(run.endedAt!.getTime()).toBeGreaterThanOrEqual(run.startedAt.getTime());
  });

  it("started twice at once is still one run", async () => {
    const runId = randomUUID();
    const both = await Promise.all([
      startRun(shredderId, "Robin Hall", crew, new Date(), runId),
      startRun(shredderId, "Robin Hall", crew, new Date(), runId),
    ]);
    expect(both.map((outcome) => outcome.ok)).toEqual([true, true]);
    expect(await db().destructionRun.count()).toBe(1);
  });

  it("is refused when the id is reused with another shredder or operator, and the run is unchanged", async () => {
    const runId = randomUUID();
    await startRun(shredderId, "Robin Hall", crew, new Date(), runId);
    const refused = { ok: false, message: texts.runIdTaken };
    expect(await startRun(otherShredderId, "Robin Hall", crew, new Date(), runId)).toEqual(refused);
    expect(await startRun(shredderId, "Sam Carter", crew, new Date(), runId)).toEqual(refused);
    expect(await db().destructionRun.findMany()).toMatchObject([
      { id: runId, shredderId, operator: "Robin Hall" },
    ]);
  });
});

describe("POST /api/crew/destruction-runs, as the phone's queue sends a run", () => {
  it("start (twice), scans, end (twice): one run, its seals destroyed, later scans refused", async () => {
    const runId = randomUUID();
    const first = await step(startOf(runId));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: "started", duplicate: false });
    const again = await step(startOf(runId));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "started", duplicate: true });
    expect(await db().destructionRun.count()).toBe(1);

    expect(await (await scan(runId, "S-000001")).json()).toMatchObject({ status: "destroyed" });
    expect(await (await scan(runId, "S-000003")).json()).toMatchObject({
      status: "refused",
      message: texts.notCollected("S-000003"),
    });

    const endedAt = new Date().toISOString();
    const ended = await step({ action: "end", runId, endedAt });
    expect(ended.status).toBe(201);
    expect(await ended.json()).toMatchObject({ status: "ended", seals: 1, jobs: 1 });
    const endedAgain = await step({ action: "end", runId, endedAt: new Date().toISOString() });
    expect(endedAgain.status).toBe(200);
    const run = await db().destructionRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run.endedAt?.getTime()).toBe(new Date(endedAt).getTime());

    expect(await (await scan(runId, "S-000002")).json()).toMatchObject({
      status: "refused",
      message: texts.runEnded,
    });
    expect(await db().seal.findUniqueOrThrow({ where: { number: 2 } })).toMatchObject({
      state: "collected",
    });
  });

  it("refuses a reused id with other details (422), an unknown run's end (404) and a stranger (401)", async () => {
    const runId = randomUUID();
    await step(startOf(runId));
    const reused = await step(startOf(runId, { operator: "Sam Carter" }));
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ status: "refused", message: texts.runIdTaken });

    const unknown = await step({
      action: "end",
      runId: randomUUID(),
      endedAt: new Date().toISOString(),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: texts.noRun });

    const stranger = await step(startOf(randomUUID()), {});
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ message: recordingAnswerTexts.signIn });
    expect(await db().destructionRun.count()).toBe(1);
  });
});
