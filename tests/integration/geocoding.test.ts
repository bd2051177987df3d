import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { submitBooking } from "@/lib/booking-flows/booking-actions";
import { runGeocodingJob } from "@/lib/automation/jobs";
import { locateFromTable, locatePending, locateRows } from "@/lib/locations/geocoding";
import { KNOWN_OUTCODES, KNOWN_POSTCODES } from "@/lib/locations/known-postcodes";
import { db } from "@/lib/server/db";
import { earliestBookableDay, nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { plantJob } from "../support/bookings";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";
import { resetFakeRequest, runAfterResponse } from "../support/fake-request";
import { FakePostcodes } from "../support/fake-postcodes";
import { plantOrganisation } from "../support/organisations";

// Before anything reads the environment: postcodes.io is the fake on 127.0.0.1.
const postcodes = new FakePostcodes();
await postcodes.start();
process.env.POSTCODES_API_URL = postcodes.url;

afterAll(() => postcodes.stop());

const today = todayInLondon();
const day = nextWorkingDay(today);
let sequence = 0;
const job = (postcode: string | null) => plantJob(`GEO-${++sequence}`, { day, postcode });

const locationOf = (id: string) =>
  db().booking.findUniqueOrThrow({
    where: { id },
    select: { latitude: true, longitude: true, locationApproximate: true, locatedPostcode: true },
  });

beforeEach(async () => {
  await resetDatabase();
  postcodes.reset();
  resetFakeRequest();
});

describe("locating the stops' postcodes", () => {
  it("writes a known postcode's own place to every row that has it, exactly", async () => {
    const first = await job("DH1 3LE");
    const second = await job("DH1 3LE");

    const report = await locatePending();

    expect(report).toMatchObject({ postcodes: 1, located: 1, approximate: 0, unknown: 0 });
    for (const id of [first, second]) {
      expect(await locationOf(id)).toEqual({
        latitude: KNOWN_POSTCODES["DH1 3LE"]!.lat,
        longitude: KNOWN_POSTCODES["DH1 3LE"]!.lng,
        locationApproximate: false,
        locatedPostcode: "DH1 3LE",
      });
    }
  });

  it("asks 100 postcodes a call: 250 postcodes in 3 bulk calls", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 250; n++) {
      const postcode = `NE1 ${n % 10}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String.fromCharCode(65 + (n % 26))}`;
      postcodes.add(postcode, { lat: 54.97 + n / 10_000, lng: -1.61 });
      ids.push(await job(postcode));
    }

    const report = await locatePending();

    expect(postcodes.calls).toEqual({ bulk: 3, outcode: 0 });
    expect(postcodes.bulkSizes).toEqual([100, 100, 50]);
    expect(report).toMatchObject({ postcodes: 250, located: 250, calls: { bulk: 3, outcode: 0 } });
    const located = await db().booking.count({ where: { latitude: { not: null } } });
    expect(located).toBe(250);
  });

  it("places a postcode postcodes.io does not know at its district's centre, flagged approximate", async () => {
    const made = await job("DH1 1AA");
    const another = await job("DH1 3ZZ");

    const report = await locatePending();

    expect(report).toMatchObject({ located: 0, approximate: 2, unknown: 0 });
    // One call for the district, however many of its postcodes were unknown.
    expect(postcodes.calls).toEqual({ bulk: 1, outcode: 1 });
    expect(await locationOf(made)).toEqual({
      latitude: KNOWN_OUTCODES.DH1!.lat,
      longitude: KNOWN_OUTCODES.DH1!.lng,
      locationApproximate: true,
      locatedPostcode: "DH1 1AA",
    });
    expect((await locationOf(another)).locationApproximate).toBe(true);
  });

  it("marks a postcode neither knows as looked up, without coordinates, and never asks again", async () => {
    const id = await job("ZZ9 9ZZ");

    expect(await locatePending()).toMatchObject({ unknown: 1 });
    expect(await locationOf(id)).toEqual({
      latitude: null,
      longitude: null,
      locationApproximate: false,
      locatedPostcode: "ZZ9 9ZZ",
    });

    postcodes.reset();
    expect(await locatePending()).toMatchObject({ postcodes: 0 });
    expect(postcodes.calls).toEqual({ bulk: 0, outcode: 0 });
  });

  it("leaves the rows waiting while the service is down, and locates them on a later run", async () => {
    const id = await job("NE1 4ST");
    const unknown = await job("NE1 9ZZ");

    for (const failure of ["unavailable", "drop"] as const) {
      postcodes.failure = failure;
      const report = await locatePending();
      expect(report, failure).toMatchObject({ located: 0, unavailable: 2 });
      expect(await locationOf(id), failure).toMatchObject({
        latitude: null,
        locatedPostcode: null,
      });
      expect((await locationOf(unknown)).locatedPostcode, failure).toBeNull();
    }

    postcodes.failure = null;
    expect(await locatePending()).toMatchObject({ located: 1, approximate: 1, unavailable: 0 });
    expect(await locationOf(id)).toMatchObject({
      latitude: KNOWN_POSTCODES["NE1 4ST"]!.lat,
      locatedPostcode: "NE1 4ST",
    });
    expect((await locationOf(unknown)).locationApproximate).toBe(true);
  });

  it("does not take a district's failure for an unknown postcode", async () => {
    const id = await job("SR1 1AA");
    // The bulk call answers; the district's call finds the service down.
    postcodes.failNextOutcode = true;

    expect(await locatePending()).toMatchObject({ approximate: 0, unknown: 0, unavailable: 1 });
    expect((await locationOf(id)).locatedPostcode).toBeNull();

    expect(await locatePending()).toMatchObject({ approximate: 1 });
    expect((await locationOf(id)).locationApproximate).toBe(true);
  });

  it("locates a booking again when its postcode changes", async () => {
    const id = await job("DH1 3LE");
    await locatePending();

    await db().booking.update({ where: { id }, data: { postcode: "TS18 3TX" } });
    const report = await locatePending();

    expect(report).toMatchObject({ postcodes: 1, located: 1 });
    expect(await locationOf(id)).toEqual({
      latitude: KNOWN_POSTCODES["TS18 3TX"]!.lat,
      longitude: KNOWN_POSTCODES["TS18 3TX"]!.lng,
      locationApproximate: false,
      locatedPostcode: "TS18 3TX",
    });
  });

  it("skips bookings without a postcode", async () => {
    await job(null);
    expect(await locatePending()).toMatchObject({ postcodes: 0 });
    expect(postcodes.calls.bulk).toBe(0);
  });
});

// What the booking asked to run after its response (locating it, and sending its e-mails) waits in
// the fake request (tests/support/fake-request.ts) until the test says the response has gone.
describe("locating a row just saved", () => {
  const book = (n: number) =>
    submitBooking.handle(
      { ip: `192.0.2.${n}`, now: new Date() },
      {
        service_type: "collection",
        bag_quantity: 2,
        selected_date: earliestBookableDay(),
        time_slot: "allday",
        customer_name: `Customer ${n}`,
        customer_email: `customer-${n}@example.test`,
        postcode: "dh1 3le",
        idempotency_key: randomUUID(),
      },
    );

  it("locates a booking from /book once its response has gone", async () => {
    const result = await book(1);
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    const booking = await db().booking.findFirstOrThrow();
    // Stored at once; nothing asked of postcodes.io before the response.
    expect(postcodes.calls.bulk).toBe(0);
    expect((await locationOf(booking.id)).locatedPostcode).toBeNull();

    await runAfterResponse();

    expect(postcodes.calls.bulk).toBe(1);
    expect(await locationOf(booking.id)).toMatchObject({
      latitude: KNOWN_POSTCODES["DH1 3LE"]!.lat,
      locatedPostcode: booking.postcode,
    });
  });

  it("keeps the booking when the service is down; the job locates it later", async () => {
    postcodes.failure = "drop";
    expect((await book(2)).ok).toBe(true);
    await runAfterResponse();
    const booking = await db().booking.findFirstOrThrow();
    expect((await locationOf(booking.id)).locatedPostcode).toBeNull();

    postcodes.failure = null;
    await runGeocodingJob("schedule");
    expect((await locationOf(booking.id)).locatedPostcode).toBe(booking.postcode);
  });

  it("locates that contract with its visits, and that site, and nothing else", async () => {
    const contract = await makeContract(today, { start_day: day });
    const organisation = await plantOrganisation();
    const site = organisation.sites.find((s) => s.postcode === "NE1 4ST")!;
    const other = await job("TS1 5DU");

    const report = await locateRows({ contracts: [contract.id], sites: [site.id] });

    expect(report).toMatchObject({ postcodes: 2, located: 2 });
    const row = await db().contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(row).toMatchObject({ locatedPostcode: "DH1 3LE", locationApproximate: false });
    expect(row.latitude).toBe(KNOWN_POSTCODES["DH1 3LE"]!.lat);
    const visits = await db().booking.findMany({ where: { contractId: contract.id } });
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((visit) => visit.locatedPostcode === "DH1 3LE")).toBe(true);
    const siteRow = await db().site.findUniqueOrThrow({ where: { id: site.id } });
    expect(siteRow.longitude).toBe(KNOWN_POSTCODES["NE1 4ST"]!.lng);
    expect((await locationOf(other)).locatedPostcode).toBeNull();
  });

  it("ignores ids that are not ids", async () => {
    expect(await locateRows({ bookings: ["'; drop table bookings; --"] })).toMatchObject({
      postcodes: 0,
    });
  });
});

describe("the demo's locations", () => {
  it("come from the table of known postcodes, without the service; the rest wait for the job", async () => {
    const known = await job("NE1 3JF");
    const unknown = await job("DH1 1AA");

    expect(await locateFromTable(KNOWN_POSTCODES)).toBe(1);

    expect(postcodes.calls).toEqual({ bulk: 0, outcode: 0 });
    expect(await locationOf(known)).toMatchObject({
      latitude: KNOWN_POSTCODES["NE1 3JF"]!.lat,
      locatedPostcode: "NE1 3JF",
    });
    expect((await locationOf(unknown)).locatedPostcode).toBeNull();
  });
});

describe("the geocoding job", () => {
  it("records a run that had postcodes to look up, with what it did", async () => {
    await job("DH1 3LE");
    await job("DH1 1AA");

    const result = await runGeocodingJob("schedule");

    expect(result.status).toBe("succeeded");
    const [run] = await db().jobRun.findMany({ where: { job: "geocoding" } });
    expect(run).toMatchObject({ status: "succeeded", trigger: "schedule" });
    expect(run!.summary).toBe("1 postcode(s) located, 1 by their district, 0 unknown");
  });

  it("says in its run that the service could not be reached", async () => {
    await job("DH1 3LE");
    postcodes.failure = "unavailable";

    await runGeocodingJob("schedule");

    const [run] = await db().jobRun.findMany({ where: { job: "geocoding" } });
    expect(run!.summary).toContain("postcodes.io could not be reached for 1, tried again later");
  });

  it("keeps no run that had nothing to do", async () => {
    expect((await runGeocodingJob("schedule")).status).toBe("succeeded");
    expect(await db().jobRun.count({ where: { job: "geocoding" } })).toBe(0);
  });
});
