import "server-only";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { paths } from "@/lib/shared/paths";
import {
  closeOtherOrganisationCheckouts,
  createSession,
  lockCheckouts,
  type CheckoutStart,
} from "@/lib/payments/checkout";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";
import { memberCan, siteFilter, type Membership } from "./organisation-access";
import { organisationMoneyTexts as texts } from "./organisation-money-texts";
import { inStableOrder, sameShares, totalOf, type Share } from "./pay-all-rules";

// 'Pay all open invoices' (Finance and Administrator): one Stripe Checkout Session for the total
// of the organisation's open invoices the member sees, made on the server from the stored
// invoices' totals, recorded with the organisation and each invoice's share (checkout_invoices),
// settled invoice by invoice (lib/payments/settle.ts). Made under the organisation's own
// checkout lock, then each invoice's (the lock Mark as paid takes, in a stable order), so two
// clicks at once make one session and a bank payment recorded meanwhile is seen; an open session
// is handed out again only when it covers exactly the same invoices for the same amounts.

export type PayAllStart = CheckoutStart | { status: "nothing" };

/** The member's organisation's open invoices (Unpaid or Overdue) of the sites they see. */
export async function openInvoices(member: Membership): Promise<(Share & { number: string })[]> {
  const rows = await db().invoice.findMany({
    where: {
      siteId: siteFilter(member, "invoices"),
      kind: "invoice",
      creditedBy: { is: null },
      payments: { none: {} },
    },
    orderBy: [{ issuedAt: "asc" }, { number: "asc" }],
    select: { id: true, number: true, totalPence: true },
  });
  return rows.map((row) => ({
    invoiceId: row.id,
    amountPence: row.totalPence,
    number: row.number,
  }));
}

const organisationKey = (organisationId: string) => `organisation:${organisationId}`;

/**
 * The Checkout Session that pays all the member's organisation's open invoices: its open one
 * when it covers the same invoices and amounts, or a new one. `email` is Stripe's receipt address.
 */
export async function checkoutForOrganisation(
  member: Membership,
  email: string,
  now: Date = new Date(),
): Promise<PayAllStart> {
  if (!memberCan(member, "invoices")) return { status: "unavailable" };
  if (!cardPaymentsEnabled()) return { status: "unavailable" };
  const organisation = member.organisation;
  const start = await db().$transaction(
    async (tx): Promise<PayAllStart> => {
      await lockCheckouts(tx, organisationKey(organisation.id));
      const candidates = inStableOrder(await openInvoices(member));
      // Mark as paid takes each invoice's lock: one recorded meanwhile is seen below.
      for (const share of candidates) await lockCheckouts(tx, share.invoiceId);
      const stillOpen = await tx.invoice.findMany({
        where: {
          id: { in: candidates.map((share) => share.invoiceId) },
          creditedBy: { is: null },
          payments: { none: {} },
        },
        select: { id: true },
      });
      const open = new Set(stillOpen.map((row) => row.id));
      const shares = candidates
        .filter((share) => open.has(share.invoiceId))
        .map(({ invoiceId, amountPence }) => ({ invoiceId, amountPence }));
      if (shares.length === 0) return { status: "nothing" };
      const sessions = await tx.checkoutSession.findMany({
        where: { organisationId: organisation.id, status: "open", expiresAt: { gt: now } },
        orderBy: { createdAt: "desc" },
        include: { invoices: { select: { invoiceId: true, amountPence: true } } },
      });
      const same = sessions.find((session) => sameShares(session.invoices, shares));
      if (same) return { status: "ready", url: same.url, sessionId: same.id };
      return createSession(
        tx,
        {
          amountPence: totalOf(shares),
          description: texts.payAllDescription(organisation.name, shares.length),
          email,
          metadata: { organisation_id: organisation.id, invoice_count: String(shares.length) },
          returnUrl: `${appUrl()}${paths.account}`,
          bookingId: null,
          invoiceId: null,
          organisation: { id: organisation.id, shares },
        },
        now,
      );
    },
    { timeout: 45_000, maxWait: 15_000 },
  );
  // A session for other invoices or amounts, still open: closed, so only this one can be paid.
  if (start.status === "ready")
    await closeOtherOrganisationCheckouts(organisation.id, start.sessionId);
  return start;
}
