import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { fieldRefusal, type ActionResult } from "@/lib/shared/action-result";
import { db } from "@/lib/server/db";
import { locateAfterResponse } from "@/lib/locations/locate-soon";
import { inviteMember } from "./invitations";
import type { CreateOrganisation, PlacedRecord } from "./office-customer-schema";
import { officeCustomerTexts as texts } from "./office-customer-texts";
import type { SiteData } from "./site-schema";

// The office's changes to organisations: Create organisation for a customer who calls (its first
// Administrator invited in the same transaction), Add a site, and Add to organisation, which puts
// a booking, a contract or an invoice under a site. The database's triggers (migration
// organisations) then move what belongs to it: a booking's invoices and credit notes, a
// contract's visits and their invoices.

type Tx = Prisma.TransactionClient;

/** The organisation, and the invitation to its first Administrator, stored together. */
export async function createOrganisation(
  input: CreateOrganisation,
  createdBy: string,
  now = new Date(),
): Promise<ActionResult<{ id: string; name: string }>> {
  const { administratorEmail, ...details } = input;
  return db().$transaction(async (tx) => {
    // An account belongs to at most one organisation: its invitation could never be accepted.
    const taken = await tx.accountEmail.findUnique({
      where: { email: administratorEmail },
      select: { account: { select: { membership: { select: { organisation: true } } } } },
    });
    const other = taken?.account.membership?.organisation.name;
    if (other) return fieldRefusal("administratorEmail", texts.administratorInAnother(other));
    const organisation = await tx.organisation.create({
      data: { ...details, createdBy, createdAt: now },
      select: { id: true, name: true },
    });
    await inviteMember(
      tx,
      {
        organisationId: organisation.id,
        email: administratorEmail,
        role: "administrator",
        allSites: true,
        siteIds: [],
        invitedBy: createdBy,
      },
      now,
    );
    return { ok: true, data: organisation };
  });
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/** A new site of the organisation; a name it already has is refused at its field. */
export async function addSite(
  organisationId: string,
  site: SiteData,
): Promise<ActionResult<{ name: string }>> {
  const organisation = await db().organisation.findUnique({
    where: { id: organisationId },
    select: { id: true },
  });
  if (!organisation) return fieldRefusal("organisationId", texts.notFound);
  try {
    const row = await db().site.create({
      data: { organisationId, ...site },
      select: { id: true, name: true },
    });
    locateAfterResponse({ sites: [row.id] });
    return { ok: true, data: { name: row.name } };
  } catch (error) {
    if (isUniqueViolation(error)) return fieldRefusal("name", texts.siteNameTaken);
    throw error;
  }
}

type Placed = { organisation: string; site: string };

/**
 * Put the booking, contract or invoice `id` under site `siteId`. A contract's visit follows its
 * contract (refused here); an invoice or credit note moves the booking or contract it was issued
 * for, or, issued for neither, itself and the credit notes against it.
 */
export async function addToOrganisation(
  record: PlacedRecord,
  id: string,
  siteId: string,
): Promise<ActionResult<Placed>> {
  return db().$transaction(async (tx) => {
    const site = await tx.site.findUnique({
      where: { id: siteId },
      select: { name: true, organisation: { select: { name: true } } },
    });
    if (!site) return fieldRefusal("siteId", texts.siteMissing);
    const moved = await placeUnder(tx, record, id, siteId);
    if (moved !== true) return moved;
    return { ok: true, data: { organisation: site.organisation.name, site: site.name } };
  });
}

async function placeUnder(
  tx: Tx,
  record: PlacedRecord,
  id: string,
  siteId: string,
): Promise<true | ActionResult<never>> {
  switch (record) {
    case "booking":
      return placeBooking(tx, id, siteId);
    case "contract": {
      const { count } = await tx.contract.updateMany({ where: { id }, data: { siteId } });
      return count === 1 || fieldRefusal("id", texts.notFound);
    }
    case "invoice":
      return placeInvoice(tx, id, siteId);
  }
}

async function placeBooking(tx: Tx, id: string, siteId: string) {
  const booking = await tx.booking.findUnique({ where: { id }, select: { contractId: true } });
  if (!booking) return fieldRefusal("id", texts.notFound);
  if (booking.contractId) return fieldRefusal("siteId", texts.visitFollowsContract);
  await tx.booking.update({ where: { id }, data: { siteId } });
  return true as const;
}

const invoiceLinks = {
  id: true,
  creditsId: true,
  adjustsId: true,
  contractId: true,
  booking: { select: { id: true, contractId: true } },
} as const;

async function placeInvoice(tx: Tx, id: string, siteId: string) {
  const found = await tx.invoice.findUnique({ where: { id }, select: invoiceLinks });
  if (!found) return fieldRefusal("id", texts.notFound);
  // A credit note goes where the invoice it credits goes.
  const creditedId = found.creditsId ?? found.adjustsId;
  const invoice = creditedId
    ? await tx.invoice.findUniqueOrThrow({ where: { id: creditedId }, select: invoiceLinks })
    : found;
  const contractId = invoice.contractId ?? invoice.booking?.contractId ?? null;
  if (contractId) {
    await tx.contract.update({ where: { id: contractId }, data: { siteId } });
  } else if (invoice.booking) {
    await tx.booking.update({ where: { id: invoice.booking.id }, data: { siteId } });
  } else {
    await tx.invoice.updateMany({
      where: { OR: [{ id: invoice.id }, { creditsId: invoice.id }, { adjustsId: invoice.id }] },
      data: { siteId },
    });
  }
  return true as const;
}
