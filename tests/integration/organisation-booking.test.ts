import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_COOKIE } from "@/lib/account/account-session";
import { bookForSite } from "@/lib/organisations/organisation-booking-actions";
import { bookableSitesOf, siteBookingStart } from "@/lib/organisations/organisation-booking";
import { organisationBookingTexts } from "@/lib/organisations/organisation-booking-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { db } from "@/lib/server/db";
import { plantBooking } from "../support/account-documents";
import { resetDatabase } from "../support/db";
import { resetFakeRequest, sendCookies } from "../support/fake-request";
import { plantMember, plantOrganisation } from "../support/organisations";

// The account's Book a collection for a site against PostgreSQL: the booking is placed as /book
// places one (the server's price, capacity, notice) and carries its site only when the signed-in
// member, read from the request's own cookie, may book for that site; Book again starts from a
// booking the member may see. Every tampered site or booking id books or shows nothing.

// Monday 23 November 2026, 10:00 in London.
const now = new Date("2026-11-23T10:00:00Z");
let ip = 0;

const signIn = (token: string) => {
  sendCookies({ [ACCOUNT_COOKIE]: token });
};

/** Book a collection as the signed-in member sends it (a browser may send any price and site). */
function book(siteId: string, extra: Record<string, unknown> = {}) {
  ip += 1;
  return bookForSite.handle(
    { ip: `198.51.100.${ip}`, now },
    {
      service_type: "onsite",
      bag_quantity: 6,
      selected_date: "2026-11-25",
      time_slot: "pm",
      customer_name: "Sam Site",
      customer_email: "booker@quayside.example.test",
      collection_address: "1 Site Street, Newcastle upon Tyne",
      postcode: "NE1 4ST",
      totalPence: 1,
      subtotal_pence: 1,
      idempotency_key: randomUUID(),
      site_id: siteId,
      ...extra,
    },
  );
}

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
});

describe("Book a collection for a site", () => {
  it("stores a Booker's booking with its site and the server's price, whatever price was sent", async () => {
    const organisation = await plantOrganisation();
    const head = organisation.sites[1]!;
    const booker = await plantMember(organisation.id, "booker");
    signIn(booker.token);

    const result = await book(head.id);

    expect(result.ok).toBe(true);
    const row = await db().booking.findFirstOrThrow();
    expect(row).toMatchObject({
      siteId: head.id,
      serviceType: "onsite",
      bagQuantity: 6,
      subtotalPence: 11220,
      vatPence: 2244,
      totalPence: 13464,
    });
  });

  it("refuses a booking without a purchase order number when the organisation requires one, at its field", async () => {
    const organisation = await plantOrganisation("Tyne Trust", ["Main"], {
      purchaseOrderRequired: true,
    });
    const booker = await plantMember(organisation.id, "booker");
    signIn(booker.token);

    const refused = await book(organisation.sites[0]!.id, { purchase_order: "  " });

    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { purchase_order: [organisationTexts.purchaseOrderMissing] },
    });
    expect(await db().booking.count()).toBe(0);

    const accepted = await book(organisation.sites[0]!.id, { purchase_order: "PO-7781" });
    expect(accepted.ok).toBe(true);
    expect(await db().booking.findFirstOrThrow()).toMatchObject({ purchaseOrder: "PO-7781" });
  });

  it("keeps the notice and capacity rules of /book: a past day is refused", async () => {
    const organisation = await plantOrganisation();
    const booker = await plantMember(organisation.id, "administrator");
    signIn(booker.token);

    const refused = await book(organisation.sites[0]!.id, { selected_date: "2026-11-20" });

    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.fieldErrors).toHaveProperty("selected_date");
    expect(await db().booking.count()).toBe(0);
  });

  it("refuses a Booker limited to one site who sends another site's id, and books nothing", async () => {
    const organisation = await plantOrganisation();
    const [durham, head] = organisation.sites;
    const limited = await plantMember(organisation.id, "booker", { sites: [head!.id] });
    signIn(limited.token);

    const refused = await book(durham!.id);

    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { site_id: [organisationBookingTexts.notYourSite] },
    });
    expect(await db().booking.count()).toBe(0);
    expect((await book(head!.id)).ok).toBe(true);
  });

  it("refuses another organisation's site, a Viewer, a Finance member and a signed-out visitor", async () => {
    const ours = await plantOrganisation();
    const theirs = await plantOrganisation("Other Co", ["Their yard"]);
    const booker = await plantMember(ours.id, "booker");
    const viewer = await plantMember(ours.id, "viewer");
    const finance = await plantMember(ours.id, "finance");

    signIn(booker.token);
    expect((await book(theirs.sites[0]!.id)).ok).toBe(false);
    signIn(viewer.token);
    expect((await book(ours.sites[0]!.id)).ok).toBe(false);
    signIn(finance.token);
    expect((await book(ours.sites[0]!.id)).ok).toBe(false);
    sendCookies({});
    expect((await book(ours.sites[0]!.id)).ok).toBe(false);

    expect(await db().booking.count()).toBe(0);
  });
});

describe("the form Book a collection starts from", () => {
  it("fills in the site's address and contact, the organisation's name and the account's first address", async () => {
    const organisation = await plantOrganisation("Quayside Law LLP", ["Head office"], {
      purchaseOrderRequired: true,
    });
    const site = organisation.sites[0]!;
    await db().site.update({ where: { id: site.id }, data: { accessNotes: "Gate code 1234" } });
    const booker = await plantMember(organisation.id, "booker");

    const start = await siteBookingStart(booker.account, site.id);

    expect(start).toMatchObject({
      organisation: "Quayside Law LLP",
      site: { id: site.id, name: "Head office" },
      purchaseOrderRequired: true,
      from: null,
      initial: {
        customer_name: "Sam Site",
        customer_phone: "0191 000 0000",
        customer_email: booker.email,
        company_name: "Quayside Law LLP",
        collection_address: site.address,
        postcode: site.postcode,
        special_requirements: "Gate code 1234",
      },
    });
  });

  it("Book again repeats the service and quantity of a booking of the member's sites", async () => {
    const organisation = await plantOrganisation();
    const site = organisation.sites[0]!;
    const earlier = await plantBooking("someone@else.example.test", now);
    await db().booking.update({
      where: { id: earlier.id },
      data: { siteId: site.id, serviceType: "onsite", bagQuantity: 15 },
    });
    const booker = await plantMember(organisation.id, "booker");

    const start = await siteBookingStart(booker.account, site.id, earlier.id);

    expect(start?.from).toEqual({ reference: earlier.reference });
    expect(start?.initial).toMatchObject({ service_type: "onsite", bag_quantity: 15 });
  });

  it("shows nothing for a site the member may not book for, or a booking they may not see", async () => {
    const ours = await plantOrganisation();
    const theirs = await plantOrganisation("Other Co", ["Their yard"]);
    const [durham, head] = ours.sites;
    const limited = await plantMember(ours.id, "booker", { sites: [head!.id] });
    const viewer = await plantMember(ours.id, "viewer");
    const theirBooking = await plantBooking("them@other.example.test", now);
    await db().booking.update({
      where: { id: theirBooking.id },
      data: { siteId: theirs.sites[0]!.id },
    });

    expect(await siteBookingStart(limited.account, durham!.id)).toBeNull();
    expect(await siteBookingStart(limited.account, theirs.sites[0]!.id)).toBeNull();
    expect(await siteBookingStart(limited.account, head!.id, theirBooking.id)).toBeNull();
    expect(await siteBookingStart(limited.account, "not-a-uuid")).toBeNull();
    expect(await siteBookingStart(viewer.account, head!.id)).toBeNull();
    expect(await bookableSitesOf(limited.account)).toEqual([{ id: head!.id, name: head!.name }]);
    expect(await bookableSitesOf(viewer.account)).toEqual([]);
  });
});
