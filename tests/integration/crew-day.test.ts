import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { crewDay } from "@/lib/crew/crew-day";
import type { CrewMember } from "@/lib/phone/crew-guard";
import { jobVersion } from "@/lib/crew/job-version";
import { nextDay, previousDay, todayInLondon } from "@/lib/shared/dates";
import { site } from "@/lib/shared/site";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";

// The crew's day on the phone against PostgreSQL: a crew member reads today's and
// the next working day's jobs assigned to them or to any crew, in run order, never a cancelled
// one nor another member's; the Office reads every job of those days. A Wednesday, so tomorrow is
// the next working day whatever day the tests run on; a Saturday has its own case.

const now = new Date("2030-06-12T09:00:00Z");
const today = todayInLondon(now);
const tomorrow = nextDay(today);

async function member(
  name: string | null,
  role: "crew" | "admin",
): Promise<CrewMember & { name: string | null }> {
  const user = await db().user.create({
    data: {
      email: `${randomUUID().slice(0, 8)}@crew.test`,
      passwordHash: "not-used",
      name,
      roles: { create: { role } },
    },
  });
  return { id: user.id, email: user.email, isOffice: role === "admin", name };
}

const assign = (id: string, assigneeId: string) =>
  db().booking.update({ where: { id }, data: { assigneeId } });

const references = (day: Awaited<ReturnType<typeof crewDay>>) =>
  day.sections.map((section) => section.stops.map((stop) => stop.reference));

beforeEach(resetDatabase);

describe("the crew's day", () => {
  it("shows a crew member their stops and everyone's of today then tomorrow, in run order", async () => {
    const crew = await member("Casey Crew", "crew");
    const other = await member("Olly Other", "crew");
    const mine = await plantJob("NESS-MINE01", { day: today, postcode: "NE1 3JE" });
    await assign(mine, crew.id);
    await plantJob("NESS-ANY001", { day: today, postcode: "DH1 1QS", slot: "pm" });
    await plantJob("NESS-NOPOST", { day: today });
    await assign(await plantJob("NESS-THEIRS", { day: today, postcode: "DH1 2AA" }), other.id);
    await plantJob("NESS-CANCEL", { day: today, postcode: "DH1 2AB", status: "cancelled" });
    await plantJob("NESS-TMRW01", { day: tomorrow, postcode: "SR1 1AA" });
    await assign(await plantJob("NESS-TMRW02", { day: tomorrow, postcode: "DL1 1RW" }), crew.id);
    await plantJob("NESS-YESTDY", { day: previousDay(today) });
    await plantJob("NESS-LATER1", { day: nextDay(tomorrow) });

    const day = await crewDay(crew, now);
    expect(day.memberName).toBe("Casey Crew");
    expect(day.sections.map((s) => [s.day, s.heading])).toEqual([
      [today, "Today"],
      [tomorrow, "Tomorrow"],
    ]);
    // Postcode district order (DH before NE), those without a postcode last.
    expect(references(day)).toEqual([
      ["NESS-ANY001", "NESS-MINE01", "NESS-NOPOST"],
      ["NESS-TMRW02", "NESS-TMRW01"],
    ]);
  });

  it("gives each stop what the crew needs at the door and the job's version", async () => {
    const crew = await member(null, "crew");
    const id = await plantJob("NESS-FACTS1", {
      day: today,
      slot: "am",
      name: "Nina North",
      company: "North Ledgers Ltd",
      address: "5 Quayside, Newcastle",
      postcode: "NE1 3JE",
      phone: "0191 555 0101",
      bags: 4,
      notes: "Ring the side door",
    });
    const day = await crewDay(crew, now);
    expect(day.memberName).toBe(crew.email);
    const [stop] = day.sections[0]!.stops;
    const row = await db().booking.findUniqueOrThrow({ where: { id } });
    expect(stop).toEqual({
      id,
      day: today,
      reference: "NESS-FACTS1",
      contractNumber: null,
      slot: "Morning (8am - 12pm)",
      customerName: "Nina North",
      companyName: "North Ledgers Ltd",
      address: "5 Quayside, Newcastle, NE1 3JE",
      mapsHref: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
      directionsHref: "https://www.google.com/maps/dir/?api=1&destination=NE1+3JE%2C+UK",
      // Not located yet: no distances, so no estimated arrival.
      arrival: null,
      phone: "0191 555 0101",
      telHref: "tel:01915550101",
      toCollect: "4 bags or boxes",
      notes: "Ring the side door",
      payment: "Invoiced after the collection. Take no payment.",
      jobVersion: jobVersion(row),
      state: "not_started",
      arrivedAt: null,
      heldReason: null,
      notConfirmed: false,
    });
    // Nothing else of the customer reaches the phone.
    expect(JSON.stringify(day)).not.toContain("@example.test");
  });

  it("gives each stop its estimated arrival in the run order, each crew's route from 8:00", async () => {
    const crew = await member(null, "crew");
    const first = await plantJob("NESS-ARRIVE1", { day: today, postcode: "DL1 1RW", bags: 4 });
    const second = await plantJob("NESS-ARRIVE2", { day: today, postcode: "DL1 1RW" });
    // Both at the facility itself: no driving, so the second waits only for the first's 10 + 4 minutes.
    for (const [position, id] of [first, second].entries()) {
      await db().booking.update({
        where: { id },
        data: {
          runPosition: position + 1,
          latitude: site.facility.geo.lat,
          longitude: site.facility.geo.lng,
          locatedPostcode: "DL1 1RW",
        },
      });
    }
    const stops = (await crewDay(crew, now)).sections[0]!.stops;
    expect(stops.map((stop) => [stop.reference, stop.arrival])).toEqual([
      ["NESS-ARRIVE1", "8:00"],
      ["NESS-ARRIVE2", "8:14"],
    ]);
  });

  it("shows the Office every job of the two days, whoever it is assigned to", async () => {
    const office = await member("Olive Office", "admin");
    const crew = await member("Casey Crew", "crew");
    await assign(await plantJob("NESS-CREWS1", { day: today, postcode: "NE1 3JE" }), crew.id);
    await plantJob("NESS-ANYONE", { day: today, postcode: "DH1 1QS" });
    await plantJob("NESS-CANCEL", { day: tomorrow, status: "cancelled" });
    await plantJob("NESS-TMRW01", { day: tomorrow });

    expect(references(await crewDay(office, now))).toEqual([
      ["NESS-ANYONE", "NESS-CREWS1"],
      ["NESS-TMRW01"],
    ]);
  });

  it("on a Saturday lists today's stops, then Monday's as the next working day", async () => {
    const crew = await member("Casey Crew", "crew");
    const saturday = new Date("2030-06-15T09:00:00Z");
    await plantJob("NESS-SATDAY", { day: "2030-06-15" });
    await plantJob("NESS-SUNDAY", { day: "2030-06-16" });
    await plantJob("NESS-MONDAY", { day: "2030-06-17" });
    const day = await crewDay(crew, saturday);
    expect(day.sections.map((s) => [s.day, s.heading, s.dayLabel])).toEqual([
      ["2030-06-15", "Today", "Saturday 15 June 2030"],
      ["2030-06-17", "Next working day", "Monday 17 June 2030"],
    ]);
    expect(references(day)).toEqual([["NESS-SATDAY"], ["NESS-MONDAY"]]);
  });

  it("says when there are no stops", async () => {
    const crew = await member("Casey Crew", "crew");
    expect(references(await crewDay(crew, now))).toEqual([[], []]);
  });
});
