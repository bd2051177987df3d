import { prerender } from "react-dom/static";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AccountDocuments } from "@/components/account/account-documents";
import { ACCOUNT_COOKIE } from "@/lib/account/account-session";
import { goPayAllOpenInvoices } from "@/lib/organisations/pay-all-actions";
import { markInvoicePaid } from "@/lib/payments/invoice-payments";
import { membershipOf } from "@/lib/organisations/organisation-access";
import { checkoutForOrganisation } from "@/lib/organisations/pay-all";
import { confirmReturnedSession } from "@/lib/payments/confirm-return";
import { db } from "@/lib/server/db";
import { todayInLondon } from "@/lib/shared/dates";
import type { OrganisationRole } from "@/lib/organisations/organisation-rules";
import { resetDatabase } from "../support/db";
import { resetFakeRequest, sendCookies } from "../support/fake-request";
import { plantSiteJob } from "../support/organisation-documents";
import { plantMember, plantOrganisation } from "../support/organisations";
import { deliverToRoute, startFakeStripe } from "../support/stripe-webhook";

// 'Pay all open invoices' against PostgreSQL and the fake Stripe over HTTP: one Checkout Session
// for the total of the organisation's open invoices, recorded with each invoice's share; paid,
// each invoice is paid once with its share (a replayed webhook, or the return page racing it,
// changes nothing); two clicks at once make one session; an invoice paid by bank meanwhile gets
// its share back as a duplicate, refunded for that share only; roles without invoices get nothing.

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  // The invoices' own Pay now buttons, rendered here outside Next's router.
  useRouter: () => ({ refresh: () => undefined }),
  redirect: (url: string) => {
    throw Object.assign(new Error("redirect"), { url });
  },
}));

/** The account page's lists as HTML, async parts (the organisation's money) awaited. */
async function accountHtml(...args: Parameters<typeof AccountDocuments>): Promise<string> {
  const { prelude } = await prerender(await AccountDocuments(...args));
  return new Response(prelude).text();
}

/** Where the action sent the browser. */
async function redirectOf(action: () => Promise<never>): Promise<string> {
  try {
    await action();
  } catch (error) {
    if (error && typeof error === "object" && "url" in error) return String(error.url);
    throw error;
  }
  throw new Error("no redirect");
}

const stripe = await startFakeStripe();
process.env.SITE_URL = "https://www.example-shredding.test";

const yesterday = new Date(Date.now() - 24 * 3_600_000);
const office = { kind: "admin", email: "office@example.test" } as const;

beforeEach(async () => {
  await resetDatabase();
  stripe.reset();
  resetFakeRequest();
});

/** An organisation with an open invoice at each of its two sites, another's, and a Finance member. */
async function organisationOwing(role: OrganisationRole = "finance") {
  const quayside = await plantOrganisation("Quayside Law LLP", ["Durham office", "Head office"]);
  const tyne = await plantOrganisation("Tyne Dental", ["Gateshead"]);
  const durham = await plantSiteJob(quayside.sites[0]!.id, undefined, {
    total: 12_000,
    issuedAt: yesterday,
  });
  const head = await plantSiteJob(quayside.sites[1]!.id, undefined, {
    total: 4_800,
    issuedAt: yesterday,
  });
  const theirs = await plantSiteJob(tyne.sites[0]!.id, "tyne@example.test", {
    issuedAt: yesterday,
  });
  const { account, email, token } = await plantMember(quayside.id, role);
  const member = (await membershipOf(account))!;
  return { quayside, tyne, durham, head, theirs, member, email, account, token };
}

const paymentsOf = (invoiceId: string) => db().payment.findMany({ where: { invoiceId } });

async function payAll(member: Awaited<ReturnType<typeof organisationOwing>>["member"]) {
  const start = await checkoutForOrganisation(member, "finance@org.example.test");
  if (start.status !== "ready") throw new Error(`No session: ${start.status}`);
  return stripe.sessions.get(start.sessionId)!;
}

describe("Pay all open invoices", () => {
  it("makes one Checkout Session for the total of the organisation's open invoices, with each share", async () => {
    const { quayside, durham, head, member } = await organisationOwing();
    const session = await payAll(member);
    expect(session.amount_total).toBe(16_800);
    expect(session.success_url).toBe(
      "https://www.example-shredding.test/account?session_id={CHECKOUT_SESSION_ID}",
    );
    const recorded = await db().checkoutSession.findUniqueOrThrow({
      where: { id: session.id },
      include: { invoices: { orderBy: { amountPence: "asc" } } },
    });
    expect(recorded).toMatchObject({
      organisationId: quayside.id,
      amountPence: 16_800,
      bookingId: null,
      invoiceId: null,
    });
    expect(recorded.invoices.map((s) => [s.invoiceId, s.amountPence])).toEqual([
      [head.invoice.id, 4_800],
      [durham.invoice.id, 12_000],
    ]);
  });

  it("pays each invoice once with its share when Stripe reports it, however often", async () => {
    const { durham, head, theirs, member, quayside, tyne } = await organisationOwing();
    const session = await payAll(member);
    const paid = await stripe.pay(session.id);

    expect((await deliverToRoute(paid)).status).toBe(200);
    expect((await deliverToRoute(paid)).status).toBe(200); // replayed
    expect(await confirmReturnedSession(session.id, { organisationId: quayside.id })).toBe("paid");
    // Another organisation's id names nothing of this session.
    expect(await confirmReturnedSession(session.id, { organisationId: tyne.id })).toBe("none");

    for (const [job, amount] of [
      [durham, 12_000],
      [head, 4_800],
    ] as const) {
      const payments = await paymentsOf(job.invoice.id);
      expect(payments).toEqual([
        expect.objectContaining({
          method: "card",
          amountPence: amount,
          checkoutSessionId: session.id,
          paymentIntentId: session.payment_intent,
        }),
      ]);
      const receipts = await db().outboxEmail.findMany({
        where: { invoiceId: job.invoice.id, subject: `Receipt ${job.invoice.number}` },
      });
      expect(receipts).toHaveLength(1);
    }
    expect(await paymentsOf(theirs.invoice.id)).toEqual([]);
    expect(await db().duplicatePayment.count()).toBe(0);
    // Nothing is left to pay.
    expect(await checkoutForOrganisation(member, "x@example.test")).toEqual({ status: "nothing" });
  });

  it("records once when the completed event and the return page race", async () => {
    const { durham, head, member, quayside } = await organisationOwing();
    const session = await payAll(member);
    const paid = await stripe.pay(session.id);
    const [delivered, returned] = await Promise.all([
      deliverToRoute(paid),
      confirmReturnedSession(session.id, { organisationId: quayside.id }),
    ]);
    expect(delivered.status).toBe(200);
    expect(returned).toBe("paid");
    expect(await paymentsOf(durham.invoice.id)).toHaveLength(1);
    expect(await paymentsOf(head.invoice.id)).toHaveLength(1);
  });

  it("makes one session for two clicks at once, and hands it out again while it covers the same invoices", async () => {
    const { member } = await organisationOwing();
    const [first, second] = await Promise.all([
      checkoutForOrganisation(member, "a@example.test"),
      checkoutForOrganisation(member, "b@example.test"),
    ]);
    expect(first.status).toBe("ready");
    expect(second).toEqual(first);
    expect(await checkoutForOrganisation(member, "a@example.test")).toEqual(first);
    expect(stripe.sessions.size).toBe(1);
    expect(await db().checkoutSession.count()).toBe(1);
  });

  it("makes a new session when the open invoices change, and closes the old one", async () => {
    const { head, member } = await organisationOwing();
    const before = await payAll(member);
    // The office records a bank transfer for one: Mark as paid closes the session covering it.
    await markInvoicePaid({
      number: head.invoice.number,
      method: "bank_transfer",
      receivedOn: todayInLondon(),
      actor: office,
    });
    expect(stripe.sessions.get(before.id)!.status).toBe("expired");
    const after = await payAll(member);
    expect(after.id).not.toBe(before.id);
    expect(after.amount_total).toBe(12_000);
  });

  it("refunds the share of an invoice paid by bank meanwhile, and no more", async () => {
    const { durham, head, member } = await organisationOwing();
    const session = await payAll(member);
    // Stripe is down when Mark as paid tries to close the session, and the customer pays.
    stripe.failNextExpiries(1);
    await markInvoicePaid({
      number: head.invoice.number,
      method: "bank_transfer",
      receivedOn: todayInLondon(),
      actor: office,
    });
    const paid = await stripe.pay(session.id);
    expect((await deliverToRoute(paid)).status).toBe(200);
    expect((await deliverToRoute(paid)).status).toBe(200);

    expect(await paymentsOf(durham.invoice.id)).toEqual([
      expect.objectContaining({ method: "card", amountPence: 12_000 }),
    ]);
    expect(await paymentsOf(head.invoice.id)).toEqual([
      expect.objectContaining({ method: "bank_transfer" }),
    ]);
    const duplicates = await db().duplicatePayment.findMany();
    expect(duplicates).toEqual([
      expect.objectContaining({
        invoiceId: head.invoice.id,
        reason: "already_paid",
        amountPence: 4_800,
        refundStatus: "succeeded",
      }),
    ]);
    expect(stripe.refundsOf(session.payment_intent!).map((r) => r.amount)).toEqual([4_800]);
  });

  it("gives a role without invoices no session", async () => {
    for (const role of ["viewer", "booker"] as const) {
      const { member } = await organisationOwing(role);
      expect(await checkoutForOrganisation(member, "x@example.test"), role).toEqual({
        status: "unavailable",
      });
      await resetDatabase();
    }
    expect(stripe.sessions.size).toBe(0);
  });

  it("is one button on /account for Finance, which sends the browser to Stripe, and says when it is paid", async () => {
    const { account, token } = await organisationOwing();
    const page = async (params: Record<string, string> = {}) =>
      accountHtml({ account, searchParams: params });
    const before = await page();
    expect(before).toContain("2 open invoices to pay, £168.00 in all.");
    expect(before).toContain(">Pay all open invoices</button>");
    expect(before).toContain("Download statement");

    sendCookies({ [ACCOUNT_COOKIE]: token });
    const url = await redirectOf(goPayAllOpenInvoices);
    const [session] = [...stripe.sessions.values()];
    expect(url).toBe(session!.url);
    await stripe.pay(session!.id);

    // Back from Stripe before the webhook: the page confirms the session itself.
    const after = await page({ session_id: session!.id });
    expect(after).toContain("your payment has been received");
    expect(after).toContain("No open invoices to pay.");
    // The lists are read after the confirmation: both invoices already read Paid.
    const statuses = [...after.matchAll(/<dt class="text-muted">Status<\/dt><dd[^>]*>(\w+)</g)];
    expect(statuses.map((match) => match[1])).toEqual(["Paid", "Paid"]);
    expect(await db().payment.count({ where: { checkoutSessionId: session!.id } })).toBe(2);
    // Nothing left: the action sends the browser back to /account, which says so.
    expect(await redirectOf(goPayAllOpenInvoices)).toBe("/account?pay=none");
  });

  it("is not offered to a Viewer, whose click makes no session", async () => {
    const { account, token } = await organisationOwing("viewer");
    const html = await accountHtml({ account, searchParams: {} });
    expect(html).not.toContain("Pay all open invoices");
    expect(html).not.toContain("Download statement");
    sendCookies({ [ACCOUNT_COOKIE]: token });
    expect(await redirectOf(goPayAllOpenInvoices)).toBe("/account?pay=none");
    expect(stripe.sessions.size).toBe(0);
  });
});
