import { beforeEach, describe, expect, it } from "vitest";
import { bookingsPage, listBookings } from "@/lib/office/inbox";
import { db } from "@/lib/server/db";
import { resetDatabase } from "../support/db";

// The admin's bookings list: in collection-date order unless "newest received" is chosen, and
// found by postcode however it is typed.

async function plant(reference: string, day: string, receivedAt: string, postcode: string | null) {
  await db().booking.create({
    data: {
      reference,
      customerName: `Customer ${reference}`,
      customerEmail: `${reference.toLowerCase()}@example.test`,
      serviceType: "collection",
      selectedDate: new Date(`${day}T00:00:00Z`),
      timeSlot: "am",
      bagQuantity: 1,
      subtotalPence: 7150,
      vatPence: 1430,
      totalPence: 8580,
      postcode,
      outsideArea: postcode === "SW1A 2AA",
      createdAt: new Date(receivedAt),
    },
  });
}

describe("the admin's bookings list", () => {
  beforeEach(async () => {
    await resetDatabase();
    // Received in one order, collected in another.
    await plant("NESS-AAAAAA", "2026-12-09", "2026-11-01T09:00:00Z", "DH1 3LE");
    await plant("NESS-BBBBBB", "2026-11-25", "2026-11-02T09:00:00Z", "NE1 4ST");
    await plant("NESS-CCCCCC", "2026-12-02", "2026-11-03T09:00:00Z", "SW1A 2AA");
  });

  const references = (rows: { reference: string }[]) => rows.map((b) => b.reference);

  it("lists bookings by collection date, soonest first, by default", async () => {
    const page = await bookingsPage({}, 1);
    expect(references(page.items)).toEqual(["NESS-BBBBBB", "NESS-CCCCCC", "NESS-AAAAAA"]);
  });

  it("lists the newest received first when that is chosen, and the export follows", async () => {
    const page = await bookingsPage({ sort: "received" }, 1);
    expect(references(page.items)).toEqual(["NESS-CCCCCC", "NESS-BBBBBB", "NESS-AAAAAA"]);
    expect(references(await listBookings({ sort: "received" }, 10))).toEqual(
      references(page.items),
    );
  });

  it.each([
    ["DH1 3LE", ["NESS-AAAAAA"]],
    ["dh13le", ["NESS-AAAAAA"]],
    ["ne1", ["NESS-BBBBBB"]],
    ["SW1A 2AA", ["NESS-CCCCCC"]],
  ])("finds bookings by postcode typed as %j", async (q, expected) => {
    const page = await bookingsPage({ q }, 1);
    expect(references(page.items)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it("carries the outside-area flag for the list to show", async () => {
    const [flagged] = (await bookingsPage({ q: "SW1A" }, 1)).items;
    expect(flagged).toMatchObject({ postcode: "SW1A 2AA", outsideArea: true, timeSlot: "am" });
  });
});
