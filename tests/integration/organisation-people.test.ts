import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_COOKIE } from "@/lib/account/account-session";
import { membershipOf } from "@/lib/organisations/organisation-access";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { changePerson } from "@/lib/organisations/organisations";
import {
  changeRoleAction,
  inviteToOrganisationAction,
  removeMemberAction,
  saveOrganisationSettingsAction,
  setUpOrganisationAction,
} from "@/lib/organisations/people-actions";
import { peopleTexts } from "@/lib/organisations/people-texts";
import { NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { db } from "@/lib/server/db";
import { plantAccount } from "../support/account-documents";
import { resetDatabase } from "../support/db";
import { fakeRequest, resetFakeRequest } from "../support/fake-request";
import { plantMember, plantOrganisation } from "../support/organisations";

// The organisation and its people on /account, against PostgreSQL through the real actions:
// setting one up, its settings, 'Change role' and 'Remove', and the last Administrator rule (two
// Administrators demoting each other at once included). Only the request's cookies come from
// the test.

const as = (signedIn: { token: string }) => fakeRequest.cookies.set(ACCOUNT_COOKIE, signedIn.token);
const roleOf = async (accountId: string) =>
  (await db().organisationMember.findUnique({ where: { accountId } }))?.role ?? null;

const setUp = {
  name: "Quayside Law LLP",
  billingAddress: "1 Quayside\nNewcastle upon Tyne",
  postcode: "ne1 3dx",
  vatNumber: "gb 123 4567 89",
  purchaseOrderRequired: "yes",
};

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
});

describe("Set up your organisation", () => {
  it("makes the organisation, with the account as its first Administrator", async () => {
    const me = await plantAccount("jo@quayside.example");
    as(me);
    const answer = await setUpOrganisationAction(setUp);
    expect(answer).toEqual({
      ok: true,
      data: { message: organisationTexts.setUpDone("Quayside Law LLP") },
    });
    const member = await membershipOf(me.account);
    expect(member).toMatchObject({
      role: "administrator",
      allSites: true,
      organisation: {
        name: "Quayside Law LLP",
        postcode: "NE1 3DX",
        vatNumber: "GB123456789",
        purchaseOrderRequired: true,
      },
    });
    const stored = await db().organisation.findFirstOrThrow();
    expect(stored.createdBy).toBe("customer");
  });

  it("refuses a second organisation for an account already in one, and changes nothing", async () => {
    const me = await plantAccount("jo@quayside.example");
    as(me);
    expect((await setUpOrganisationAction(setUp)).ok).toBe(true);
    const again = await setUpOrganisationAction({ ...setUp, name: "Second LLP" });
    expect(again).toEqual({ ok: false, reason: "server", message: organisationTexts.alreadyInOne });
    expect(await db().organisation.count()).toBe(1);
  });

  it("refuses a malformed VAT number or postcode at the field, and stores nothing", async () => {
    as(await plantAccount("jo@quayside.example"));
    const vat = await setUpOrganisationAction({ ...setUp, vatNumber: "GB 1234" });
    expect(vat).toMatchObject({ ok: false, fieldErrors: { vatNumber: [peopleTexts.vatInvalid] } });
    const postcode = await setUpOrganisationAction({ ...setUp, postcode: "NOT A CODE" });
    expect(postcode).toMatchObject({ ok: false, reason: "validation" });
    expect(postcode.ok ? null : postcode.fieldErrors?.postcode).toHaveLength(1);
    expect(await db().organisation.count()).toBe(0);
  });

  it("is refused signed out", async () => {
    expect(await setUpOrganisationAction(setUp)).toEqual({
      ok: false,
      reason: "server",
      message: NOT_SIGNED_IN,
    });
    expect(await db().organisation.count()).toBe(0);
  });
});

describe("Settings", () => {
  it("an Administrator changes them; a Finance member is refused", async () => {
    const organisation = await plantOrganisation();
    const admin = await plantMember(organisation.id, "administrator");
    const finance = await plantMember(organisation.id, "finance");
    as(finance);
    const refused = await saveOrganisationSettingsAction({ ...setUp, name: "Taken Over Ltd" });
    expect(refused).toEqual({ ok: false, reason: "server", message: peopleTexts.notAllowed });
    as(admin);
    const saved = await saveOrganisationSettingsAction({ ...setUp, purchaseOrderRequired: "no" });
    expect(saved).toEqual({ ok: true, data: { message: peopleTexts.settingsSaved } });
    const stored = await db().organisation.findUniqueOrThrow({ where: { id: organisation.id } });
    expect(stored).toMatchObject({ name: "Quayside Law LLP", purchaseOrderRequired: false });
  });
});

describe("Change role and Remove", () => {
  it("an Administrator changes a person's role and removes another, who loses access at once", async () => {
    const organisation = await plantOrganisation();
    const admin = await plantMember(organisation.id, "administrator");
    const booker = await plantMember(organisation.id, "booker", {
      sites: [organisation.sites[0]!.id],
    });
    const viewer = await plantMember(organisation.id, "viewer");
    as(admin);
    const changed = await changeRoleAction({
      accountId: booker.account.accountId,
      role: "finance",
    });
    expect(changed).toEqual({
      ok: true,
      data: { message: peopleTexts.roleChanged(booker.email, "Finance") },
    });
    expect(await roleOf(booker.account.accountId)).toBe("finance");
    expect(await db().memberSite.count()).toBe(0);

    const removed = await removeMemberAction({ accountId: viewer.account.accountId });
    expect(removed).toEqual({ ok: true, data: { message: peopleTexts.removed(viewer.email) } });
    expect(await membershipOf(viewer.account)).toBeNull();
    // Their next request finds no organisation: even an action they could never do says so.
    as(viewer);
    expect(await inviteToOrganisationAction({})).toEqual({
      ok: false,
      reason: "server",
      message: peopleTexts.notAMember,
    });
  });

  it("are refused to anyone but an Administrator, and change nothing", async () => {
    const organisation = await plantOrganisation();
    const admin = await plantMember(organisation.id, "administrator");
    for (const role of ["booker", "finance", "viewer"] as const) {
      const person = await plantMember(organisation.id, role);
      as(person);
      const demote = await changeRoleAction({ accountId: admin.account.accountId, role });
      expect(demote).toEqual({ ok: false, reason: "server", message: peopleTexts.notAllowed });
      const promote = await changeRoleAction({
        accountId: person.account.accountId,
        role: "administrator",
      });
      expect(promote).toEqual({ ok: false, reason: "server", message: peopleTexts.notAllowed });
      const remove = await removeMemberAction({ accountId: admin.account.accountId });
      expect(remove).toEqual({ ok: false, reason: "server", message: peopleTexts.notAllowed });
      expect(await roleOf(person.account.accountId)).toBe(role);
    }
    expect(await roleOf(admin.account.accountId)).toBe("administrator");
  });

  it("never reach another organisation's people, whatever id the form sends", async () => {
    const ours = await plantOrganisation();
    const theirs = await plantOrganisation("Other Firm Ltd");
    const admin = await plantMember(ours.id, "administrator");
    const stranger = await plantMember(theirs.id, "administrator");
    as(admin);
    const remove = await removeMemberAction({ accountId: stranger.account.accountId });
    expect(remove).toEqual({ ok: false, reason: "server", message: peopleTexts.memberNotFound });
    const change = await changeRoleAction({
      accountId: stranger.account.accountId,
      role: "viewer",
    });
    expect(change).toEqual({ ok: false, reason: "server", message: peopleTexts.memberNotFound });
    expect(await roleOf(stranger.account.accountId)).toBe("administrator");
  });
});

describe("The last Administrator", () => {
  it("cannot be given another role or removed, not even by themselves", async () => {
    const organisation = await plantOrganisation();
    const admin = await plantMember(organisation.id, "administrator");
    await plantMember(organisation.id, "booker");
    as(admin);
    const demote = await changeRoleAction({ accountId: admin.account.accountId, role: "booker" });
    expect(demote).toMatchObject({
      ok: false,
      message: organisationTexts.lastAdministrator,
      fieldErrors: { role: [organisationTexts.lastAdministrator] },
    });
    const remove = await removeMemberAction({ accountId: admin.account.accountId });
    expect(remove).toMatchObject({ ok: false, message: organisationTexts.lastAdministrator });
    expect(await roleOf(admin.account.accountId)).toBe("administrator");
  });

  it("is kept when one of two Administrators steps down", async () => {
    const organisation = await plantOrganisation();
    const first = await plantMember(organisation.id, "administrator");
    await plantMember(organisation.id, "administrator");
    as(first);
    const answer = await changeRoleAction({ accountId: first.account.accountId, role: "viewer" });
    expect(answer.ok).toBe(true);
    expect(await roleOf(first.account.accountId)).toBe("viewer");
  });

  it("survives two Administrators demoting (or removing) each other at the same moment", async () => {
    for (const round of [1, 2, 3, 4]) {
      const organisation = await plantOrganisation(`Race ${round} Ltd`);
      const a = await plantMember(organisation.id, "administrator");
      const b = await plantMember(organisation.id, "administrator");
      const base = { organisationId: organisation.id };
      const [one, two] = await Promise.all([
        changePerson({
          ...base,
          actorId: a.account.accountId,
          accountId: b.account.accountId,
          role: "viewer",
        }),
        changePerson({
          ...base,
          actorId: b.account.accountId,
          accountId: a.account.accountId,
          role: round % 2 ? "booker" : null,
        }),
      ]);
      expect([one.ok, two.ok].filter(Boolean)).toHaveLength(1);
      const administrators = await db().organisationMember.count({
        where: { organisationId: organisation.id, role: "administrator" },
      });
      expect(administrators).toBe(1);
    }
  });
});
