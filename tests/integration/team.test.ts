import { beforeEach, describe, expect, it } from "vitest";
import { checkAdmin, checkAdminWith } from "@/lib/server/admin-guard";
import { NOT_AN_ADMIN } from "@/lib/server/admin-action";
import { authenticate, INVALID_CREDENTIALS } from "@/lib/server/auth";
import { upsertUser } from "@/lib/server/users";
import { db } from "@/lib/server/db";
import { sessionUser } from "@/lib/server/sessions";
import { checkCrewWith } from "@/lib/phone/crew-guard";
import {
  changeRoleAction,
  inviteAgainAction,
  inviteColleagueAction,
  removeAccessAction,
  setPasswordAction,
} from "@/lib/team/team-actions";
import {
  changeRole,
  inviteAgain,
  inviteColleague,
  listColleagues,
  openInvitation,
  removeAccess,
} from "@/lib/team/team-data";
import { teamTexts } from "@/lib/team/team-texts";
import { nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { sendCookies } from "../support/fake-request";
import { sessionCookieFor } from "../support/session-cookie";

// The Team section against PostgreSQL: inviting a colleague (the e-mail and its
// one-time link), setting the password once and within 24 hours, changing a role, removing
// access (every session ends), the last Office member kept even when two changes race, and the
// Team's actions refused to anyone but the Office. The actions run with the real admin check on
// real session cookies: only the request's cookies come from the test
// (tests/support/fake-request.ts).

type Staff = { id: string; email: string; password: string; role: "admin" | "crew" | null };

/** A colleague with a password (as `npm run user:create` makes one), with the role given. */
async function staff(email: string, role: Staff["role"]): Promise<Staff> {
  const password = `${email}-password`;
  const { id } = await upsertUser({ email, password, admin: role === "admin" });
  if (role === "crew") await db().userRole.create({ data: { userId: id, role: "crew" } });
  return { id, email, password, role };
}

/** Sign `who` in on a new device: the cookie next-auth would set, with its session row. */
async function signedIn(who: Staff): Promise<Record<string, string>> {
  const user = await authenticate({ email: who.email, password: who.password }, "192.0.2.1");
  return sessionCookieFor({
    uid: user.id,
    email: user.email,
    sv: user.sessionVersion,
    isAdmin: user.isAdmin,
  });
}

const asCaller = async (who: Staff) => {
  sendCookies(await signedIn(who));
};

const invitations = () => db().outboxEmail.findMany({ orderBy: { createdAt: "asc" } });

/** The set-password link in an e-mail's text, and the token in it. */
function linkIn(text: string): { url: string; token: string } {
  const match = /\((https?:\/\/[^)\s]+\/auth\/invitation\/([A-Za-z0-9_-]{43}))\)/.exec(text);
  expect(match, text).not.toBeNull();
  return { url: match![1]!, token: match![2]! };
}

const setPassword = (token: string, password: string, now = new Date()) =>
  setPasswordAction.handle({ ip: "192.0.2.9", now }, { token, password, confirm: password });

const hasPassword = async (email: string) =>
  (await db().user.findUniqueOrThrow({ where: { email }, select: { passwordHash: true } }))
    .passwordHash !== null;

let office: Staff;
beforeEach(async () => {
  await resetDatabase();
  office = await staff("office@example.com", "admin");
  await asCaller(office);
});

describe("adding a colleague", () => {
  it("gives the role and e-mails the exact subject with a link that opens the set-password page", async () => {
    const result = await inviteColleagueAction({
      name: "Sam Crew",
      email: " Sam.Crew@Example.com ",
      role: "crew",
    });
    expect(result).toEqual({ ok: true, data: undefined });

    const [email] = await invitations();
    expect(email).toMatchObject({
      toAddress: "sam.crew@example.com",
      subject: "You have been invited to North East Secure Shredding",
    });
    const { url, token } = linkIn(email!.text);
    expect(email!.html).toContain(`href="${url}"`);
    expect(await openInvitation(token)).toEqual({
      name: "Sam Crew",
      email: "sam.crew@example.com",
    });
    // Only the token's hash is stored.
    const [stored] = await db().staffInvitation.findMany();
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await listColleagues()).toEqual([
      expect.objectContaining({ name: "office@example.com", role: "admin", hasPassword: true }),
      expect.objectContaining({
        name: "Sam Crew",
        email: "sam.crew@example.com",
        role: "crew",
        hasPassword: false,
        invitation: "pending",
      }),
    ]);
    // Not signed in before the password is set.
    await expect(
      authenticate({ email: "sam.crew@example.com", password: "anything-at-all" }, "192.0.2.1"),
    ).rejects.toThrow(INVALID_CREDENTIALS);
  });

  it("refuses an e-mail that already belongs to a colleague, at its field, storing nothing", async () => {
    await staff("crew@example.com", "crew");
    for (const email of ["crew@example.com", "OFFICE@example.com"]) {
      expect(await inviteColleagueAction({ name: "Again", email, role: "crew" })).toEqual({
        ok: false,
        reason: "validation",
        message: teamTexts.alreadyStaff,
        fieldErrors: { email: [teamTexts.alreadyStaff] },
      });
    }
    expect(await invitations()).toEqual([]);
    expect(await db().staffInvitation.count()).toBe(0);
  });

  it("refuses bad input at its fields", async () => {
    const result = await inviteColleagueAction({ name: " ", email: "not-an-email", role: "boss" });
    expect(result.ok || Object.keys(result.fieldErrors ?? {})).toEqual(["name", "email", "role"]);
    expect(await db().user.count()).toBe(1);
  });
});

describe("the invitation link", () => {
  const invite = async (now = new Date()) => {
    const invited = await inviteColleague(
      { name: "Pat Office", email: "pat@example.com", role: "admin" },
      office.email,
      now,
    );
    expect(invited.ok).toBe(true);
    const emails = await invitations();
    return linkIn(emails.at(-1)!.text).token;
  };

  it("sets the password once: the colleague signs in with it, and a second use changes nothing", async () => {
    const token = await invite();
    expect(await setPassword(token, "first choice")).toEqual({
      ok: true,
      data: { email: "pat@example.com" },
    });
    expect(
      await authenticate({ email: "pat@example.com", password: "first choice" }, "192.0.2.1"),
    ).toMatchObject({ isAdmin: true, isCrew: false });

    expect(await setPassword(token, "second choice")).toEqual({
      ok: false,
      reason: "validation",
      message: teamTexts.invitationNotValid,
    });
    expect(await openInvitation(token)).toBeNull();
    await expect(
      authenticate({ email: "pat@example.com", password: "second choice" }, "192.0.2.2"),
    ).rejects.toThrow(INVALID_CREDENTIALS);
  });

  it("works until 24 hours after it was sent, and not from then on", async () => {
    const sent = new Date("2026-11-27T09:00:00Z");
    const late = await invite(sent);
    const dayLater = new Date(sent.getTime() + 24 * 3_600_000);
    expect(await openInvitation(late, dayLater)).toBeNull();
    expect((await setPassword(late, "too late now", dayLater)).ok).toBe(false);
    expect(await hasPassword("pat@example.com")).toBe(false);
    expect((await listColleagues(dayLater)).at(-1)).toMatchObject({ invitation: "expired" });

    // Sent again, the new link is good until its own 24 hours are up.
    const pat = await db().user.findUniqueOrThrow({ where: { email: "pat@example.com" } });
    expect((await inviteAgain(pat.id, office.email, sent)).ok).toBe(true);
    const fresh = linkIn((await invitations()).at(-1)!.text).token;
    const justInTime = new Date(dayLater.getTime() - 60_000);
    expect(await openInvitation(fresh, justInTime)).not.toBeNull();
    expect((await setPassword(fresh, "just in time", justInTime)).ok).toBe(true);
    expect(await hasPassword("pat@example.com")).toBe(true);
  });

  it("no longer works once the colleague's access was removed, nor after inviting them again", async () => {
    const token = await invite();
    const pat = await db().user.findUniqueOrThrow({ where: { email: "pat@example.com" } });
    expect(await removeAccess(pat.id)).toMatchObject({ ok: true });
    expect(await openInvitation(token)).toBeNull();
    expect((await setPassword(token, "after removal")).ok).toBe(false);
    expect(await hasPassword("pat@example.com")).toBe(false);

    // Added again: a new link, and the old one stays dead.
    const again = await invite();
    expect((await setPassword(token, "old link")).ok).toBe(false);
    expect((await setPassword(again, "new link!")).ok).toBe(true);
  });

  it("for a colleague without a password, can be sent again; the earlier link stops working", async () => {
    const first = await invite();
    const pat = await db().user.findUniqueOrThrow({ where: { email: "pat@example.com" } });
    expect(await inviteAgainAction({ userId: pat.id })).toEqual({
      ok: true,
      data: { email: "pat@example.com" },
    });
    const second = linkIn((await invitations()).at(-1)!.text).token;
    expect(await openInvitation(first)).toBeNull();
    expect(await openInvitation(second)).not.toBeNull();
  });
});

describe("a colleague's access", () => {
  it("removed: every session ends at once, on every device, and they leave the list", async () => {
    const crew = await staff("crew@example.com", "crew");
    const [phone, laptop] = [await signedIn(crew), await signedIn(crew)];
    expect((await checkCrewWith(phone)).status).toBe("crew");
    const token = (
      await db().userSession.findMany({ where: { userId: crew.id }, select: { id: true } })
    ).map((s) => s.id);
    expect(token).toHaveLength(2);

    expect(await removeAccessAction({ userId: crew.id })).toEqual({
      ok: true,
      data: { name: "crew@example.com" },
    });
    expect(await checkCrewWith(phone)).toEqual({ status: "anonymous" });
    expect(await checkCrewWith(laptop)).toEqual({ status: "anonymous" });
    for (const sid of token) expect(await sessionUser(crew.id, 1, sid)).toBeNull();
    expect(await db().userSession.count({ where: { userId: crew.id } })).toBe(0);
    expect((await listColleagues()).map((c) => c.email)).toEqual(["office@example.com"]);
  });

  it("no longer Crew (removed or made Office): their open jobs go back to any crew, their done ones keep their name", async () => {
    const [sam, lee] = [
      await staff("sam@example.com", "crew"),
      await staff("lee@example.com", "crew"),
    ];
    const day = nextWorkingDay(todayInLondon());
    const open = await plantJob("NESS-OPEN01", { day, status: "confirmed" });
    const done = await plantJob("NESS-DONE01", { day, status: "collected" });
    const lees = await plantJob("NESS-LEES01", { day, status: "confirmed" });
    await db().booking.updateMany({
      where: { id: { in: [open, done] } },
      data: { assigneeId: sam.id },
    });
    await db().booking.update({ where: { id: lees }, data: { assigneeId: lee.id } });
    const assignee = async (id: string) =>
      (await db().booking.findUniqueOrThrow({ where: { id }, select: { assigneeId: true } }))
        .assigneeId;

    expect(await removeAccessAction({ userId: sam.id })).toMatchObject({ ok: true });
    expect(await assignee(open)).toBeNull();
    expect(await assignee(done)).toBe(sam.id);

    expect(await changeRoleAction({ userId: lee.id, role: "admin" })).toMatchObject({ ok: true });
    expect(await assignee(lees)).toBeNull();
  });

  it("changed Crew -> Office opens the admin, Office -> Crew closes it", async () => {
    const crew = await staff("crew@example.com", "crew");
    expect((await checkAdminWith(await signedIn(crew))).status).toBe("forbidden");
    expect(await changeRoleAction({ userId: crew.id, role: "admin" })).toMatchObject({ ok: true });
    const asOffice = await signedIn(crew);
    expect((await checkAdminWith(asOffice)).status).toBe("admin");

    expect(await changeRoleAction({ userId: crew.id, role: "crew" })).toMatchObject({ ok: true });
    expect((await checkAdminWith(asOffice)).status).not.toBe("admin");
    const asCrew = await signedIn(crew);
    expect((await checkAdminWith(asCrew)).status).toBe("forbidden");
    expect((await checkCrewWith(asCrew)).status).toBe("crew");
  });

  it("of the last Office member can be neither removed nor made Crew, with the reason at the form", async () => {
    expect(await removeAccessAction({ userId: office.id })).toEqual({
      ok: false,
      reason: "validation",
      message: teamTexts.lastOffice,
      fieldErrors: { access: [teamTexts.lastOffice] },
    });
    expect(await changeRoleAction({ userId: office.id, role: "crew" })).toMatchObject({
      ok: false,
      fieldErrors: { role: [teamTexts.lastOffice] },
    });
    expect((await checkAdmin()).status).toBe("admin");
  });

  it("of the only Office member who can sign in is kept while an invited Office member has set no password", async () => {
    expect(
      await inviteColleagueAction({
        name: "Alex Office",
        email: "alex@example.com",
        role: "admin",
      }),
    ).toEqual({ ok: true, data: undefined });
    const invited = await db().user.findUniqueOrThrow({ where: { email: "alex@example.com" } });
    expect(await db().userRole.count({ where: { role: "admin" } })).toBe(2);

    expect(await removeAccessAction({ userId: office.id })).toMatchObject({
      ok: false,
      fieldErrors: { access: [teamTexts.lastOffice] },
    });
    expect(await changeRoleAction({ userId: office.id, role: "crew" })).toMatchObject({
      ok: false,
      fieldErrors: { role: [teamTexts.lastOffice] },
    });
    expect((await checkAdmin()).status).toBe("admin");

    // The invited one's access can go: the Office member who can sign in stays.
    expect(await changeRoleAction({ userId: invited.id, role: "crew" })).toMatchObject({
      ok: true,
    });
    expect(await removeAccessAction({ userId: invited.id })).toMatchObject({ ok: true });
    expect(await listColleagues()).toEqual([
      expect.objectContaining({ email: office.email, role: "admin", hasPassword: true }),
    ]);
  });

  it("of two Office members changed against each other at the same moment leaves one Office member", async () => {
    for (let round = 0; round < 5; round++) {
      const other = await staff(`other-${round}@example.com`, "admin");
      const results =
        round % 2 === 0
          ? await Promise.all([changeRole(office.id, "crew"), changeRole(other.id, "crew")])
          : await Promise.all([removeAccess(office.id), removeAccess(other.id)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ message: teamTexts.lastOffice });
      expect(await db().userRole.count({ where: { role: "admin" } })).toBe(1);
      // Whoever kept the Office is the next round's first.
      const kept = await db().userRole.findFirstOrThrow({ where: { role: "admin" } });
      office = { ...office, id: kept.userId };
    }
  });
});

describe("the Team's actions", () => {
  it.each([
    ["a signed-in user without a role", null],
    ["a Crew member", "crew"],
  ] as const)("refuse %s as they refuse a stranger, changing nothing", async (_who, role) => {
    const crew = await staff("crew@example.com", "crew");
    await asCaller(await staff("caller@example.com", role));
    const before = await listColleagues();
    for (const result of [
      await inviteColleagueAction({ name: "Eve", email: "eve@example.com", role: "admin" }),
      await changeRoleAction({ userId: crew.id, role: "admin" }),
      await removeAccessAction({ userId: office.id }),
      await inviteAgainAction({ userId: crew.id }),
    ]) {
      expect(result).toEqual({ ok: false, reason: "server", message: NOT_AN_ADMIN });
    }
    expect(await listColleagues()).toEqual(before);
    expect(await invitations()).toEqual([]);
  });
});
