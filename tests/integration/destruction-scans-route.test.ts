import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/crew/destruction-scans/route";
import { custodyTexts as texts } from "@/lib/custody/custody-texts";
import { startRun } from "@/lib/custody/runs";
import { addShredder } from "@/lib/custody/shredders";
import { recordingAnswerTexts } from "@/lib/crew/recording-texts";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { collectSeals, printSeals } from "../support/seals";
import { sessionCookieFor } from "../support/session-cookie";

// POST /api/crew/destruction-scans as a run's page calls it, with real session cookies:
// a stranger or a user with no role is refused and nothing changes; Crew and Office scan.

const SITE = "http://localhost:3000";

async function member(email: string, roles: ("crew" | "admin")[]) {
  const user = await db().user.create({
    data: { email, passwordHash: "not-used", roles: { create: roles.map((role) => ({ role })) } },
  });
  const cookies = await sessionCookieFor({
    uid: user.id,
    email,
    sv: 1,
    isAdmin: roles.includes("admin"),
  });
  return { cookies, member: { id: user.id, email, isOffice: roles.includes("admin") } };
}

function post(body: unknown, cookies: Record<string, string> = {}, origin: string = SITE) {
  return POST(
    new NextRequest(`${SITE}${paths.crewDestructionScans}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        host: new URL(SITE).host,
        origin,
        cookie: Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join("; "),
      },
      body: JSON.stringify(body),
    }),
  );
}

let runId = "";
let crewCookies: Record<string, string> = {};
const scan = (sealText = "S-000001") => ({
  runId,
  key: randomUUID(),
  sealText,
  scannedAt: new Date().toISOString(),
});
const sealState = async () => (await db().seal.findUniqueOrThrow({ where: { number: 1 } })).state;

beforeEach(async () => {
  await resetDatabase();
  await printSeals(1, 2);
  const id = await plantJob("NESS-SCAN01", { day: todayInLondon() });
  await collectSeals(id, [1, 2], new Date(Date.now() - 3_600_000));
  const crew = await member("crew@example.test", ["crew"]);
  crewCookies = crew.cookies;
  const shredder = await addShredder("Paper line shredder");
  if (!shredder.ok) throw new Error(shredder.message);
  const started = await startRun(shredder.id, "Robin Hall", crew.member);
  if (!started.ok) throw new Error(started.message);
  runId = started.runId;
});

describe("POST /api/crew/destruction-scans", () => {
  it("refuses a seal holding a NUL or half an emoji with 422 and the field's message", async () => {
    for (const sealText of ["S-000001\u0000", "S-\ud800000001"]) {
      const response = await post(scan(sealText), crewCookies);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        status: "refused",
        message: texts.sealCharacters,
      });
    }
    expect(await sealState()).toBe("collected");
    expect(await db().destructionScan.count()).toBe(0);
  });

  it("refuses a stranger (not signed in) and changes nothing", async () => {
    const response = await post(scan());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: recordingAnswerTexts.signIn });
    expect(await sealState()).toBe("collected");
  });

  it("refuses a signed-in user with no Crew or Office role", async () => {
    const { cookies } = await member("customer@example.test", []);
    const response = await post(scan(), cookies);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: recordingAnswerTexts.notCrew });
    expect(await sealState()).toBe("collected");
    expect(await db().destructionScan.count()).toBe(0);
  });

  it("refuses another site's page", async () => {
    const response = await post(scan(), crewCookies, "https://evil.example");
    expect(response.status).toBe(403);
    expect(await sealState()).toBe("collected");
  });

  it("destroys the seal for the crew (201), answers the same key again with 200", async () => {
    const sent = scan("s-000001");
    const first = await post(sent, crewCookies);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      status: "destroyed",
      message: texts.destroyed("S-000001"),
      seals: 1,
      jobs: 1,
    });
    const again = await post(sent, crewCookies);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "destroyed", duplicate: true });
    expect(await sealState()).toBe("destroyed");
  });

  it("lets the Office scan, and answers 404 for a run that does not exist", async () => {
    const { cookies } = await member("office@example.test", ["admin"]);
    expect((await post(scan(), cookies)).status).toBe(201);
    const response = await post({ ...scan("S-000002"), runId: randomUUID() }, cookies);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: texts.noRun });
  });
});
