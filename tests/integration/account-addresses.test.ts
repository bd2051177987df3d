import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as postCrewRecording } from "@/app/api/crew/recordings/route";
import { GET as exportInvoices } from "@/app/admin/invoices/export/route";
import {
  confirmAddedEmail,
  purgeExpiredAccountRows,
  requestAddEmail,
  requestSignInLink,
} from "@/lib/account/account-links";
import { ACCOUNT_COOKIE, accountOfToken, openAccountSession } from "@/lib/account/account-session";
import { accountTexts } from "@/lib/account/account-texts";
import {
  confirmEmailWithLink,
  sendAddEmailLink,
  signOutOfAccount,
} from "@/lib/account/sign-in-actions";
import { ACCOUNT_LINK_LIMITS, ACCOUNT_LINK_MINUTES } from "@/lib/account/sign-in-rules";
import { signInTexts } from "@/lib/account/sign-in-texts";
import { checkCrewWith } from "@/lib/phone/crew-guard";
import { paths } from "@/lib/shared/paths";
import { NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { checkAdminWith } from "@/lib/server/admin-guard";
import { db } from "@/lib/server/db";
import { runHousekeepingJob } from "@/lib/automation/jobs";
import { inviteColleagueAction } from "@/lib/team/team-actions";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { fakeRequest, resetFakeRequest, runAfterResponse } from "../support/fake-request";
import {
  day,
  known,
  linkTokenFor,
  redirectOf,
  sentTo,
  signedInAs,
  tokenForm,
} from "../support/account-links";

// A customer's account against PostgreSQL, through the real actions: Sign out, Add
// another e-mail address, a customer session refused where staff sign in, and housekeeping of
// expired links and sessions. Only the request (its cookies and network address) and Next's
// after() come from the test (tests/support/fake-request.ts), which runs the work after() was
// given as the response would.
// (account-sign-in.test.ts has asking for a sign-in link and using it.)

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
  await plantJob("KNOWN-1", { day });
});

describe("Sign out", () => {
  it("ends this device's session only; the account's other devices stay signed in", async () => {
    const laptop = await signedInAs(known);
    const phone = await openAccountSession(laptop.accountId);
    fakeRequest.cookies.set(ACCOUNT_COOKIE, laptop.token);
    expect(await redirectOf(signOutOfAccount())).toBe(paths.account);
    expect(fakeRequest.cookies.has(ACCOUNT_COOKIE)).toBe(false);
    expect(await accountOfToken(laptop.token)).toBeNull();
    expect(await accountOfToken(phone)).toMatchObject({ accountId: laptop.accountId });
  });
});

describe("Add another e-mail address", () => {
  const added = "accounts@example.test";

  it("asks for the signed-in account: without one it is refused and nothing is sent", async () => {
    const answer = await sendAddEmailLink({ email: added });
    expect(answer).toEqual({ ok: false, reason: "server", message: NOT_SIGNED_IN });
    expect(fakeRequest.later).toHaveLength(0);
  });

  it("an address added without confirming shows nothing; confirming joins it once", async () => {
    const me = await signedInAs(known);
    fakeRequest.cookies.set(ACCOUNT_COOKIE, me.token);
    const answer = await sendAddEmailLink({ email: ` ${added.toUpperCase()} ` });
    expect(answer).toEqual({ ok: true, data: { message: signInTexts.addEmailSent } });
    await runAfterResponse();
    const [mail] = await sentTo(added);
    expect(mail!.subject).toBe(accountTexts.addEmailEmailSubject);
    // Asked, not confirmed: the account still holds only its own address.
    expect(await db().accountEmail.count({ where: { email: added } })).toBe(0);
    expect((await accountOfToken(me.token))!.emails).toEqual([known]);

    const token = await linkTokenFor(added, paths.accountConfirmEmail);
    // Its page's button, in the browser signed in to the account that asked.
    expect(await redirectOf(confirmEmailWithLink(tokenForm(token)))).toBe(
      `${paths.account}?notice=email-added`,
    );
    expect((await accountOfToken(me.token))!.emails).toEqual([known, added]);
    expect(await confirmAddedEmail(token, me.accountId)).toEqual({ status: "not_valid" });
  });

  it("works only in the account that asked; refused elsewhere, the link stays usable", async () => {
    const me = await signedInAs(known);
    await plantJob("OTHER-1", { day });
    const someoneElse = await signedInAs("other-1@example.test");
    await requestAddEmail(me.accountId, added, { ip: "x", now: new Date() });
    const token = await linkTokenFor(added, paths.accountConfirmEmail);
    expect(await confirmAddedEmail(token, someoneElse.accountId)).toEqual({
      status: "wrong_account",
    });
    expect(await confirmAddedEmail(token, null)).toEqual({ status: "wrong_account" });
    expect(await db().accountEmail.count({ where: { email: added } })).toBe(0);
    expect(await confirmAddedEmail(token, me.accountId)).toMatchObject({ status: "joined" });
  });

  it("fails after 30 minutes", async () => {
    const me = await signedInAs(known);
    const asked = new Date();
    await requestAddEmail(me.accountId, added, { ip: "x", now: asked });
    const token = await linkTokenFor(added, paths.accountConfirmEmail);
    const late = new Date(asked.getTime() + ACCOUNT_LINK_MINUTES * 60_000);
    expect(await confirmAddedEmail(token, me.accountId, late)).toEqual({ status: "not_valid" });
    expect(await db().accountEmail.count({ where: { email: added } })).toBe(0);
  });

  it("moves an address from another account once its mailbox confirms it", async () => {
    await plantJob("OTHER-1", { day });
    const other = await signedInAs("other-1@example.test");
    const me = await signedInAs(known);
    await requestAddEmail(me.accountId, "other-1@example.test", { ip: "x", now: new Date() });
    const token = await linkTokenFor("other-1@example.test", paths.accountConfirmEmail);
    await confirmAddedEmail(token, me.accountId);
    expect((await accountOfToken(me.token))!.emails).toEqual([known, "other-1@example.test"]);
    expect((await accountOfToken(other.token))!.emails).toEqual([]);
  });

  it("sends nothing for an address already on the account, and is limited per account", async () => {
    const me = await signedInAs(known);
    const before = await db().outboxEmail.count();
    expect(await requestAddEmail(me.accountId, known, { ip: "x", now: new Date() })).toBe(
      "not_sent",
    );
    const { limit } = ACCOUNT_LINK_LIMITS.perAccount;
    const outcomes = [];
    for (let i = 0; i <= limit; i++) {
      outcomes.push(
        await requestAddEmail(me.accountId, `extra-${i}@example.test`, {
          ip: `203.0.113.${i}`,
          now: new Date(),
        }),
      );
    }
    // The first request above counted too.
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(limit - 1);
    expect(outcomes.at(-1)).toBe("limited");
    expect(await db().outboxEmail.count()).toBe(before + limit - 1);
  });
});

describe("a customer session is never a staff session", () => {
  it("the admin's and the crew's checks read a customer's cookie as no one's", async () => {
    const me = await signedInAs(known);
    const jar = { [ACCOUNT_COOKIE]: me.token };
    expect(await checkAdminWith(jar)).toEqual({ status: "anonymous" });
    expect(await checkCrewWith(jar)).toEqual({ status: "anonymous" });
  });

  it("an admin action, an admin route and a crew route refuse a customer's cookie", async () => {
    const me = await signedInAs(known);
    fakeRequest.cookies.set(ACCOUNT_COOKIE, me.token);
    expect(
      await inviteColleagueAction({ name: "Mallory", email: "m@example.test", role: "admin" }),
    ).toEqual({ ok: false, reason: "server", message: NOT_SIGNED_IN });
    expect(await db().staffInvitation.count()).toBe(0);

    const exported = await exportInvoices(
      new Request(`http://localhost:3000${paths.adminInvoiceExport}?from=2026-01-01&to=2026-12-31`),
      undefined,
    );
    expect(exported.status).toBe(401);

    const crew = await postCrewRecording(
      new NextRequest(`http://localhost:3000${paths.crewRecordings}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          host: "localhost:3000",
          origin: "http://localhost:3000",
          cookie: `${ACCOUNT_COOKIE}=${me.token}`,
        },
        body: "{}",
      }),
    );
    expect(crew.status).toBe(401);
  });
});

describe("housekeeping", () => {
  it("removes expired links and account sessions, and keeps live ones", async () => {
    const me = await signedInAs(known);
    const long = new Date(Date.now() - 60 * 24 * 60 * 60 * 1000);
    await requestSignInLink(known, { ip: "y", now: long });
    await openAccountSession(me.accountId, long);
    await requestSignInLink(known, { ip: "y", now: new Date() });
    expect(await db().accountToken.count()).toBe(3);
    expect(await db().accountSession.count()).toBe(2);
    await runHousekeepingJob("schedule");
    expect(await db().accountToken.count()).toBe(2);
    expect(await db().accountSession.count()).toBe(1);
    expect(await accountOfToken(me.token)).not.toBeNull();
    expect(await purgeExpiredAccountRows()).toEqual({ tokens: 0, sessions: 0 });
  });
});
