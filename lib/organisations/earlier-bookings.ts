import "server-only";
import { db } from "@/lib/server/db";
import { asDay } from "@/lib/shared/db-day";
import type { Tx } from "./organisations";

// 'Bookings under your colleagues' addresses not yet in the organisation': the bookings (not a
// contract's visits) and contracts made under an address of a member's account before it joined,
// not yet under a site. 'Add to {organisation}' puts one under a site; the database moves its
// invoices with it (and a contract's visits, and theirs) by trigger.

export type EarlierRow =
  | { kind: "booking"; id: string; reference: string; day: string; email: string }
  | { kind: "contract"; id: string; number: string; email: string; address: string };

/** Every confirmed address of the organisation's members. */
async function membersAddresses(
  client: Pick<Tx, "accountEmail">,
  organisationId: string,
): Promise<string[]> {
  const rows = await client.accountEmail.findMany({
    where: { account: { membership: { organisationId } } },
    select: { email: true },
  });
  return rows.map((row) => row.email);
}

/** The bookings and contracts under the members' addresses and under no site, newest first. */
export async function notYetInOrganisation(
  organisationId: string,
  limit = 50,
): Promise<EarlierRow[]> {
  const emails = await membersAddresses(db(), organisationId);
  if (emails.length === 0) return [];
  const [bookings, contracts] = await Promise.all([
    db().booking.findMany({
      where: { customerEmail: { in: emails }, siteId: null, contractId: null },
      orderBy: { createdAt: "desc" },
      take: limit,
      select: { id: true, reference: true, selectedDate: true, customerEmail: true },
    }),
    db().contract.findMany({
      where: { customerEmail: { in: emails }, siteId: null },
      orderBy: { createdAt: "desc" },
      take: limit,
      select: { id: true, number: true, customerEmail: true, siteAddress: true },
    }),
  ]);
  return [
    ...contracts.map((row) => ({
      kind: "contract" as const,
      id: row.id,
      number: row.number,
      email: row.customerEmail,
      address: row.siteAddress,
    })),
    ...bookings.map((row) => ({
      kind: "booking" as const,
      id: row.id,
      reference: row.reference,
      day: asDay(row.selectedDate),
      email: row.customerEmail,
    })),
  ];
}

export type AddToOrganisation = {
  kind: "booking" | "contract";
  id: string;
  siteId: string;
  organisationId: string;
};

export type AddOutcome =
  | { status: "added"; label: string; site: string }
  | { status: "site_not_found" }
  | { status: "not_found" };

/**
 * 'Add to {organisation}': puts a booking (not a contract's visit) or a contract under one of the
 * organisation's sites, only when it is under no site yet and under an address of one of the
 * organisation's members. Whatever the ids, anything else changes nothing. (The office's own
 * 'Add to organisation' checks its own way and may pass its own kind of check here later.)
 */
export async function addToOrganisation(input: AddToOrganisation): Promise<AddOutcome> {
  return db().$transaction(async (tx) => {
    const site = await tx.site.findFirst({
      where: { id: input.siteId, organisationId: input.organisationId },
      select: { id: true, name: true },
    });
    if (!site) return { status: "site_not_found" } as const;
    const emails = await membersAddresses(tx, input.organisationId);
    const where = { id: input.id, siteId: null, customerEmail: { in: emails } };
    if (input.kind === "booking") {
      const booking = await tx.booking.findFirst({
        where: { ...where, contractId: null },
        select: { reference: true },
      });
      if (!booking) return { status: "not_found" } as const;
      const { count } = await tx.booking.updateMany({
        where: { ...where, contractId: null },
        data: { siteId: site.id },
      });
      if (count !== 1) return { status: "not_found" } as const;
      return { status: "added", label: booking.reference, site: site.name } as const;
    }
    const contract = await tx.contract.findFirst({ where, select: { number: true } });
    if (!contract) return { status: "not_found" } as const;
    const { count } = await tx.contract.updateMany({ where, data: { siteId: site.id } });
    if (count !== 1) return { status: "not_found" } as const;
    return { status: "added", label: contract.number, site: site.name } as const;
  });
}
