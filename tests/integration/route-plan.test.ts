import { beforeEach, describe, expect, it } from "vitest";
import { applyPlannedOrderAction } from "@/lib/routes/route-actions";
import { routePlan } from "@/lib/routes/route-plan";
import { routePlanTexts } from "@/lib/routes/route-plan-texts";
import { moveStop } from "@/lib/crew/run-order-moves";
import { runSheetStops } from "@/lib/routes/run-sheet";
import { runSheetPdf } from "@/lib/office/run-sheet-pdf";
import { compareStops } from "@/lib/routes/run-sheet-rules";
import { NOT_AN_ADMIN } from "@/lib/server/admin-action";
import { nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { sendCookies } from "../support/fake-request";
import { sessionCookieFor } from "../support/session-cookie";
import { pdfToText } from "../support/pdf-reader";

// Plan route against PostgreSQL: a day's located jobs planned for a crew, and 'Use this order'
// giving them the planned run order (the other crew's jobs keeping their places, Move up / Move
// down still working after); refused when the day's jobs changed since the plan was shown, or for
// anyone but the Office; a day with a job not located planned by postcode district. The caller
// is whoever's session cookie is in the request's jar (tests/support/fake-request.ts).

const DAY = nextWorkingDay(nextWorkingDay(todayInLondon(new Date())));

async function staff(email: string, roles: ("admin" | "crew")[]) {
  const user = await db().user.create({
    data: { email, passwordHash: "not used", roles: { create: roles.map((role) => ({ role })) } },
  });
  const session = { uid: user.id, email, sv: 1, isAdmin: roles.includes("admin") };
  return { id: user.id, cookies: await sessionCookieFor(session) };
}

/** Places due north of the facility (Darlington), a kilometre apart for every 0.009 degrees. */
async function locate(id: string, postcode: string, lat: number) {
  await db().booking.update({
    where: { id },
    data: { postcode, latitude: lat, longitude: -1.5216, locatedPostcode: postcode },
  });
}

const runOrder = async () => (await runSheetStops(DAY)).sort(compareStops).map((s) => s.reference);

let office: Awaited<ReturnType<typeof staff>>;
let sam: Awaited<ReturnType<typeof staff>>;

beforeEach(async () => {
  await resetDatabase();
  office = await staff("office@example.test", ["admin"]);
  sam = await staff("sam@example.test", ["crew"]);
  sendCookies(office.cookies);
});

/** Any crew's three jobs in a zigzag run order (far, near, middle) and Sam's one between them. */
async function zigzagDay() {
  const far = await plantJob("NESS-FAR", { day: DAY });
  const sams = await plantJob("NESS-SAM", { day: DAY });
  const near = await plantJob("NESS-NEAR", { day: DAY });
  const middle = await plantJob("NESS-MID", { day: DAY });
  await locate(far, "DH1 3LE", 54.8);
  await locate(sams, "DL3 6AA", 54.55);
  await locate(near, "DL1 4AA", 54.6);
  await locate(middle, "DH6 5AA", 54.7);
  await db().booking.update({ where: { id: sams }, data: { assigneeId: sam.id } });
  const order = [far, sams, near, middle];
  for (const [index, id] of order.entries()) {
    await db().booking.update({ where: { id }, data: { runPosition: index + 1 } });
  }
  return { far, sams, near, middle };
}

describe("Plan route", () => {
  it("plans a crew's located jobs, and 'Use this order' sets their run order around the other crew's", async () => {
    await zigzagDay();
    const shown = await routePlan(DAY, null);
    expect(shown.plan.plan.located).toBe(true);
    expect(shown.plan.plan.stops.map(({ stop }) => stop.reference)).toEqual([
      "NESS-NEAR",
      "NESS-MID",
      "NESS-FAR",
    ]);
    expect(shown.plan.plan.stops.every(({ arrival }) => arrival !== null)).toBe(true);
    expect(shown.plan.savedMiles).toBeGreaterThan(1);

    expect(await applyPlannedOrderAction({ day: DAY, crew: "", key: shown.key })).toEqual({
      ok: true,
      data: { message: routePlanTexts.used },
    });
    // Sam's job keeps its second place; any crew's three take theirs in the plan's order.
    expect(await runOrder()).toEqual(["NESS-NEAR", "NESS-SAM", "NESS-MID", "NESS-FAR"]);
    expect((await routePlan(DAY, null)).plan.savedMiles).toBeCloseTo(0, 9);

    // Move up / Move down adjust it after.
    const mid = await db().booking.findFirstOrThrow({ where: { reference: "NESS-MID" } });
    expect(await moveStop(mid.id, "down")).toMatchObject({ status: "done" });
    expect(await runOrder()).toEqual(["NESS-NEAR", "NESS-SAM", "NESS-FAR", "NESS-MID"]);

    const samsPlan = await routePlan(DAY, sam.id);
    expect(samsPlan.plan.plan.stops.map(({ stop }) => stop.reference)).toEqual(["NESS-SAM"]);
  });

  it("refuses 'Use this order' when the day's jobs changed since the plan was shown, and changes nothing", async () => {
    const { near } = await zigzagDay();
    const shown = await routePlan(DAY, null);
    const refusal = { ok: false, reason: "validation", message: routePlanTexts.changed };

    await db().booking.update({ where: { id: near }, data: { bagQuantity: 9 } });
    expect(await applyPlannedOrderAction({ day: DAY, crew: "", key: shown.key })).toEqual(refusal);
    const again = await routePlan(DAY, null);
    const added = await plantJob("NESS-NEW", { day: DAY });
    await locate(added, "DL1 1AA", 54.56);
    expect(await applyPlannedOrderAction({ day: DAY, crew: "", key: again.key })).toEqual(refusal);

    expect(await runOrder()).toEqual(["NESS-FAR", "NESS-SAM", "NESS-NEAR", "NESS-MID", "NESS-NEW"]);
  });

  it("refuses anyone but the Office, and a request that names no day or crew", async () => {
    await zigzagDay();
    const shown = await routePlan(DAY, null);
    sendCookies(sam.cookies);
    expect(await applyPlannedOrderAction({ day: DAY, crew: "", key: shown.key })).toMatchObject({
      ok: false,
      message: NOT_AN_ADMIN,
    });
    sendCookies(office.cookies);
    for (const bad of [
      { day: "tomorrow", crew: "", key: shown.key },
      { day: DAY, crew: "sam", key: shown.key },
    ]) {
      expect(await applyPlannedOrderAction(bad)).toMatchObject({ ok: false, reason: "validation" });
    }
    expect(await runOrder()).toEqual(["NESS-FAR", "NESS-SAM", "NESS-NEAR", "NESS-MID"]);
  });

  it("plans a day with a job not located by postcode district, saying so, and can use that order", async () => {
    const { far } = await zigzagDay();
    // Its postcode changed since it was looked up: its coordinates are not its place.
    await db().booking.update({ where: { id: far }, data: { postcode: "NE1 4ST" } });
    const shown = await routePlan(DAY, null);
    expect(shown.plan.plan.located).toBe(false);
    expect(shown.plan.savedMiles).toBeNull();
    expect(shown.plan.plan.stops.map(({ stop }) => [stop.reference, stop.postcode])).toEqual([
      ["NESS-MID", "DH6 5AA"],
      ["NESS-NEAR", "DL1 4AA"],
      ["NESS-FAR", "NE1 4ST"],
    ]);
    expect(await applyPlannedOrderAction({ day: DAY, crew: "", key: shown.key })).toMatchObject({
      ok: true,
    });
    expect(await runOrder()).toEqual(["NESS-MID", "NESS-SAM", "NESS-NEAR", "NESS-FAR"]);
  });
});

describe("the run sheet", () => {
  it("prints each stop's estimated arrival in the current run order and its Directions", async () => {
    const { far } = await zigzagDay();
    const stops = await runSheetStops(DAY);
    const arrivals = Object.fromEntries(stops.map((stop) => [stop.reference, stop.arrival]));
    // Sam's own route starts at 8:00 too; any crew's three are timed far, near, middle, as ordered.
    expect(Object.values(arrivals).every((time) => /^\d{1,2}:\d{2}$/.test(time ?? ""))).toBe(true);
    const minutes = (time: string) => Number(time.split(":")[0]) * 60 + Number(time.split(":")[1]);
    expect(minutes(arrivals["NESS-NEAR"]!)).toBeGreaterThan(minutes(arrivals["NESS-FAR"]!));
    expect(minutes(arrivals["NESS-MID"]!)).toBeGreaterThan(minutes(arrivals["NESS-NEAR"]!));

    const text = pdfToText(await runSheetPdf(DAY, stops), "raw").replace(/\s+/g, " ");
    expect(text).toContain(`Arrival Estimated ${arrivals["NESS-FAR"]} Customer Customer NESS-FAR`);
    expect(text).toContain("Directions DH1 3LE");

    // A job not located: its crew's route has no times, and the sheet prints none.
    await db().booking.update({ where: { id: far }, data: { latitude: null } });
    const unlocated = await runSheetStops(DAY);
    expect(unlocated.map((stop) => [stop.reference, stop.arrival ?? null])).toEqual([
      ["NESS-FAR", null],
      ["NESS-SAM", arrivals["NESS-SAM"]],
      ["NESS-NEAR", null],
      ["NESS-MID", null],
    ]);
  });
});
