import { NextRequest } from "next/server";
import type * as NextServerModule from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postCrewRecording } from "@/app/api/crew/recordings/route";
import { GET as exportInvoices } from "@/app/admin/invoices/export/route";
import {
  confirmAddedEmail,
  purgeExpiredAccountRows,
  redeemSignInLink,
  requestAddEmail,
  requestSignInLink,
  usableLink,
} from "@/lib/account/account-links";
import { askingBrowser, isAskingBrowser } from "@/lib/account/account-browser";
import { ACCOUNT_COOKIE, accountOfToken, openAccountSession } from "@/lib/account/account-session";
import { accountTexts } from "@/lib/account/account-texts";
import {
  confirmEmailWithLink,
  sendAddEmailLink,
  sendSignInLink,
  signInWithLink,
  signOutOfAccount,
} from "@/lib/account/sign-in-actions";
import { ACCOUNT_LINK_LIMITS, ACCOUNT_LINK_MINUTES } from "@/lib/account/sign-in-rules";
import { signInTexts } from "@/lib/account/sign-in-texts";
import { checkCrewWith } from "@/lib/crew/guard";
import { nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { NOT_SIGNED_IN } from "@/lib/server/admin-action";
import { checkAdminWith } from "@/lib/server/admin-guard";
import { db } from "@/lib/server/db";
import { runHousekeepingJob } from "@/lib/automation/jobs";
import { inviteColleagueAction } from "@/lib/team/team-actions";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";

// Sign in with an e-mailed link and Add another e-mail address against PostgreSQL,
// through the real actions: only the request (its cookies and network address) and Next's
// after() come from the test, which runs the work after() was given as the response would.

type NextServer = typeof NextServerModule;

const request = vi.hoisted(() => ({
  cookies: new Map<string, string>(),
  ip: "192.0.2.10",
  later: [] as (() => Promise<void>)[],
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined,
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void request.cookies.set(name, value),
    delete: (name: string) => void request.cookies.delete(name),
  }),
  headers: async () => new Headers({ "x-ness-client-ip": request.ip }),
}));
vi.mock("next/server", async (original) => ({
  ...(await original<NextServer>()),
  after: (task: () => Promise<void>) => void request.later.push(task),
}));

/** What after() was given: the work that follows the response. */
async function afterResponse(): Promise<void> {
  const tasks = request.later.splice(0);
  for (const task of tasks) await task();
}

const sentTo = (email: string) =>
  db().outboxEmail.findMany({ where: { toAddress: email }, orderBy: { createdAt: "asc" } });

/** The token of the last account link e-mailed to `email` (from the e-mail's own text). */
async function linkTokenFor(email: string, path: string): Promise<string> {
  const mail = (await sentTo(email)).at(-1);
  expect(mail, `no e-mail to ${email}`).toBeDefined();
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

const day = nextWorkingDay(todayInLondon());
const known = "known-1@example.test";

beforeEach(async () => {
  await resetDatabase();
  request.cookies.clear();
  request.later.length = 0;
  request.ip = "192.0.2.10";
  await plantJob("KNOWN-1", { day });
});

/** Where a server action redirected to (Next's redirect() throws, its digest names the path). */
async function redirectOf(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = (error as { digest?: string } | null)?.digest ?? "";
  expect(digest, String(error)).toMatch(/^NEXT_REDIRECT;/);
  return digest.split(";")[2]!;
}

const tokenForm = (token: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.set("token", token);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** A use of a link by someone who answered 'Sign in as {address}?' (any browser). */
const answered = { browser: null, confirmed: true } as const;

/** Signs a device in to the account of `email` through a real link; returns its cookie's token. */
async function signedInAs(email: string): Promise<{ accountId: string; token: string }> {
  await requestSignInLink(email, { ip: "192.0.2.99", now: new Date() });
  const accountId = await redeemSignInLink(
    await linkTokenFor(email, paths.accountSignIn),
    answered,
  );
  expect(accountId).not.toBeNull();
  return { accountId: accountId!, token: await openAccountSession(accountId!) };
}

describe("Send me a sign-in link", () => {
  it("answers the issue's text for a known address and e-mails it a link to the sign-in page", async () => {
    const answer = await sendSignInLink({ email: "  Known-1@Example.TEST ", website: "" });
    expect(answer).toEqual({ ok: true, data: { message: accountTexts.linkSent } });
    expect(await sentTo(known)).toHaveLength(0); // nothing before the response is sent
    await afterResponse();
    const [mail] = await sentTo(known);
    expect(mail!.subject).toBe(accountTexts.signInEmailSubject);
    const token = await linkTokenFor(known, paths.accountSignIn);
    // Only the hash is stored.
    const rows = await db().accountToken.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]).toMatchObject({ purpose: "sign_in", email: known, usedAt: null });
  });

  it("answers the same text for an unknown address and sends nothing", async () => {
    const answer = await sendSignInLink({ email: "nobody@example.test", website: "" });
    expect(answer).toEqual({ ok: true, data: { message: accountTexts.linkSent } });
    await afterResponse();
    expect(await db().outboxEmail.count()).toBe(0);
    expect(await db().accountToken.count()).toBe(0);
  });

  it("knows an address from a contract, an invoice or an account as well as from a booking", async () => {
    await db().accountEmail.create({
      data: { email: "joined@example.test", account: { create: {} } },
    });
    expect(await requestSignInLink("joined@example.test", { ip: "x", now: new Date() })).toBe(
      "sent",
    );
    expect(await requestSignInLink("stranger@example.test", { ip: "x", now: new Date() })).toBe(
      "not_sent",
    );
  });

  it("answers a known and an unknown address in the same time (median of 20 each within 3 ms)", async () => {
    // Twenty known addresses, each asked once (so every one is sent its link), and twenty unknown.
    for (let round = 0; round < 20; round++) await plantJob(`TIMED-${round}`, { day });
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 20; round++) {
      for (const kind of ["known", "unknown"] as const) {
        request.ip = `198.51.100.${round}`; // within the limits throughout
        const email = `${kind === "known" ? "timed" : "nobody"}-${round}@example.test`;
        const started = performance.now();
        const answer = await sendSignInLink({ email, website: "" });
        timings[kind].push(performance.now() - started);
        expect(answer).toEqual({ ok: true, data: { message: accountTexts.linkSent } });
        await afterResponse();
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const [knownMs, unknownMs] = [median(timings.known), median(timings.unknown)];
    console.info(
      `[timing] median known ${knownMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms`,
    );
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(3);
    // Each known address was sent its link; the unknown ones nothing.
    expect(await db().outboxEmail.count()).toBe(20);
    expect(await db().outboxEmail.count({ where: { toAddress: { startsWith: "timed-" } } })).toBe(
      20,
    );
  });

  it("refuses a malformed address at its field and sends nothing", async () => {
    const answer = await sendSignInLink({ email: "not an address", website: "" });
    expect(answer).toMatchObject({
      ok: false,
      reason: "validation",
      fieldErrors: { email: [signInTexts.invalidEmail] },
    });
    expect(request.later).toHaveLength(0);
  });

  it("limits links per address and network: over the limit, the same answer and nothing sent", async () => {
    const { limit } = ACCOUNT_LINK_LIMITS.perAddressAndNetwork;
    for (let i = 0; i < limit + 2; i++) {
      const answer = await sendSignInLink({ email: known, website: "" });
      expect(answer).toEqual({ ok: true, data: { message: accountTexts.linkSent } });
      await afterResponse();
    }
    expect(await sentTo(known)).toHaveLength(limit);
    expect(await db().accountToken.count()).toBe(limit);
  });

  it("a mailbox is not flooded from many networks: past the address's limit each network gets one link an hour", async () => {
    const { limit } = ACCOUNT_LINK_LIMITS.perAddress;
    // The address's allowance, used from one network...
    for (let i = 0; i < limit; i++) await sendSignInLink({ email: known, website: "" });
    await afterResponse();
    expect(await sentTo(known)).toHaveLength(limit);
    // ...then three more networks ask twice each: each is sent its first link only.
    for (let i = 0; i < 3; i++) {
      request.ip = `203.0.113.${i}`;
      await sendSignInLink({ email: known, website: "" });
      await sendSignInLink({ email: known, website: "" });
    }
    await afterResponse();
    expect(await sentTo(known)).toHaveLength(limit + 3);
  });

  it("someone who spends an address's links cannot keep its owner from signing in: a new network still gets a link", async () => {
    const { perAddress, perAddressAndNetwork } = ACCOUNT_LINK_LIMITS;
    // The attacker asks again and again for the owner's address, from one network and then more.
    for (let i = 0; i < perAddressAndNetwork.limit + 3; i++) {
      request.ip = "198.51.100.66";
      await sendSignInLink({ email: known, website: "" });
    }
    for (let i = 0; i < perAddress.limit; i++) {
      request.ip = `198.51.100.${100 + i}`;
      await sendSignInLink({ email: known, website: "" });
    }
    await afterResponse();
    const spent = (await sentTo(known)).length;

    // The owner asks from their own network and is sent a link, once this hour.
    request.ip = "192.0.2.200";
    await sendSignInLink({ email: known, website: "" });
    await afterResponse();
    expect(await sentTo(known)).toHaveLength(spent + 1);
    await sendSignInLink({ email: known, website: "" });
    await afterResponse();
    expect(await sentTo(known)).toHaveLength(spent + 1);
  });

  it("limits links per network address: over the limit, the same answer and nothing sent", async () => {
    const { limit } = ACCOUNT_LINK_LIMITS.perNetwork;
    for (let i = 0; i < limit; i++) {
      await sendSignInLink({ email: `probe-${i}@example.test`, website: "" });
    }
    const answer = await sendSignInLink({ email: known, website: "" });
    expect(answer).toEqual({ ok: true, data: { message: accountTexts.linkSent } });
    await afterResponse();
    expect(await sentTo(known)).toHaveLength(0);
    // Another network is not held back by it.
    request.ip = "192.0.2.77";
    await sendSignInLink({ email: known, website: "" });
    await afterResponse();
    expect(await sentTo(known)).toHaveLength(1);
  });
});

describe("the sign-in link", () => {
  it("works once: used twice, the second use changes nothing", async () => {
    await requestSignInLink(known, { ip: "x", now: new Date() });
    const token = await linkTokenFor(known, paths.accountSignIn);
    expect(await usableLink(token, "sign_in")).not.toBeNull();
    const [first, second] = [
      await redeemSignInLink(token, answered),
      await redeemSignInLink(token, answered),
    ];
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await usableLink(token, "sign_in")).toBeNull();
    // The address joined the new account, confirmed; one account only.
    expect(await db().customerAccount.count()).toBe(1);
    expect(await db().accountEmail.findMany()).toEqual([
      expect.objectContaining({ email: known, accountId: first }),
    ]);
  });

  it("in the browser that asked, its page's button signs this device in and opens /account; pressed again, the page says the link is spent", async () => {
    await sendSignInLink({ email: known, website: "" });
    await afterResponse();
    const token = await linkTokenFor(known, paths.accountSignIn);
    expect(await redirectOf(signInWithLink(tokenForm(token)))).toBe(paths.account);
    const cookie = request.cookies.get(ACCOUNT_COOKIE)!;
    expect(await accountOfToken(cookie)).toMatchObject({ emails: [known] });

    request.cookies.clear();
    expect(await redirectOf(signInWithLink(tokenForm(token)))).toBe(
      `${paths.accountSignIn}?token=${token}`,
    );
    expect(request.cookies.has(ACCOUNT_COOKIE)).toBe(false);
    expect(await db().accountSession.count()).toBe(1);
  });

  it("used twice at the same moment, signs in once", async () => {
    await requestSignInLink(known, { ip: "x", now: new Date() });
    const token = await linkTokenFor(known, paths.accountSignIn);
    const results = await Promise.all([
      redeemSignInLink(token, answered),
      redeemSignInLink(token, answered),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
  });

  it("fails after 30 minutes and changes nothing", async () => {
    const asked = new Date();
    await requestSignInLink(known, { ip: "x", now: asked });
    const token = await linkTokenFor(known, paths.accountSignIn);
    const late = new Date(asked.getTime() + ACCOUNT_LINK_MINUTES * 60_000);
    expect(await usableLink(token, "sign_in", late)).toBeNull();
    expect(await redeemSignInLink(token, answered, late)).toBeNull();
    expect(await db().accountToken.findFirst()).toMatchObject({ usedAt: null });
    expect(await db().customerAccount.count()).toBe(0);
    // A moment before, it works.
    expect(await redeemSignInLink(token, answered, new Date(late.getTime() - 1000))).not.toBeNull();
  });

  it("an unknown token signs nobody in", async () => {
    expect(await redeemSignInLink("A".repeat(43), answered)).toBeNull();
    expect(await db().customerAccount.count()).toBe(0);
  });

  it("signs a second link of the same address in to the same account", async () => {
    const first = await signedInAs(known);
    const second = await signedInAs(known);
    expect(second.accountId).toBe(first.accountId);
    expect(await db().customerAccount.count()).toBe(1);
  });
});

describe("a sign-in link opened in another browser (someone else's link sent to a customer)", () => {
  const attacker = "attacker-1@example.test";
  const browsers = { attacker: new Map<string, string>(), customer: new Map<string, string>() };
  /** Makes the next requests come from `who`'s browser (its own cookie jar). */
  const from = (who: keyof typeof browsers) => {
    request.cookies = browsers[who];
  };

  beforeEach(async () => {
    browsers.attacker.clear();
    browsers.customer.clear();
    await plantJob("ATTACKER-1", { day });
  });
  afterEach(() => {
    request.cookies = new Map();
  });

  it("never signs the customer in silently: the page's automatic press changes nothing, only the answer to 'Sign in as {address}?' does", async () => {
    // The attacker asks for a link to their own address, in their own browser...
    from("attacker");
    await sendSignInLink({ email: attacker, website: "" });
    await afterResponse();
    const token = await linkTokenFor(attacker, paths.accountSignIn);

    // ...and sends it to the customer, whose browser opens it: the page's form is sent as the
    // page would send it in the browser that asked. It signs nobody in and the page asks instead.
    from("customer");
    expect(await redirectOf(signInWithLink(tokenForm(token)))).toBe(
      `${paths.accountSignIn}?token=${token}`,
    );
    expect(browsers.customer.has(ACCOUNT_COOKIE)).toBe(false);
    expect(await db().accountSession.count()).toBe(0);
    // The link still works, and its page knows whose address it signs in to and that this is
    // not the browser that asked.
    const link = await usableLink(token, "sign_in");
    expect(link).toMatchObject({ email: attacker });
    expect(isAskingBrowser(link!.browserHash, await askingBrowser())).toBe(false);

    // Only pressing the question's button signs in, to the account it named.
    expect(await redirectOf(signInWithLink(tokenForm(token, { confirmed: "yes" })))).toBe(
      paths.account,
    );
    expect(await accountOfToken(browsers.customer.get(ACCOUNT_COOKIE))).toMatchObject({
      emails: [attacker],
    });
  });

  it("the browser that asked signs in at once, even with another link asked since from it", async () => {
    from("customer");
    await sendSignInLink({ email: known, website: "" });
    await afterResponse();
    const first = await linkTokenFor(known, paths.accountSignIn);
    await sendSignInLink({ email: known, website: "" });
    await afterResponse();
    const link = await usableLink(first, "sign_in");
    expect(isAskingBrowser(link!.browserHash, await askingBrowser())).toBe(true);
    expect(await redirectOf(signInWithLink(tokenForm(first)))).toBe(paths.account);
    expect(await accountOfToken(browsers.customer.get(ACCOUNT_COOKIE))).toMatchObject({
      emails: [known],
    });
  });

  it("a link asked for without a browser (or by another) is never used without the answer", async () => {
    await requestSignInLink(known, { ip: "x", now: new Date() });
    const token = await linkTokenFor(known, paths.accountSignIn);
    expect(await redeemSignInLink(token, { browser: null, confirmed: false })).toBeNull();
    expect(await redeemSignInLink(token, { browser: "f".repeat(64), confirmed: false })).toBeNull();
    expect(await db().customerAccount.count()).toBe(0);
  });
});

describe("Sign out", () => {
  it("ends this device's session only; the account's other devices stay signed in", async () => {
    const laptop = await signedInAs(known);
    const phone = await openAccountSession(laptop.accountId);
    request.cookies.set(ACCOUNT_COOKIE, laptop.token);
    expect(await redirectOf(signOutOfAccount())).toBe(paths.account);
    expect(request.cookies.has(ACCOUNT_COOKIE)).toBe(false);
    expect(await accountOfToken(laptop.token)).toBeNull();
    expect(await accountOfToken(phone)).toMatchObject({ accountId: laptop.accountId });
  });
});

describe("Add another e-mail address", () => {
  const added = "accounts@example.test";

  it("asks for the signed-in account: without one it is refused and nothing is sent", async () => {
    const answer = await sendAddEmailLink({ email: added });
    expect(answer).toEqual({ ok: false, reason: "server", message: NOT_SIGNED_IN });
    expect(request.later).toHaveLength(0);
  });

  it("an address added without confirming shows nothing; confirming joins it once", async () => {
    const me = await signedInAs(known);
    request.cookies.set(ACCOUNT_COOKIE, me.token);
    const answer = await sendAddEmailLink({ email: ` ${added.toUpperCase()} ` });
    expect(answer).toEqual({ ok: true, data: { message: signInTexts.addEmailSent } });
    await afterResponse();
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
    request.cookies.set(ACCOUNT_COOKIE, me.token);
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
