import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import CustomersPage from "@/app/admin/customers/page";
import CustomerPage from "@/app/admin/customers/[id]/page";
import NewCustomerPage from "@/app/admin/customers/new/page";
import { ACCOUNT_COOKIE } from "@/lib/account/account-session";
import { customersPage } from "@/lib/organisations/customer-list";
import { findCustomer } from "@/lib/organisations/customer-detail";
import {
  addToOrganisationAction,
  createOrganisationAction,
} from "@/lib/organisations/office-customer-actions";
import { officeCustomerTexts } from "@/lib/organisations/office-customer-texts";
import { placementOf } from "@/lib/organisations/placement";
import { addSiteAction } from "@/lib/organisations/office-site-actions";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { NOT_AN_ADMIN, NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { db } from "@/lib/server/db";
import { upsertUser } from "@/lib/server/users";
import { authenticate } from "@/lib/server/auth";
import { hashSecretToken } from "@/lib/server/secret-token";
import { makeContract } from "../support/contracts";
import { resetDatabase } from "../support/db";
import { sendCookies } from "../support/fake-request";
import { redirectOf } from "../support/account-links";
import {
  newOrganisation,
  newSite,
  plantInvoice,
  plantSiteJob,
} from "../support/customer-documents";
import { plantMember, plantOrganisation } from "../support/organisations";
import { sessionCookieFor } from "../support/session-cookie";

// The office's Customers section against PostgreSQL: the list's figures (people, sites, open
// balance, last collection) from planted rows, Create organisation and its Administrator's
// invitation in the outbox, Add a site, Add to organisation moving a booking's or a contract's
// documents with it, and every page and action refused to anyone but the Office (a crew member,
// a customer's account cookie). Only the request's cookies come from the test
// (tests/support/fake-request.ts).

async function signIn(email: string, role: "admin" | "crew") {
  const password = `${email}-password`;
  const { id } = await upsertUser({ email, password, admin: role === "admin" });
  if (role === "crew") await db().userRole.create({ data: { userId: id, role: "crew" } });
  const user = await authenticate({ email, password }, "192.0.2.1");
  sendCookies(
    await sessionCookieFor({
      uid: user.id,
      email: user.email,
      sv: user.sessionVersion,
      isAdmin: user.isAdmin,
    }),
  );
}

const siteOfInvoice = async (id: string) =>
  (await db().invoice.findUniqueOrThrow({ where: { id }, select: { siteId: true } })).siteId;

beforeEach(async () => {
  await resetDatabase();
  await signIn("office@example.test", "admin");
});

describe("the Customers list", () => {
  it("gives each organisation its people, sites, open balance and last collection", async () => {
    const quayside = await plantOrganisation("Quayside Law LLP", ["Head office", "Durham office"]);
    const [durham, head] = quayside.sites;
    await plantMember(quayside.id, "administrator");
    await plantMember(quayside.id, "finance");
    await plantMember(quayside.id, "booker", { sites: [durham!.id] });
    const other = await plantOrganisation("Angel Schools Trust", ["Main school"]);

    // Open: unpaid and overdue invoices of either site. Not open: paid, credited, another
    // organisation's, and one under no site.
    const job = await plantSiteJob(head!.id, "2026-11-02", "certificate_issued");
    await plantInvoice({ bookingId: job, totalPence: 12_000, state: "unpaid" });
    await plantInvoice({ siteId: durham!.id, totalPence: 3_450, state: "overdue" });
    await plantInvoice({ siteId: durham!.id, totalPence: 99_900, state: "paid" });
    await plantInvoice({ siteId: head!.id, totalPence: 77_700, state: "credited" });
    await plantInvoice({ siteId: other.sites[0]!.id, totalPence: 5_000, state: "unpaid" });
    await plantInvoice({ totalPence: 8_000, state: "unpaid" });

    // The latest collected day of its sites; a later job not yet collected does not count.
    await plantSiteJob(durham!.id, "2026-11-20", "collected");
    await plantSiteJob(head!.id, "2026-11-12", "destroyed");
    await plantSiteJob(head!.id, "2026-12-10", "confirmed");
    await plantSiteJob(null, "2026-12-01", "collected");

    const list = await customersPage({}, 1);
    expect(list.total).toBe(2);
    expect(list.items).toEqual([
      {
        id: other.id,
        name: "Angel Schools Trust",
        postcode: "NE1 3DX",
        people: 0,
        sites: 1,
        openBalancePence: 5_000,
        lastCollection: null,
      },
      {
        id: quayside.id,
        name: "Quayside Law LLP",
        postcode: "NE1 3DX",
        people: 3,
        sites: 2,
        openBalancePence: 15_450,
        lastCollection: "2026-11-20",
      },
    ]);
  });

  it("is searched by name, taking the text literally, and read 25 a page", async () => {
    for (let n = 1; n <= 26; n += 1) {
      await plantOrganisation(`Firm ${String(n).padStart(2, "0")}`, []);
    }
    await plantOrganisation("100% Recycling Ltd", []);
    const first = await customersPage({}, 1);
    expect(first).toMatchObject({ total: 27, pageCount: 2, page: 1 });
    expect(first.items).toHaveLength(25);
    expect((await customersPage({}, 2)).items.map((row) => row.name)).toEqual([
      "Firm 25",
      "Firm 26",
    ]);
    expect((await customersPage({ q: "firm 0" }, 1)).total).toBe(9);
    expect((await customersPage({ q: "100%" }, 1)).items.map((row) => row.name)).toEqual([
      "100% Recycling Ltd",
    ]);
    expect((await customersPage({ q: "%" }, 1)).total).toBe(1);
  });
});

describe("Create organisation", () => {
  it("creates it with the office member as its creator and invites its first Administrator", async () => {
    const result = await createOrganisationAction(newOrganisation);
    expect(result).toMatchObject({ ok: true, data: { name: "Tyne Dental Group" } });
    const id = result.ok ? result.data.id : "";

    expect(await db().organisation.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: "Tyne Dental Group",
      billingAddress: "4 Grey Street\nNewcastle upon Tyne",
      postcode: "NE1 6EE",
      vatNumber: "GB 123 4567 89",
      purchaseOrderRequired: true,
      createdBy: "office@example.test",
    });
    const [invitation] = await db().organisationInvitation.findMany({
      where: { organisationId: id },
    });
    expect(invitation).toMatchObject({
      email: "priya.admin@tynedental.example",
      role: "administrator",
      allSites: true,
      usedAt: null,
      invitedBy: "office@example.test",
    });
    const days = (invitation!.expiresAt.getTime() - invitation!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(7);

    const [email] = await db().outboxEmail.findMany();
    expect(email).toMatchObject({
      toAddress: "priya.admin@tynedental.example",
      subject: "You have been invited to Tyne Dental Group on North East Secure Shredding",
    });
    expect(email!.subject).toBe(organisationTexts.invitationSubject("Tyne Dental Group"));
    // The link's token is in the e-mail; only its hash is stored.
    const token = /\/account\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(email!.text)?.[1];
    expect(token, email!.text).toBeDefined();
    expect(invitation!.tokenHash).toBe(hashSecretToken(token!));

    expect((await findCustomer(id))!.invitations).toEqual([
      expect.objectContaining({ email: "priya.admin@tynedental.example", role: "administrator" }),
    ]);
  });

  it("refuses bad input at its field and stores nothing", async () => {
    for (const [field, value, message] of [
      ["name", " ", organisationTexts.nameRequired],
      ["postcode", "NOT A CODE", officeCustomerTexts.postcodeInvalid],
      ["administratorEmail", "priya@", officeCustomerTexts.administratorEmailInvalid],
      ["purchaseOrderRequired", "maybe", officeCustomerTexts.purchaseOrderRuleMissing],
      ["vatNumber", "GB<script>", officeCustomerTexts.vatNumberInvalid],
    ] as const) {
      const result = await createOrganisationAction({ ...newOrganisation, [field]: value });
      expect(result, field).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } });
    }
    expect(await db().organisation.count()).toBe(0);
    expect(await db().outboxEmail.count()).toBe(0);
  });

  it("refuses an Administrator whose account already belongs to another organisation", async () => {
    const other = await plantOrganisation("Quayside Law LLP", []);
    const member = await plantMember(other.id, "viewer");
    const result = await createOrganisationAction({
      ...newOrganisation,
      administratorEmail: member.email.toUpperCase(),
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        administratorEmail: [officeCustomerTexts.administratorInAnother("Quayside Law LLP")],
      },
    });
    expect(await db().organisation.count()).toBe(1);
    expect(await db().outboxEmail.count()).toBe(0);
  });
});

describe("Add a site", () => {
  it("adds a site inside the covered area, and refuses one outside it or a name taken", async () => {
    const organisation = await plantOrganisation("Quayside Law LLP", ["Head office"]);
    expect(await addSiteAction(newSite(organisation.id))).toEqual({
      ok: true,
      data: { name: "Gateshead practice" },
    });
    expect(
      await db().site.findFirstOrThrow({ where: { name: "Gateshead practice" } }),
    ).toMatchObject({ organisationId: organisation.id, postcode: "NE8 1AA", accessNotes: null });

    expect(await addSiteAction(newSite(organisation.id, { name: "Head office" }))).toMatchObject({
      ok: false,
      fieldErrors: { name: [officeCustomerTexts.siteNameTaken] },
    });
    expect(
      await addSiteAction(newSite(organisation.id, { name: "London", postcode: "SW1A 1AA" })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { postcode: [expect.stringContaining("is outside our usual area")] },
    });
    expect(await addSiteAction(newSite(randomUUID(), { name: "Elsewhere" }))).toMatchObject({
      ok: false,
      message: officeCustomerTexts.notFound,
    });
    expect(await db().site.count()).toBe(2);
  });
});

describe("Add to organisation", () => {
  it("puts a booking under a site, and its invoices and credit notes move with it", async () => {
    const organisation = await plantOrganisation("Quayside Law LLP", ["Head office"]);
    const site = organisation.sites[0]!;
    const job = await plantSiteJob(null, "2026-11-02", "certificate_issued");
    const invoice = await plantInvoice({ bookingId: job, totalPence: 9_000, state: "credited" });
    expect(await siteOfInvoice(invoice.id)).toBeNull();
    expect(await placementOf("booking", job)).toMatchObject({
      current: null,
      followsContract: false,
      organisations: [{ name: "Quayside Law LLP", sites: [{ id: site.id, name: "Head office" }] }],
    });

    const result = await addToOrganisationAction({ record: "booking", id: job, siteId: site.id });
    expect(result).toEqual({
      ok: true,
      data: { organisation: "Quayside Law LLP", site: "Head office" },
    });
    const booking = await db().booking.findUniqueOrThrow({ where: { id: job } });
    expect(booking.siteId).toBe(site.id);
    const documents = await db().invoice.findMany({
      where: { OR: [{ id: invoice.id }, { creditsId: invoice.id }] },
      select: { siteId: true },
    });
    expect(documents).toEqual([{ siteId: site.id }, { siteId: site.id }]);
    expect((await findCustomer(organisation.id))!.documents.invoices).toHaveLength(2);
    expect((await placementOf("invoice", invoice.id)).current).toEqual({
      organisation: "Quayside Law LLP",
      site: "Head office",
    });
  });

  it("puts a contract under a site with its visits, and an invoice of no job under it alone", async () => {
    const organisation = await plantOrganisation("Quayside Law LLP", ["Head office"]);
    const site = organisation.sites[0]!;
    const contract = await makeContract("2026-11-27");
    const { id: contractId } = await db().contract.findUniqueOrThrow({
      where: { number: contract.number },
    });
    const visits = await db().booking.count({ where: { contractId } });
    expect(visits).toBeGreaterThan(0);

    // A visit follows its contract: refused on its own.
    const visit = await db().booking.findFirstOrThrow({ where: { contractId } });
    expect((await placementOf("booking", visit.id)).followsContract).toBe(true);
    expect(
      await addToOrganisationAction({ record: "booking", id: visit.id, siteId: site.id }),
    ).toMatchObject({ ok: false, message: officeCustomerTexts.visitFollowsContract });

    expect(
      await addToOrganisationAction({ record: "contract", id: contractId, siteId: site.id }),
    ).toMatchObject({ ok: true });
    expect(await db().booking.count({ where: { contractId, siteId: site.id } })).toBe(visits);

    const loose = await plantInvoice({ totalPence: 1_000, state: "unpaid" });
    expect(
      await addToOrganisationAction({ record: "invoice", id: loose.id, siteId: site.id }),
    ).toMatchObject({ ok: true });
    expect(await siteOfInvoice(loose.id)).toBe(site.id);
  });

  it("changes only an issued invoice's site: anything else about it is still refused", async () => {
    const organisation = await plantOrganisation("Quayside Law LLP", ["Head office"]);
    const invoice = await plantInvoice({ totalPence: 1_000, state: "unpaid" });
    await expect(
      db().$executeRaw`update invoices set total_pence = 1 where id = ${invoice.id}::uuid`,
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      db().$executeRaw`update invoices set site_id = ${organisation.sites[0]!.id}::uuid,
        purchase_order = 'PO-1' where id = ${invoice.id}::uuid`,
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      db().$executeRaw`delete from invoices where id = ${invoice.id}::uuid`,
    ).rejects.toThrow(/cannot be changed/);
    expect(await siteOfInvoice(invoice.id)).toBeNull();
  });

  it("refuses a site or a record that does not exist, changing nothing", async () => {
    const organisation = await plantOrganisation("Quayside Law LLP", ["Head office"]);
    const job = await plantSiteJob(null, "2026-11-02");
    expect(
      await addToOrganisationAction({ record: "booking", id: job, siteId: randomUUID() }),
    ).toMatchObject({ ok: false, message: officeCustomerTexts.siteMissing });
    expect(
      await addToOrganisationAction({
        record: "booking",
        id: randomUUID(),
        siteId: organisation.sites[0]!.id,
      }),
    ).toMatchObject({ ok: false, message: officeCustomerTexts.notFound });
    expect(
      await addToOrganisationAction({ record: "booking", id: job, siteId: "'; drop table" }),
    ).toMatchObject({ ok: false, fieldErrors: { siteId: [officeCustomerTexts.siteMissing] } });
    expect((await db().booking.findUniqueOrThrow({ where: { id: job } })).siteId).toBeNull();
  });
});

describe("anyone but the Office", () => {
  async function attemptEverything(organisationId: string, bookingId: string, siteId: string) {
    const pages = [
      CustomersPage({ searchParams: Promise.resolve({}) }),
      CustomerPage({ params: Promise.resolve({ id: organisationId }) }),
      NewCustomerPage({}),
    ];
    const actions = [
      createOrganisationAction(newOrganisation),
      addSiteAction(newSite(organisationId)),
      addToOrganisationAction({ record: "booking", id: bookingId, siteId }),
    ];
    return {
      redirects: await Promise.all(pages.map((page) => redirectOf(page))),
      results: await Promise.all(actions),
    };
  }

  it("is refused every page and action of Customers, and nothing changes", async () => {
    const organisation = await plantOrganisation("Quayside Law LLP", ["Head office"]);
    const job = await plantSiteJob(null, "2026-11-02");
    const site = organisation.sites[0]!.id;

    await signIn("crew@example.test", "crew");
    const crew = await attemptEverything(organisation.id, job, site);
    expect(crew.redirects).toEqual(Array(3).fill("/?notice=access-denied"));
    expect(crew.results).toEqual(
      Array(3).fill({ ok: false, reason: "server", message: NOT_AN_ADMIN }),
    );

    // A customer signed in to their account, even an organisation's Administrator.
    const admin = await plantMember(organisation.id, "administrator");
    sendCookies({ [ACCOUNT_COOKIE]: admin.token });
    const customer = await attemptEverything(organisation.id, job, site);
    expect(customer.redirects).toEqual(Array(3).fill("/auth"));
    expect(customer.results).toEqual(
      Array(3).fill({ ok: false, reason: "server", message: NOT_SIGNED_IN }),
    );

    expect(await db().organisation.count()).toBe(1);
    expect(await db().site.count()).toBe(1);
    expect(await db().outboxEmail.count()).toBe(0);
    expect((await db().booking.findUniqueOrThrow({ where: { id: job } })).siteId).toBeNull();
  });
});
