import { beforeEach, describe, expect, it } from "vitest";
import { timeOnSiteByService } from "@/lib/office/reports";
import { DEFAULT_ROUTE_SETTINGS } from "@/lib/routes/route-rules";
import { saveRouteSettingsAction } from "@/lib/routes/route-settings-actions";
import { readRouteSettings } from "@/lib/routes/route-settings";
import { NOT_AN_ADMIN } from "@/lib/server/admin-action";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { resetFakeRequest, sendCookies } from "../support/fake-request";
import { sessionCookieFor } from "../support/session-cookie";

// Reports' 'Average time on site by service' against known collections, beside what the plan's
// settings allow; and the settings' form action: an admin's valid settings are saved, bad input
// or another role is refused with nothing changed. The caller is whoever's session cookie is in
// the request's jar (tests/support/fake-request.ts).

const now = new Date("2026-11-25T12:00:00Z"); // a Wednesday; the 12 weeks began 8 September
let n = 0;

async function timed(
  service: "collection" | "onsite",
  bags: number,
  at: string,
  seconds: number | null,
) {
  n += 1;
  const id = await plantJob(`NESS-TOSR${String(n).padStart(2, "0")}`, {
    day: at.slice(0, 10),
    service,
    bags,
    status: "collected",
  });
  await db().jobCollection.create({
    data: {
      bookingId: id,
      quantity: bags,
      operative: "Alex Crew",
      collectedAt: new Date(at),
      recordedBy: "alex@example.test",
      timeOnSiteSeconds: seconds,
    },
  });
}

async function signedIn(email: string, isAdmin: boolean) {
  const user = await db().user.create({
    data: {
      email,
      passwordHash: "not used",
      roles: { create: [{ role: isAdmin ? "admin" : "crew" }] },
    },
  });
  sendCookies(await sessionCookieFor({ uid: user.id, email, sv: 1, isAdmin }));
}

const valid = {
  collectionBaseMinutes: "12",
  collectionPerBagMinutes: "2",
  onsiteBaseMinutes: "25",
  onsitePerBagMinutes: "4",
  roadFactor: "1.25",
  speedKmh: "35",
};

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
});

describe("average time on site by service", () => {
  it("averages the timed jobs of the last 12 weeks per service, beside the plan's allowance", async () => {
    await timed("collection", 2, "2026-11-24T10:00:00Z", 20 * 60);
    await timed("collection", 4, "2026-11-20T10:00:00Z", 31 * 60);
    await timed("onsite", 5, "2026-10-01T09:00:00Z", 47 * 60 + 30);
    // Not timed, before the 12 weeks, or after now: none of them counts.
    await timed("collection", 9, "2026-11-23T10:00:00Z", null);
    await timed("collection", 9, "2026-09-01T10:00:00Z", 5 * 60);
    await timed("onsite", 9, "2026-11-25T15:00:00Z", 5 * 60);

    expect(await timeOnSiteByService(now, DEFAULT_ROUTE_SETTINGS)).toEqual([
      // 10 minutes + 1 a bag for 3 bags on average; 20 + 3 a bag for 5.
      { service: "collection", jobs: 2, minutes: 25.5, plannedMinutes: 13 },
      { service: "onsite", jobs: 1, minutes: 47.5, plannedMinutes: 35 },
    ]);
  });

  it("reads the saved settings, and gives both services at 0 with no job timed", async () => {
    await signedIn("office@example.test", true);
    expect((await saveRouteSettingsAction(valid)).ok).toBe(true);
    await timed("collection", 2, "2026-11-24T10:00:00Z", 14 * 60);
    expect(await timeOnSiteByService(now)).toEqual([
      { service: "collection", jobs: 1, minutes: 14, plannedMinutes: 16 },
      { service: "onsite", jobs: 0, minutes: 0, plannedMinutes: 0 },
    ]);
  });
});

describe("the plan's settings form", () => {
  it("saves an admin's settings", async () => {
    await signedIn("office@example.test", true);
    expect(await saveRouteSettingsAction(valid)).toEqual({ ok: true, data: undefined });
    expect(await readRouteSettings()).toEqual({
      collectionBaseMinutes: 12,
      collectionPerBagMinutes: 2,
      onsiteBaseMinutes: 25,
      onsitePerBagMinutes: 4,
      roadFactor: 1.25,
      speedKmh: 35,
    });
  });

  it.each([
    ["speedKmh", "0", "Average speed (km/h) must be between 5 and 120"],
    ["roadFactor", "0.8", "Road factor must be between 1 and 3"],
    ["roadFactor", "1.234", "Road factor can have at most two decimal places"],
    ["collectionPerBagMinutes", "1.5", "Collection: minutes per bag must be a whole number"],
    ["onsiteBaseMinutes", "", "On-site shredding: minutes at each stop must be a number"],
    ["collectionBaseMinutes", "ten", "Collection: minutes at each stop must be a number"],
  ])("refuses %s = %j, saying why, and changes nothing", async (field, value, message) => {
    await signedIn("office@example.test", true);
    const result = await saveRouteSettingsAction({ ...valid, [field]: value });
    expect(result).toMatchObject({ ok: false, reason: "validation", message });
    expect(!result.ok && result.fieldErrors?.[field]).toEqual([message]);
    expect(await db().routeSetting.count()).toBe(0);
    expect(await readRouteSettings()).toEqual(DEFAULT_ROUTE_SETTINGS);
  });

  it("refuses anyone but an admin, and changes nothing", async () => {
    await signedIn("crew@example.test", false);
    expect(await saveRouteSettingsAction(valid)).toMatchObject({
      ok: false,
      message: NOT_AN_ADMIN,
    });
    expect(await db().routeSetting.count()).toBe(0);
  });
});
