import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as checkSeal } from "@/app/api/crew/seals/[seal]/route";
import { claimSeals } from "@/lib/custody/claim-seals";
import { todayInLondon } from "@/lib/shared/dates";
import { correctCertificate, recordCollection, recordDestruction } from "@/lib/custody/job-steps";
import { paths } from "@/lib/shared/paths";
import { db } from "@/lib/server/db";
import { certificateEmails } from "@/lib/custody/job-notifications";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { plantSeals } from "../support/seals";
import { sessionCookieFor } from "../support/session-cookie";

// Seals checked at collection, against PostgreSQL: the office's Mark as collected and
// its correction refuse a seal never printed or already used, at the seal field, changing nothing;
// two collections of one seal at once: one gets it.

const today = todayInLondon();
const office = { kind: "admin", email: "office@example.test" } as const;
const collectedAt = new Date(Date.now() - 60 * 60_000);
const collection = (sealNumbers: string | null) => ({
  collectedAt,
  quantity: 2,
  weightKg: null,
  sealNumbers,
  operative: "Sam Carter",
});
const destruction = {
  destroyedAt: new Date(Date.now() - 30 * 60_000),
  destroyedBy: "Robin",
  method: "cross_cut_offsite" as const,
  place: "North East Secure Shredding, Lingfield Point, Darlington, DL1 1RW",
};
const numberOf = (seal: string) => Number(seal.slice(2));
const sealsOf = (seals: string[]) =>
  db().seal.findMany({
    where: { number: { in: seals.map(numberOf) } },
    orderBy: { number: "asc" },
    select: { state: true, bookingId: true, collectedAt: true },
  });

beforeEach(resetDatabase);

describe("the office's Mark as collected", () => {
  it("puts printed seals on the job, collected at the time given, and keeps the text as typed", async () => {
    const id = await plantJob("NESS-OFF001", { day: today });
    const [a, b] = await plantSeals(2);
    const typed = `${a!.toLowerCase()} ${b}`;
    expect(await recordCollection(id, office, collection(typed))).toEqual({ status: "done" });
    expect(await sealsOf([a!, b!])).toEqual([
      { state: "collected", bookingId: id, collectedAt },
      { state: "collected", bookingId: id, collectedAt },
    ]);
    const record = await db().jobCollection.findUniqueOrThrow({ where: { bookingId: id } });
    expect(record.sealNumbers).toBe(typed);
  });

  it("refuses a seal never printed at the seal field, with the exact text, changing nothing", async () => {
    const id = await plantJob("NESS-OFF002", { day: today });
    const [printed] = await plantSeals(1);
    expect(await recordCollection(id, office, collection(`${printed}, S-999999`))).toEqual({
      status: "refused",
      field: "seal_numbers",
      message: "Seal S-999999 was never issued.",
    });
    expect(await recordCollection(id, office, collection("SEAL-A1"))).toMatchObject({
      message: "Seal SEAL-A1 was never issued.",
    });
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("confirmed");
    expect(await db().jobCollection.count()).toBe(0);
    expect(await db().bookingEvent.count({ where: { bookingId: id } })).toBe(0);
    expect(await sealsOf([printed!])).toEqual([
      { state: "issued", bookingId: null, collectedAt: null },
    ]);
  });

  it("refuses a seal already on another job, naming that job's reference", async () => {
    const first = await plantJob("NESS-OFF003", { day: today });
    const second = await plantJob("NESS-OFF004", { day: today });
    const [seal, other] = await plantSeals(2);
    expect(await recordCollection(first, office, collection(seal!))).toEqual({ status: "done" });
    expect(await recordCollection(second, office, collection(`${other}, ${seal}`))).toEqual({
      status: "refused",
      field: "seal_numbers",
      message: `Seal ${seal} is already on NESS-OFF003.`,
    });
    expect(await sealsOf([seal!, other!])).toEqual([
      { state: "collected", bookingId: first, collectedAt },
      { state: "issued", bookingId: null, collectedAt: null },
    ]);
    expect((await db().booking.findUniqueOrThrow({ where: { id: second } })).status).toBe(
      "confirmed",
    );
  });

  it("collects with no seals listed (the office's field is optional)", async () => {
    const id = await plantJob("NESS-OFF005", { day: today });
    expect(await recordCollection(id, office, collection(null))).toEqual({ status: "done" });
  });
});

describe("two collections of one seal at the same moment", () => {
  it("give it to one job; the other is refused naming it, and nothing of it is recorded", async () => {
    const first = await plantJob("NESS-RACE01", { day: today });
    const second = await plantJob("NESS-RACE02", { day: today });
    const [mine, shared, theirs] = await plantSeals(3);
    const outcomes = await Promise.all([
      recordCollection(first, office, collection(`${shared}, ${mine}`)),
      recordCollection(second, office, collection(`${theirs} ${shared}`)),
    ]);
    const won = outcomes.findIndex((outcome) => outcome.status === "done");
    expect(won).not.toBe(-1);
    const [winner, loser] = won === 0 ? [first, second] : [second, first];
    const winnerRef = won === 0 ? "NESS-RACE01" : "NESS-RACE02";
    expect(outcomes[1 - won]).toEqual({
      status: "refused",
      field: "seal_numbers",
      message: `Seal ${shared} is already on ${winnerRef}.`,
    });
    expect(
      (await db().seal.findUniqueOrThrow({ where: { number: numberOf(shared!) } })).bookingId,
    ).toBe(winner);
    expect(await db().seal.count({ where: { bookingId: loser } })).toBe(0);
    expect(await db().jobCollection.count()).toBe(1);
  });

  it("in claimSeals directly: never half, one transaction gets every seal", async () => {
    const first = await plantJob("NESS-RACE03", { day: today });
    const second = await plantJob("NESS-RACE04", { day: today });
    const seals = await plantSeals(5);
    const claim = (bookingId: string, list: string[]) =>
      db().$transaction((tx) => claimSeals(tx, bookingId, list, collectedAt));
    const outcomes = await Promise.all([claim(first, seals), claim(second, [...seals].reverse())]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["claimed", "refused"]);
    const owners = await db().seal.findMany({
      select: { bookingId: true },
      distinct: ["bookingId"],
    });
    expect(owners).toHaveLength(1);
  });
});

describe("the office's correction", () => {
  async function certified(reference: string, sealNumbers: string | null) {
    const id = await plantJob(reference, { day: today });
    expect(await recordCollection(id, office, collection(sealNumbers))).toEqual({ status: "done" });
    const destroyed = await recordDestruction(
      id,
      office,
      destruction,
      new Date(),
      certificateEmails,
    );
    expect(destroyed.status).toBe("done");
    return id;
  }
  const correct = (id: string, sealNumbers: string | null) =>
    correctCertificate(
      id,
      office,
      collection(sealNumbers),
      destruction,
      new Date(),
      certificateEmails,
    );

  it("the office's Mark as destroyed destroys the job's waiting seals at the time it gives, outside any run", async () => {
    const [a, b] = await plantSeals(2);
    await certified("NESS-HAND01", `${a}, ${b}`);
    const seals = await db().seal.findMany({
      where: { number: { in: [a!, b!].map(numberOf) } },
      select: { state: true, destroyedAt: true, runId: true },
    });
    expect(seals).toEqual([
      { state: "destroyed", destroyedAt: destruction.destroyedAt, runId: null },
      { state: "destroyed", destroyedAt: destruction.destroyedAt, runId: null },
    ]);
    expect(await db().seal.count({ where: { state: "collected" } })).toBe(0);
  });

  it("keeps the seals typed by hand before seals were printed as text, and checks only the seals it adds", async () => {
    const id = await plantJob("NESS-OLD001", { day: today, status: "collected" });
    // A job recorded before seals were printed: its seals are text only, no rows.
    await db().jobCollection.create({
      data: {
        bookingId: id,
        ...collection("SEAL-A1, SEAL-B2"),
        recordedBy: "office@example.test",
      },
    });
    await db().booking.update({ where: { id }, data: { status: "collected" } });
    expect(
      (await recordDestruction(id, office, destruction, new Date(), certificateEmails)).status,
    ).toBe("done");
    const [added] = await plantSeals(1);
    expect(await correct(id, `SEAL-A1, SEAL-B2, ${added}`)).toMatchObject({ status: "done" });
    // The job is destroyed, so the seal the correction adds was destroyed with it.
    expect(await sealsOf([added!])).toEqual([{ state: "destroyed", bookingId: id, collectedAt }]);
    expect(await correct(id, "SEAL-A1, SEAL-B2, SEAL-C3")).toEqual({
      status: "refused",
      field: "seal_numbers",
      message: "Seal SEAL-C3 was never issued.",
    });
  });

  it("leaves a seal it no longer lists on the job (a seal's state only moves forward)", async () => {
    const [a, b] = await plantSeals(2);
    const id = await certified("NESS-COR001", `${a}, ${b}`);
    expect(await correct(id, `${a}`)).toMatchObject({ status: "done" });
    expect(await sealsOf([a!, b!])).toEqual([
      { state: "destroyed", bookingId: id, collectedAt },
      { state: "destroyed", bookingId: id, collectedAt },
    ]);
    expect(
      (await db().jobCollection.findUniqueOrThrow({ where: { bookingId: id } })).sealNumbers,
    ).toBe(`${a}`);
  });

  it("refuses a seal used on another job, changing nothing", async () => {
    const [a, b] = await plantSeals(2);
    await certified("NESS-COR002", `${a}`);
    const id = await certified("NESS-COR003", `${b}`);
    expect(await correct(id, `${b}, ${a}`)).toEqual({
      status: "refused",
      field: "seal_numbers",
      message: `Seal ${a} is already on NESS-COR002.`,
    });
    expect(await db().certificate.count({ where: { bookingId: id } })).toBe(1);
  });
});

describe("the phone's check as a seal field is left (GET /api/crew/seals/{seal})", () => {
  async function ask(seal: string, roles: ("crew" | "admin")[] | null) {
    let cookie = "";
    if (roles) {
      const email = `${roles.join("-") || "nobody"}@example.test`;
      const user = await db().user.create({
        data: { email, passwordHash: "x", roles: { create: roles.map((role) => ({ role })) } },
      });
      const jar = await sessionCookieFor({
        uid: user.id,
        email,
        sv: 1,
        isAdmin: roles.includes("admin"),
      });
      cookie = Object.entries(jar)
        .map(([name, value]) => `${name}=${value}`)
        .join("; ");
    }
    const response = await checkSeal(
      new NextRequest(`http://localhost:3000${paths.crewSeal(seal)}`, { headers: { cookie } }),
      { params: Promise.resolve({ seal }) },
    );
    return { status: response.status, body: await response.json() };
  }

  it("answers ok for a printed seal, the exact message otherwise, and moves nothing", async () => {
    const [fresh, used] = await plantSeals(2);
    const id = await plantJob("NESS-ASK001", { day: today });
    expect(await recordCollection(id, office, collection(used!))).toEqual({ status: "done" });
    expect(await ask(fresh!.toLowerCase(), ["crew"])).toEqual({ status: 200, body: { ok: true } });
    expect((await ask(used!, ["admin"])).body).toEqual({
      ok: false,
      message: `Seal ${used} is already on NESS-ASK001.`,
    });
    expect((await ask("SEAL-A1", [])).status).toBe(403);
    expect((await ask("SEAL-A1", null)).status).toBe(401);
    expect(await sealsOf([fresh!])).toEqual([
      { state: "issued", bookingId: null, collectedAt: null },
    ]);
  });

  it("answers a crew member that an unknown seal was never issued", async () => {
    const crew = await ask("S-000777", ["crew"]);
    expect(crew.body).toEqual({ ok: false, message: "Seal S-000777 was never issued." });
  });
});
