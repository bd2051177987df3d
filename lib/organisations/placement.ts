import "server-only";
import { db } from "@/lib/server/db";
import { sitesByOrganisation } from "./customer-detail";
import type { PlacedRecord } from "./office-customer-schema";

// What Add to organisation shows on the office's booking, contract and invoice pages: the site
// the record is under now (if any), and every organisation's sites to choose from. A contract's
// visit follows its contract, so its page says so instead of offering the choice.

export type Placement = {
  current: { organisation: string; site: string } | null;
  /** A contract's visit: added with its contract, on the contract's page. */
  followsContract: boolean;
  organisations: Awaited<ReturnType<typeof sitesByOrganisation>>;
};

async function recordSite(record: PlacedRecord, id: string) {
  switch (record) {
    case "booking":
      return db().booking.findUnique({ where: { id }, select: { siteId: true, contractId: true } });
    case "contract":
      return db().contract.findUnique({ where: { id }, select: { siteId: true } });
    case "invoice":
      return db().invoice.findUnique({ where: { id }, select: { siteId: true } });
  }
}

export async function placementOf(record: PlacedRecord, id: string): Promise<Placement> {
  const [row, organisations] = await Promise.all([recordSite(record, id), sitesByOrganisation()]);
  const site = row?.siteId
    ? await db().site.findUnique({
        where: { id: row.siteId },
        select: { name: true, organisation: { select: { name: true } } },
      })
    : null;
  return {
    current: site ? { organisation: site.organisation.name, site: site.name } : null,
    followsContract: !!row && "contractId" in row && row.contractId !== null,
    organisations,
  };
}
