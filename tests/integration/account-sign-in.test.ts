import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { redeemSignInLink, requestSignInLink, usableLink } from "@/lib/account/account-links";
import { askingBrowser, isAskingBrowser } from "@/lib/account/account-browser";
import { ACCOUNT_COOKIE, accountOfToken } from "@/lib/account/account-session";
import { accountTexts } from "@/lib/account/account-texts";
import { sendSignInLink, signInWithLink } from "@/lib/account/sign-in-actions";
import { ACCOUNT_LINK_LIMITS, ACCOUNT_LINK_MINUTES } from "@/lib/account/sign-in-rules";
import { signInTexts } from "@/lib/account/sign-in-texts";
import { paths } from "@/lib/shared/paths";
import { db } from "@/lib/server/db";
import { plantJob } from "../support/bookings";
import { resetDatabase } from "../support/db";
import { fakeRequest, resetFakeRequest, runAfterResponse } from "../support/fake-request";
import {
  answered,
  day,
  known,
  linkTokenFor,
  redirectOf,
  sentTo,
  signedInAs,
  tokenForm,
} from "../support/account-links";

// Sign in with an e-mailed link against PostgreSQL, through the real actions: asking for the
// link (the same answer in the same time, the limits), the link itself (once, 30 minutes), and
// the link opened in another browser. Only the request (its cookies and network address) and
// Next's after() come from the test (tests/support/fake-request.ts), which runs the work after()
// was given as the response would.
// (account-addresses.test.ts has Add another e-mail address, Sign out and the account sessions.)

beforeEach(async () => {
  await resetDatabase();
  resetFakeRequest();
  await plantJob("KNOWN-1", { day });
});

describe("Send me a sign-in link", () => {
  it("answers the issue's text for a known address and e-mails it a link to the sign-in page", async () => {
    const answer = await sendSignInLink({ email: "  Known-1@Example.TEST ", website: "" });
    expect(answer).toEqual({ ok: true, data: { message: accountTexts.linkSent } });
    expect(await sentTo(known)).toHaveLength(0); // nothing before the response is sent
    await runAfterResponse();
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
    await runAfterResponse();
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
        fakeRequest.ip = `198.51.100.${round}`; // within the limits throughout
        const email = `${kind === "known" ? "timed" : "nobody"}-${round}@example.test`;
        const started = performance.now();
        const answer = await sendSignInLink({ email, website: "" });
        timings[kind].push(performance.now() - started);
        expect(answer).toEqual({ ok: true, data: { message: accountTexts.linkSent } });
        await runAfterResponse();
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
    expect(fakeRequest.later).toHaveLength(0);
  });

  it("limits links per address and network: over the limit, the same answer and nothing sent", async () => {
    const { limit } = ACCOUNT_LINK_LIMITS.perAddressAndNetwork;
    for (let i = 0; i < limit + 2; i++) {
      const answer = await sendSignInLink({ email: known, website: "" });
      expect(answer).toEqual({ ok: true, data: { message: accountTexts.linkSent } });
      await runAfterResponse();
    }
    expect(await sentTo(known)).toHaveLength(limit);
    expect(await db().accountToken.count()).toBe(limit);
  });

  it("a mailbox is not flooded from many networks: past the address's limit each network gets one link an hour", async () => {
    const { limit } = ACCOUNT_LINK_LIMITS.perAddress;
    // The address's allowance, used from one network...
    for (let i = 0; i < limit; i++) await sendSignInLink({ email: known, website: "" });
    await runAfterResponse();
    expect(await sentTo(known)).toHaveLength(limit);
    // ...then three more networks ask twice each: each is sent its first link only.
    for (let i = 0; i < 3; i++) {
      fakeRequest.ip = `203.0.113.${i}`;
      await sendSignInLink({ email: known, website: "" });
      await sendSignInLink({ email: known, website: "" });
    }
    await runAfterResponse();
    expect(await sentTo(known)).toHaveLength(limit + 3);
  });

  it("someone who spends an address's links cannot keep its owner from signing in: a new network still gets a link", async () => {
    const { perAddress, perAddressAndNetwork } = ACCOUNT_LINK_LIMITS;
    // The attacker asks again and again for the owner's address, from one network and then more.
    for (let i = 0; i < perAddressAndNetwork.limit + 3; i++) {
      fakeRequest.ip = "198.51.100.66";
      await sendSignInLink({ email: known, website: "" });
    }
    for (let i = 0; i < perAddress.limit; i++) {
      fakeRequest.ip = `198.51.100.${100 + i}`;
      await sendSignInLink({ email: known, website: "" });
    }
    await runAfterResponse();
    const spent = (await sentTo(known)).length;

    // The owner asks from their own network and is sent a link, once this hour.
    fakeRequest.ip = "192.0.2.200";
    await sendSignInLink({ email: known, website: "" });
    await runAfterResponse();
    expect(await sentTo(known)).toHaveLength(spent + 1);
    await sendSignInLink({ email: known, website: "" });
    await runAfterResponse();
    expect(await sentTo(known)).toHaveLength(spent + 1);
  });

  it("limits links per network address: over the limit, the same answer and nothing sent", async () => {
    const { limit } = ACCOUNT_LINK_LIMITS.perNetwork;
    for (let i = 0; i < limit; i++) {
      await sendSignInLink({ email: `probe-${i}@example.test`, website: "" });
    }
    const answer = await sendSignInLink({ email: known, website: "" });
    expect(answer).toEqual({ ok: true, data: { message: accountTexts.linkSent } });
    await runAfterResponse();
    expect(await sentTo(known)).toHaveLength(0);
    // Another network is not held back by it.
    fakeRequest.ip = "192.0.2.77";
    await sendSignInLink({ email: known, website: "" });
    await runAfterResponse();
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
    await runAfterResponse();
    const token = await linkTokenFor(known, paths.accountSignIn);
    expect(await redirectOf(signInWithLink(tokenForm(token)))).toBe(paths.account);
    const cookie = fakeRequest.cookies.get(ACCOUNT_COOKIE)!;
    expect(await accountOfToken(cookie)).toMatchObject({ emails: [known] });

    fakeRequest.cookies.clear();
    expect(await redirectOf(signInWithLink(tokenForm(token)))).toBe(
      `${paths.accountSignIn}?token=${token}`,
    );
    expect(fakeRequest.cookies.has(ACCOUNT_COOKIE)).toBe(false);
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
    fakeRequest.cookies = browsers[who];
  };

  beforeEach(async () => {
    browsers.attacker.clear();
    browsers.customer.clear();
    await plantJob("ATTACKER-1", { day });
  });
  afterEach(() => {
    fakeRequest.cookies = new Map();
  });

  it("never signs the customer in silently: the page's automatic press changes nothing, only the answer to 'Sign in as {address}?' does", async () => {
    // The attacker asks for a link to their own address, in their own browser...
    from("attacker");
    await sendSignInLink({ email: attacker, website: "" });
    await runAfterResponse();
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
    await runAfterResponse();
    const first = await linkTokenFor(known, paths.accountSignIn);
    await sendSignInLink({ email: known, website: "" });
    await runAfterResponse();
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
