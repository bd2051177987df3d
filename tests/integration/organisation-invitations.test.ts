import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_COOKIE, accountOfToken } from "@/lib/account/account-session";
import { runHousekeepingJob } from "@/lib/automation/jobs";
import {
  acceptInvitation,
  INVITATIONS_PER_HOUR,
  invitationOf,
  inviteMember,
} from "@/lib/organisations/invitations";
import { membershipOf } from "@/lib/organisations/organisation-access";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import {
  acceptInvitationAction,
  inviteToOrganisationAction,
} from "@/lib/organisations/people-actions";
import { peopleTexts } from "@/lib/organisations/people-texts";
import { paths } from "@/lib/shared/paths";
import { db } from "@/lib/server/db";
import { hashSecretToken } from "@/lib/server/secret-token";
import { plantAccount } from "../support/account-documents";
import { linkTokenFor, redirectOf, sentTo, tokenForm } from "../support/account-links";
import { resetDatabase } from "../support/db";
import { fakeRequest, resetFakeRequest } from "../support/fake-request";
import { plantMember, plantOrganisation } from "../support/organisations";

// Invitations to an organisation, against PostgreSQL through the real actions: the e-mail in the
// outbox with its exact subject, the page that only shows the invitation, the button that uses it
// once and signs the colleague in with their role, and every refusal (used, expired, an account
// in another organisation, a non-Administrator, another organisation's site, the hourly limit).

const as = (signedIn: { token: string }) => fakeRequest.cookies.set(ACCOUNT_COOKIE, signedIn.token);
const colleague = "sam@quayside.example";
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
});

/** An organisation with an Administrator signed in on this request. */
async function administratorOf(name = "Quayside Law LLP") {
  const organisation = await plantOrganisation(name);
  const admin = await plantMember(organisation.id, "administrator");
  as(admin);
  return { organisation, admin };
}

describe("Invite a colleague", () => {
  it("files the e-mail with the exact subject and a one-time link; only its hash is stored", async () => {
    await administratorOf();
    const answer = await inviteToOrganisationAction({
      email: ` ${colleague.toUpperCase()} `,
      role: "finance",
      sites: "all",
      siteIds: [],
    });
    expect(answer).toEqual({
      ok: true,
      data: { message: organisationTexts.invitationSent(colleague) },
    });
    const [mail, ...more] = await sentTo(colleague);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(
      "You have been invited to Quayside Law LLP on North East Secure Shredding",
    );
    const token = await linkTokenFor(colleague, paths.accountInvitation);
    const stored = await db().organisationInvitation.findFirstOrThrow();
    expect(stored).toMatchObject({ email: colleague, role: "finance", usedAt: null });
    expect(stored.tokenHash).toBe(hashSecretToken(token));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(7 * DAY);
  });

  it("is refused to anyone but an Administrator, and sends nothing", async () => {
    const organisation = await plantOrganisation();
    for (const role of ["booker", "finance", "viewer"] as const) {
      as(await plantMember(organisation.id, role));
      const answer = await inviteToOrganisationAction({
        email: colleague,
        role: "administrator",
        sites: "all",
        siteIds: [],
      });
      expect(answer).toEqual({ ok: false, reason: "server", message: peopleTexts.notAllowed });
    }
    expect(await db().organisationInvitation.count()).toBe(0);
    expect(await sentTo(colleague)).toHaveLength(0);
  });

  it("keeps a Booker to this organisation's sites: another organisation's site id is dropped", async () => {
    const { organisation } = await administratorOf();
    const other = await plantOrganisation("Other Firm Ltd");
    const foreign = await inviteToOrganisationAction({
      email: colleague,
      role: "booker",
      sites: "chosen",
      siteIds: [other.sites[0]!.id],
    });
    expect(foreign).toMatchObject({
      ok: false,
      fieldErrors: { siteIds: [peopleTexts.chooseSites] },
    });
    const mixed = await inviteToOrganisationAction({
      email: colleague,
      role: "booker",
      sites: "chosen",
      siteIds: [other.sites[0]!.id, organisation.sites[1]!.id],
    });
    expect(mixed.ok).toBe(true);
    const stored = await db().organisationInvitation.findFirstOrThrow();
    expect(stored).toMatchObject({ allSites: false, siteIds: [organisation.sites[1]!.id] });
  });

  it("refuses an address already in the organisation", async () => {
    const { organisation } = await administratorOf();
    const finance = await plantMember(organisation.id, "finance");
    const answer = await inviteToOrganisationAction({
      email: finance.email,
      role: "viewer",
      sites: "all",
      siteIds: [],
    });
    expect(answer).toMatchObject({ ok: false, message: peopleTexts.alreadyMember(finance.email) });
  });

  it(`sends at most ${INVITATIONS_PER_HOUR} an hour for an organisation`, async () => {
    await administratorOf();
    const invite = (n: number) =>
      inviteToOrganisationAction({
        email: `person-${n}@quayside.example`,
        role: "viewer",
        sites: "all",
        siteIds: [],
      });
    for (let n = 1; n <= INVITATIONS_PER_HOUR; n += 1) expect((await invite(n)).ok).toBe(true);
    expect(await invite(99)).toEqual({
      ok: false,
      reason: "rate_limited",
      message: peopleTexts.invitationsLimited,
    });
    expect(await db().organisationInvitation.count()).toBe(INVITATIONS_PER_HOUR);
  });
});

describe("Accept the invitation", () => {
  async function invited(role: "booker" | "viewer" = "booker", now = new Date()) {
    const organisation = await plantOrganisation();
    const result = await inviteMember(
      null,
      {
        organisationId: organisation.id,
        email: colleague,
        role,
        allSites: false,
        siteIds: [organisation.sites[0]!.id],
        invitedBy: "customer:jo@quayside.example",
      },
      now,
    );
    expect(result.ok).toBe(true);
    return { organisation, token: await linkTokenFor(colleague, paths.accountInvitation) };
  }

  it("the page only shows it; the button signs the colleague in and joins them with their role", async () => {
    const { organisation, token } = await invited();
    // The GET a mail scanner makes: it reads, and the link stays usable.
    expect(await invitationOf(token)).toEqual({
      organisation: "Quayside Law LLP",
      role: "booker",
      email: colleague,
    });
    expect(await invitationOf(token)).not.toBeNull();

    expect(await redirectOf(acceptInvitationAction(tokenForm(token)))).toBe(paths.account);
    const signedIn = await accountOfToken(fakeRequest.cookies.get(ACCOUNT_COOKIE));
    expect(signedIn?.emails).toEqual([colleague]);
    expect(await membershipOf(signedIn)).toMatchObject({
      role: "booker",
      allSites: false,
      siteIds: [organisation.sites[0]!.id],
      organisation: { id: organisation.id },
    });
  });

  it("signs in the account the address already has", async () => {
    const existing = await plantAccount(colleague, "sam.home@example.test");
    const { token } = await invited("viewer");
    expect(await redirectOf(acceptInvitationAction(tokenForm(token)))).toBe(paths.account);
    const signedIn = await accountOfToken(fakeRequest.cookies.get(ACCOUNT_COOKIE));
    expect(signedIn?.accountId).toBe(existing.account.accountId);
    expect(await db().customerAccount.count()).toBe(1);
  });

  it("works once: a second use is refused and joins nobody again", async () => {
    const { token } = await invited();
    await redirectOf(acceptInvitationAction(tokenForm(token)));
    fakeRequest.cookies.clear();
    expect(await redirectOf(acceptInvitationAction(tokenForm(token)))).toBe(
      `${paths.accountInvitation}?token=${token}&refused=not_valid`,
    );
    expect(fakeRequest.cookies.has(ACCOUNT_COOKIE)).toBe(false);
    expect(await invitationOf(token)).toBeNull();
    expect(await db().organisationMember.count()).toBe(1);
  });

  it("two uses at the same moment join once", async () => {
    const { token } = await invited();
    const outcomes = await Promise.all([acceptInvitation(token), acceptInvitation(token)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["joined", "not_valid"]);
    expect(await db().organisationMember.count()).toBe(1);
  });

  it("is refused after its 7 days", async () => {
    const { token } = await invited("viewer", new Date(Date.now() - 7 * DAY - 60_000));
    expect(await invitationOf(token)).toBeNull();
    expect(await redirectOf(acceptInvitationAction(tokenForm(token)))).toContain(
      "refused=not_valid",
    );
    expect(await db().organisationMember.count()).toBe(0);
    expect(await db().customerAccount.count()).toBe(0);
  });

  it("is refused for an account already in another organisation, and stays usable", async () => {
    const elsewhere = await plantOrganisation("Other Firm Ltd");
    const other = await plantMember(elsewhere.id, "viewer", { email: colleague });
    const { organisation, token } = await invited();
    expect(await redirectOf(acceptInvitationAction(tokenForm(token)))).toBe(
      `${paths.accountInvitation}?token=${token}&refused=other_organisation`,
    );
    expect(fakeRequest.cookies.has(ACCOUNT_COOKIE)).toBe(false);
    expect((await membershipOf(other.account))?.organisation.id).toBe(elsewhere.id);
    // Once the other organisation removes them, the same link works.
    await db().organisationMember.delete({ where: { accountId: other.account.accountId } });
    expect(await acceptInvitation(token)).toMatchObject({
      status: "joined",
      organisationId: organisation.id,
    });
  });

  it("a malformed token changes nothing", async () => {
    await invited();
    expect(await redirectOf(acceptInvitationAction(tokenForm("nope")))).toBe(
      paths.accountInvitation,
    );
    expect(await db().organisationMember.count()).toBe(0);
  });
});

describe("housekeeping", () => {
  it("removes invitations past their 7 days and keeps live ones", async () => {
    const organisation = await plantOrganisation();
    const base = {
      organisationId: organisation.id,
      role: "viewer" as const,
      allSites: true,
      siteIds: [],
      invitedBy: "office@example.test",
    };
    await inviteMember(
      null,
      { ...base, email: "old@example.test" },
      new Date(Date.now() - 8 * DAY),
    );
    await inviteMember(null, { ...base, email: "new@example.test" });
    await runHousekeepingJob("schedule");
    const left = await db().organisationInvitation.findMany({ select: { email: true } });
    expect(left).toEqual([{ email: "new@example.test" }]);
  });
});
