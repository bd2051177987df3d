import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_COOKIE } from "@/lib/account/account-session";
import { notYetInOrganisation } from "@/lib/organisations/earlier-bookings";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { addSiteAction, addToOrganisationAction } from "@/lib/organisations/people-actions";
import { peopleTexts } from "@/lib/organisations/people-texts";
import { todayInLondon } from "@/lib/shared/dates";
import { INVALID_POSTCODE } from "@/lib/shared/postcode-check";
import { db } from "@/lib/server/db";
import { plantAccount, plantBooking } from "../support/account-documents";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";
import { fakeRequest, resetFakeRequest } from "../support/fake-request";
import { plantMember, plantOrganisation } from "../support/organisations";

// An organisation's sites and its earlier bookings, against PostgreSQL through the real actions:
// 'Add a site' with its postcode checked against the coverage area, and 'Bookings under your
// colleagues' addresses not yet in the organisation' with 'Add to {organisation}', which never
// takes a stranger's booking or puts one under another organisation's site.

const as = (signedIn: { token: string }) => fakeRequest.cookies.set(ACCOUNT_COOKIE, signedIn.token);

const site = {
  name: "Gateshead store",
  address: "Unit 4\nTeam Valley",
  postcode: "ne11 0sr",
  accessNotes: "Loading bay at the back",
  contactName: "Pat Store",
  contactPhone: "0191 111 2222",
};

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
});

describe("Add a site", () => {
  it("an Administrator adds one, its postcode normalised, inside the area without a notice", async () => {
    const organisation = await plantOrganisation();
    as(await plantMember(organisation.id, "administrator"));
    const answer = await addSiteAction(site);
    expect(answer).toMatchObject({
      ok: true,
      data: { message: peopleTexts.siteAdded("Gateshead store"), notice: null },
    });
    const stored = await db().site.findFirstOrThrow({ where: { name: "Gateshead store" } });
    expect(stored).toMatchObject({
      organisationId: organisation.id,
      postcode: "NE11 0SR",
      accessNotes: "Loading bay at the back",
    });
  });

  it("accepts a postcode outside the area, with the booking form's outside-area message", async () => {
    const organisation = await plantOrganisation();
    as(await plantMember(organisation.id, "administrator"));
    const answer = await addSiteAction({ ...site, postcode: "LS1 4AP" });
    expect(answer).toMatchObject({
      ok: true,
      data: {
        notice: "LS1 is outside our usual area. We will confirm by e-mail whether we can collect.",
      },
    });
    expect(await db().site.count({ where: { postcode: "LS1 4AP" } })).toBe(1);
  });

  it("refuses an invalid postcode, or an outward code alone, and stores nothing", async () => {
    const organisation = await plantOrganisation();
    as(await plantMember(organisation.id, "administrator"));
    for (const postcode of ["NE99 XYZ9", "NE1"]) {
      const answer = await addSiteAction({ ...site, postcode });
      expect(answer).toMatchObject({ ok: false, fieldErrors: { postcode: [INVALID_POSTCODE] } });
    }
    expect(await db().site.count({ where: { organisationId: organisation.id } })).toBe(2);
  });

  it("refuses a second site of the same name", async () => {
    const organisation = await plantOrganisation();
    as(await plantMember(organisation.id, "administrator"));
    const answer = await addSiteAction({ ...site, name: "Head office" });
    expect(answer).toMatchObject({
      ok: false,
      fieldErrors: { name: [organisationTexts.siteNameTaken] },
    });
  });

  it("is refused to a Booker, even one for all sites", async () => {
    const organisation = await plantOrganisation();
    as(await plantMember(organisation.id, "booker"));
    expect(await addSiteAction(site)).toEqual({
      ok: false,
      reason: "server",
      message: peopleTexts.notAllowed,
    });
    expect(await db().site.count()).toBe(2);
  });
});

describe("Bookings under your colleagues' addresses not yet in the organisation", () => {
  const earlier = new Date("2026-10-01T09:00:00Z");

  async function organisationWithHistory() {
    const organisation = await plantOrganisation();
    const admin = await plantMember(organisation.id, "administrator");
    const booker = await plantMember(organisation.id, "booker");
    await db().accountEmail.create({
      data: { email: "booker.home@example.test", accountId: booker.account.accountId },
    });
    const mine = await plantBooking(booker.email, earlier);
    const fromHome = await plantBooking("booker.home@example.test", earlier);
    await db().invoice.create({
      data: {
        kind: "invoice",
        number: "INV-2026-000901",
        issuedAt: earlier,
        issuedBy: "system",
        supplyDate: earlier,
        dueDate: new Date("2026-10-31T00:00:00Z"),
        customerName: "Jo Customer",
        customerEmail: booker.email,
        subtotalPence: 6500,
        vatPence: 1300,
        totalPence: 7800,
        bookingId: mine.id,
      },
    });
    const stranger = await plantBooking("stranger@example.test", earlier);
    as(admin);
    return { organisation, admin, booker, mine, fromHome, stranger };
  }

  it("lists every member's address's bookings under no site, and none of a stranger's", async () => {
    const { organisation, mine, fromHome } = await organisationWithHistory();
    const rows = await notYetInOrganisation(organisation.id);
    expect(rows.map((row) => row.id).sort()).toEqual([mine.id, fromHome.id].sort());
  });

  it("Add to {organisation} puts a booking and its invoice under the chosen site", async () => {
    const { organisation, mine } = await organisationWithHistory();
    const durham = organisation.sites.find((row) => row.name === "Durham office")!;
    const answer = await addToOrganisationAction({
      kind: "booking",
      id: mine.id,
      siteId: durham.id,
    });
    expect(answer).toEqual({
      ok: true,
      data: { message: peopleTexts.addedTo(mine.reference, "Durham office") },
    });
    expect((await db().booking.findUniqueOrThrow({ where: { id: mine.id } })).siteId).toBe(
      durham.id,
    );
    const invoice = await db().invoice.findFirstOrThrow({ where: { bookingId: mine.id } });
    expect(invoice.siteId).toBe(durham.id);
    expect((await notYetInOrganisation(organisation.id)).map((row) => row.id)).not.toContain(
      mine.id,
    );
    // The issued invoice moved site and nothing else: any other change is still refused.
    await expect(
      db().$executeRaw`update invoices set total_pence = 1 where id = ${invoice.id}::uuid`,
    ).rejects.toThrow(/issued and cannot be changed/);
  });

  it("a contract goes under the site with its visits", async () => {
    const { organisation, booker } = await organisationWithHistory();
    await makeContract(todayInLondon(), { customer_email: booker.email });
    const contract = await db().contract.findFirstOrThrow();
    expect((await notYetInOrganisation(organisation.id)).map((row) => row.id)).toContain(
      contract.id,
    );
    const head = organisation.sites.find((row) => row.name === "Head office")!;
    const answer = await addToOrganisationAction({
      kind: "contract",
      id: contract.id,
      siteId: head.id,
    });
    expect(answer.ok).toBe(true);
    const visits = await db().booking.findMany({ where: { contractId: contract.id } });
    expect(visits.every((visit) => visit.siteId === head.id)).toBe(true);
  });

  it("refuses another organisation's site, and a stranger's booking, changing nothing", async () => {
    const { organisation, mine, stranger } = await organisationWithHistory();
    const other = await plantOrganisation("Other Firm Ltd");
    const theirSite = await addToOrganisationAction({
      kind: "booking",
      id: mine.id,
      siteId: other.sites[0]!.id,
    });
    expect(theirSite).toEqual({ ok: false, reason: "server", message: peopleTexts.siteNotFound });
    const strangers = await addToOrganisationAction({
      kind: "booking",
      id: stranger.id,
      siteId: organisation.sites[0]!.id,
    });
    expect(strangers).toEqual({ ok: false, reason: "server", message: peopleTexts.notFound });
    const sited = await db().booking.count({ where: { siteId: { not: null } } });
    expect(sited).toBe(0);
  });

  it("another organisation's Administrator cannot take our colleague's booking", async () => {
    const { mine } = await organisationWithHistory();
    const other = await plantOrganisation("Other Firm Ltd");
    as(await plantMember(other.id, "administrator"));
    const answer = await addToOrganisationAction({
      kind: "booking",
      id: mine.id,
      siteId: other.sites[0]!.id,
    });
    expect(answer).toEqual({ ok: false, reason: "server", message: peopleTexts.notFound });
    expect((await db().booking.findUniqueOrThrow({ where: { id: mine.id } })).siteId).toBeNull();
  });

  it("is refused to a Booker, and to an account in no organisation", async () => {
    const { booker, mine, organisation } = await organisationWithHistory();
    const input = { kind: "booking", id: mine.id, siteId: organisation.sites[0]!.id };
    as(booker);
    expect(await addToOrganisationAction(input)).toMatchObject({ message: peopleTexts.notAllowed });
    as(await plantAccount("loner@example.test"));
    expect(await addToOrganisationAction(input)).toMatchObject({ message: peopleTexts.notAMember });
    expect((await db().booking.findUniqueOrThrow({ where: { id: mine.id } })).siteId).toBeNull();
  });
});
